import { closeSync, openSync, readFileSync, unlinkSync, writeSync } from 'node:fs';

/** A held lock; `release()` is idempotent. */
export interface DataDirLock {
  release(): void;
}

/** Data directories this process holds, so a second open in the same process fails too. */
const heldByThisProcess = new Set<string>();

/** True when `pid` runs. A zombie (killed, not yet reaped: common in containers without init) is dead. */
function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch (err) {
    return (err as NodeJS.ErrnoException).code === 'EPERM';
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    return stat.slice(stat.lastIndexOf(')') + 2, stat.lastIndexOf(')') + 3) !== 'Z';
  } catch {
    return true; // No procfs (macOS): trust kill(0).
  }
}

/**
 * Takes an exclusive lock file (`O_EXCL`) holding this process id. PGlite has no cross-process locking
 * and two servers writing one data directory would corrupt it, so a live holder makes this throw; a
 * lock left by a process that has died (crash, `kill -9`) is taken over.
 *
 * @throws Error when another live process (or this one) already holds the directory
 */
export function acquireDataDirLock(path: string): DataDirLock {
  if (heldByThisProcess.has(path)) {
    throw new Error(`La base de datos en ${path} ya está abierta en este proceso.`);
  }
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = openSync(path, 'wx', 0o600);
      writeSync(fd, String(process.pid));
      closeSync(fd);
      heldByThisProcess.add(path);
      let released = false;
      return {
        release() {
          if (released) return;
          released = true;
          heldByThisProcess.delete(path);
          try {
            unlinkSync(path);
          } catch {
            // Already gone: nothing to release.
          }
        },
      };
    } catch (err) {
      if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      let holder = Number.NaN;
      try {
        holder = Number.parseInt(readFileSync(path, 'utf8').trim(), 10);
      } catch {
        // Unreadable lock: treat as stale.
      }
      if (Number.isInteger(holder) && holder > 0 && holder !== process.pid && isAlive(holder)) {
        throw new Error(
          `El directorio de datos está en uso por otro proceso (pid ${holder}). ` +
            `Detén ese servidor o usa otro DATA_DIR.`,
          { cause: err },
        );
      }
      try {
        unlinkSync(path);
      } catch {
        // Someone else removed it first; retry the exclusive create.
      }
    }
  }
  throw new Error(`No se pudo bloquear ${path}.`);
}
