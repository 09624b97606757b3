import fs from "node:fs";
import path from "node:path";

/**
 * PGlite takes no lock across processes, and two processes on one data folder corrupt it.
 * We hold our own lock file (created exclusively, holding our pid) for as long as the
 * process lives. A lock left by a process that no longer runs is taken over.
 */
export class DataDirInUseError extends Error {
  constructor(folder: string, pid: number) {
    super(
      `The database folder ${folder} is in use by another process (pid ${pid}). ` +
        `Stop that process, or set DATA_DIR to another folder, or DATABASE_URL to use a PostgreSQL server.`,
    );
    this.name = "DataDirInUseError";
  }
}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

export function acquireDataDirLock(folder: string): () => void {
  fs.mkdirSync(folder, { recursive: true });
  const lockPath = path.join(folder, "littlerobe.lock");
  for (let attempt = 0; attempt < 3; attempt++) {
    try {
      fs.writeFileSync(lockPath, String(process.pid), { flag: "wx" });
      const release = () => {
        try {
          if (fs.readFileSync(lockPath, "utf8") === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // Already gone: nothing to release.
        }
      };
      process.once("exit", release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number.parseInt(fs.readFileSync(lockPath, "utf8"), 10);
      if (holder === process.pid) return () => {};
      if (Number.isInteger(holder) && isRunning(holder))
        throw new DataDirInUseError(folder, holder);
      fs.rmSync(lockPath, { force: true }); // stale: its process is gone
    }
  }
  throw new Error(`Could not take the lock on the database folder ${folder}.`);
}
