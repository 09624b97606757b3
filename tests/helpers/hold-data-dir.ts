// Opens the embedded database folder given as argument and keeps it open until killed.
import { sql } from "drizzle-orm";
import { openPglite } from "@/server/db/client";

const handle = openPglite(process.argv[2]!);
await handle.db.execute(sql`select 1`);
console.log("ready");
setInterval(() => {}, 1000);
