/**
 * What the server logs during each test, read back: stdout and stderr are captured and every JSON
 * line parsed (TOVAR_LOG unset, so every level is written). The array is emptied before each test.
 */
import { afterEach, beforeEach, vi } from 'vitest';

export type LogLine = Record<string, unknown>;

export function useLogLines(): LogLine[] {
  const lines: LogLine[] = [];
  const savedLog = process.env.TOVAR_LOG;
  beforeEach(() => {
    lines.length = 0;
    delete process.env.TOVAR_LOG;
    for (const stream of [process.stdout, process.stderr]) {
      vi.spyOn(stream, 'write').mockImplementation((chunk: string | Uint8Array) => {
        for (const text of String(chunk).split('\n').filter(Boolean)) lines.push(JSON.parse(text) as LogLine);
        return true;
      });
    }
  });
  afterEach(() => {
    vi.restoreAllMocks();
    process.env.TOVAR_LOG = savedLog;
  });
  return lines;
}
