import fs from 'node:fs';
import path from 'node:path';

export class DatabaseLockedError extends Error {}

function isRunning(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/**
 * Takes an exclusive lock on a PGlite directory (a lock file holding our pid) and returns its release.
 * A lock left by a process that no longer runs is taken over.
 */
export async function lockDirectory(dir: string): Promise<() => void> {
  fs.mkdirSync(dir, { recursive: true });
  const lockPath = path.join(path.dirname(path.resolve(dir)), `${path.basename(dir)}.lock`);
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockPath, 'wx', 0o600);
      fs.writeSync(fd, String(process.pid));
      fs.closeSync(fd);
      const release = () => {
        process.off('exit', release);
        try {
          if (fs.readFileSync(lockPath, 'utf8') === String(process.pid)) fs.unlinkSync(lockPath);
        } catch {
          // Already gone: nothing to release.
        }
      };
      process.on('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = Number(fs.readFileSync(lockPath, 'utf8'));
      if (holder && holder !== process.pid && isRunning(holder)) {
        throw new DatabaseLockedError(
          `The database in ${path.resolve(dir)} is in use by process ${holder}. ` +
            'Only one Tovar process may open an embedded database; stop the other one, or set DATABASE_URL to share a PostgreSQL server.',
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DatabaseLockedError(`Could not lock ${path.resolve(dir)}`);
}
