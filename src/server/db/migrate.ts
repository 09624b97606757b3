import path from "node:path";

export const MIGRATIONS_FOLDER = path.resolve(process.cwd(), "drizzle");
