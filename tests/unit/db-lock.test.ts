/**
 * The embedded database's directory lock: a live holder refuses a second opener; a holder that was
 * killed, is a zombie, or whose pid was reused by another process does not block a restart.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { DatabaseLockedError, lockDirectory, ownerAlive, ownerStamp } from '@/server/db/lock';

const children: ChildProcess[] = [];
afterEach(() => {
  for (const child of children.splice(0)) child.kill('SIGKILL');
});

function tempDir(): { dir: string; lockFile: string } {
  const root = fs.mkdtempSync(path.join(os.tmpdir(), 'tovar-lock-'));
  return { dir: path.join(root, 'db'), lockFile: path.join(root, 'db.lock') };
}

function startSleeper(): ChildProcess {
  const child = spawn('sleep', ['30'], { stdio: 'ignore' });
  children.push(child);
  return child;
}

async function until(check: () => boolean): Promise<void> {
  for (let i = 0; i < 200 && !check(); i++) await new Promise((resolve) => setTimeout(resolve, 10));
  expect(check()).toBe(true);
}

describe('database directory lock', () => {
  it('refuses a second opener while the holder runs, and names it', async () => {
    const { dir, lockFile } = tempDir();
    const holder = startSleeper();
    fs.writeFileSync(lockFile, ownerStamp(holder.pid));
    const error = await lockDirectory(dir).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(DatabaseLockedError);
    expect(String(error)).toContain(`process ${holder.pid}`);
  });

  it('is taken over at once after its holder was killed with -9', async () => {
    const { dir, lockFile } = tempDir();
    const holder = startSleeper();
    fs.writeFileSync(lockFile, ownerStamp(holder.pid));
    holder.kill('SIGKILL');
    await new Promise((resolve) => holder.once('exit', resolve));
    const release = await lockDirectory(dir);
    expect(fs.readFileSync(lockFile, 'utf8')).toBe(ownerStamp());
    release();
    expect(fs.existsSync(lockFile)).toBe(false);
  });

  it.runIf(fs.existsSync('/proc/self/stat'))('is taken over from a zombie holder that nobody has reaped', async () => {
    const { dir, lockFile } = tempDir();
    // sh starts a short child, then becomes `sleep 30`, which never reaps it: the child stays a zombie.
    const parent = spawn('sh', ['-c', 'sleep 0.05 & echo $!; exec sleep 30'], { stdio: ['ignore', 'pipe', 'ignore'] });
    children.push(parent);
    const zombiePid = Number(
      await new Promise<string>((resolve) => parent.stdout?.once('data', (chunk: Buffer) => resolve(chunk.toString()))),
    );
    fs.writeFileSync(lockFile, ownerStamp(zombiePid));
    await until(() => fs.readFileSync(`/proc/${zombiePid}/stat`, 'utf8').split(') ')[1]?.startsWith('Z') ?? false);
    expect(ownerAlive(fs.readFileSync(lockFile, 'utf8'))).toBe(false);
    const release = await lockDirectory(dir);
    release();
  });

  it.runIf(fs.existsSync('/proc/self/stat'))('is taken over when the recorded pid now belongs to another process', async () => {
    const { dir, lockFile } = tempDir();
    const other = startSleeper();
    // The pid is alive, but its start time is not the one the lock recorded.
    fs.writeFileSync(lockFile, `${other.pid} 1`);
    expect(ownerAlive(`${other.pid} 1`)).toBe(false);
    expect(ownerAlive(ownerStamp(other.pid))).toBe(true);
    const release = await lockDirectory(dir);
    release();
  });
});
