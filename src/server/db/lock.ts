/**
 * An exclusive lock on a PGlite directory: a lock file beside it holding the owner's pid and start
 * time. A lock whose owner is gone is taken over at once: a process that exited, was killed (-9), is
 * a zombie waiting to be reaped, or whose pid now belongs to another process (start time differs).
 */
import fs from 'node:fs';
import path from 'node:path';

export class DatabaseLockedError extends Error {}

/** The kernel's start time of a process (clock ticks since boot) and its state; null without /proc. */
function procStat(pid: number): { state: string; startTime: string } | 'gone' | null {
  try {
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    // Fields after the command name, which is in parentheses and may itself contain spaces.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return { state: fields[0] ?? '', startTime: fields[19] ?? '' };
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (code === 'ENOENT' || code === 'ESRCH') return fs.existsSync('/proc/self/stat') ? 'gone' : null;
    return null;
  }
}

/** This process's identity as the lock file records it. */
export function ownerStamp(pid = process.pid): string {
  const stat = procStat(pid);
  return stat && stat !== 'gone' ? `${pid} ${stat.startTime}` : String(pid);
}

/** Whether the process named in a lock file still runs (a zombie or a reused pid does not count). */
export function ownerAlive(stamp: string): boolean {
  const [pidText, startTime] = stamp.trim().split(/\s+/);
  const pid = Number(pidText);
  if (!Number.isInteger(pid) || pid <= 0) return false;
  const stat = procStat(pid);
  if (stat === 'gone') return false;
  if (stat) return stat.state !== 'Z' && stat.state !== 'X' && (!startTime || stat.startTime === startTime);
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}

/** Takes the lock and returns its release; throws DatabaseLockedError while another process holds it. */
export async function lockDirectory(dir: string): Promise<() => void> {
  fs.mkdirSync(dir, { recursive: true });
  const lockPath = path.join(path.dirname(path.resolve(dir)), `${path.basename(dir)}.lock`);
  const stamp = ownerStamp();
  for (let attempt = 0; attempt < 2; attempt++) {
    try {
      const fd = fs.openSync(lockPath, 'wx', 0o600);
      fs.writeSync(fd, stamp);
      fs.closeSync(fd);
      const release = () => {
        process.off('exit', release);
        try {
          if (fs.readFileSync(lockPath, 'utf8') === stamp) fs.unlinkSync(lockPath);
        } catch {
          // Already gone: nothing to release.
        }
      };
      process.on('exit', release);
      return release;
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
      const holder = fs.readFileSync(lockPath, 'utf8');
      const holderPid = Number(holder.split(/\s/)[0]);
      if (holderPid !== process.pid && ownerAlive(holder)) {
        throw new DatabaseLockedError(
          `The database in ${path.resolve(dir)} is in use by process ${holderPid}. ` +
            'Only one Tovar process may open an embedded database; stop the other one, or set DATABASE_URL to share a PostgreSQL server.',
        );
      }
      fs.rmSync(lockPath, { force: true });
    }
  }
  throw new DatabaseLockedError(`Could not lock ${path.resolve(dir)}`);
}
