import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from "node:fs";
import { join } from "node:path";

/** The file in an embedded database's folder that names the process using it. */
export const LOCK_FILE = "recruit.pid";

/**
 * Takes the embedded database's folder for this process, or throws when a live process holds it. PGlite, unlike
 * a PostgreSQL server, does not lock its files: a second instance started on the same folder (a second
 * `npm start`, a supervisor that starts a new one before the old has stopped) wrote beside the first, and the
 * two would corrupt the database between them. A folder left locked by a process that is gone (killed, the
 * machine rebooted) is taken over. Answers the release, which the database's close calls.
 */
export function lockDataDir(dataDir: string): () => void {
  const path = join(dataDir, LOCK_FILE);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const file = openSync(path, "wx");
      writeSync(file, String(process.pid));
      closeSync(file);
      return () => releaseIfOurs(path);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== "EEXIST") throw error;
      const holder = Number(readFileSync(path, "utf8").trim());
      if (isAlive(holder)) {
        throw new Error(
          `the embedded database in ${dataDir} is in use by process ${holder}: one instance per embedded ` +
            "database (several instances share a PostgreSQL server through DATABASE_URL)",
        );
      }
      unlinkSync(path);
    }
  }
  throw new Error(`the embedded database in ${dataDir} could not be locked (${path})`);
}

function isAlive(pid: number): boolean {
  if (!Number.isInteger(pid) || pid <= 0) return false;
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it lives, as another user's process.
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}

function releaseIfOurs(path: string): void {
  try {
    if (readFileSync(path, "utf8").trim() === String(process.pid)) unlinkSync(path);
  } catch {
    // Already gone: nothing to release.
  }
}
