import { describe, expect, it } from 'vitest';
import { DecodeQueueFull, createDecodeQueue } from '@/server/uploads/decode-queue';

function gate() {
  let open = () => undefined as void;
  const opened = new Promise<void>((resolve) => (open = resolve));
  return { open, opened };
}

describe('the decode queue', () => {
  it('runs at most `running` tasks at once, the next in arrival order', async () => {
    const queue = createDecodeQueue({ running: 2, waiting: 5, waitMs: 10_000 });
    const gates = [gate(), gate(), gate(), gate()];
    const started: number[] = [];
    const done = gates.map((g, i) => queue.run(() => (started.push(i), g.opened)));
    await Promise.resolve();
    expect(started).toEqual([0, 1]);
    expect([queue.running, queue.waiting]).toEqual([2, 2]);
    gates[1]?.open();
    await done[1];
    expect(started).toEqual([0, 1, 2]);
    gates.forEach((g) => g.open());
    await Promise.all(done);
    expect(started).toEqual([0, 1, 2, 3]);
    expect([queue.running, queue.waiting, queue.peak]).toEqual([0, 0, 2]);
  });

  it('refuses a task when the queue is full, and one that waited too long', async () => {
    const queue = createDecodeQueue({ running: 1, waiting: 1, waitMs: 50 });
    const held = gate();
    const running = queue.run(() => held.opened);
    const waiting = queue.run(() => Promise.resolve('late'));
    await expect(queue.run(() => Promise.resolve('full'))).rejects.toBeInstanceOf(DecodeQueueFull);
    await expect(waiting).rejects.toBeInstanceOf(DecodeQueueFull);
    expect(queue.waiting).toBe(0);
    held.open();
    await running;
    expect(queue.running).toBe(0);
    await expect(queue.run(() => Promise.resolve('next'))).resolves.toBe('next');
  });

  it('frees the slot when a task fails', async () => {
    const queue = createDecodeQueue({ running: 1, waiting: 1, waitMs: 1_000 });
    await expect(queue.run(() => Promise.reject(new Error('broken')))).rejects.toThrow('broken');
    expect(queue.running).toBe(0);
  });
});
