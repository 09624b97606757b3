// A worker process of the queue trial, started by criteria.mjs:
//   child.mjs <lib> <kind> <url-or-folder> <mode> <type> <leaseSeconds>
// mode 'drain': runs jobs of <type> until none is left, each writing an effect noted with its pid.
// mode 'hang': claims one job, prints 'CLAIMED <id>', and waits for ever (the parent kills it).
import { createAdapter, effectHandler } from "./adapters.mjs";
import { openDatabase, pause } from "./lib.mjs";

const [lib, kind, target, mode, type, lease] = process.argv.slice(2);
const leaseSeconds = Number(lease);
const database = await openDatabase(kind, target, { fresh: false, max: 4 });
const queue = await createAdapter(lib, database, { fresh: false, leaseSeconds });
console.log("READY");

if (mode === "hang") {
  await queue.runPass({
    type,
    leaseSeconds,
    limit: 1,
    handler: async (job) => {
      console.log(`CLAIMED ${job.id}`);
      await new Promise(() => {});
    },
  });
} else {
  const handler = effectHandler(database.db, `pid ${process.pid}`, { before: () => pause(1) });
  for (;;) {
    const ran = await queue.runPass({ type, handler, leaseSeconds });
    if (ran === 0 && (await queue.pendingOfType(type)) === 0) break;
    if (ran === 0) await pause(50);
  }
  console.log("DRAINED");
  await queue.close();
  await database.close();
  process.exit(0);
}
