/**
 * The OTLP/HTTP receiver the e2e tests use (tests/e2e/support/otlp-receiver.mjs), started on a free
 * port for a test file, with the server's export pointed at it: what the server sent, as decoded
 * records and spans.
 */
import { spawn } from 'node:child_process';
import { createServer, type AddressInfo } from 'node:net';
import { expect, vi } from 'vitest';
import { flushServerTelemetry, startServerTelemetry, stopServerTelemetry } from '@/server/telemetry';

export interface ReceivedRecord {
  resource: Record<string, unknown>;
  severityText: string;
  body: string;
  attributes: Record<string, string | number | boolean | undefined>;
  traceId?: string;
}
export interface ReceivedSpan {
  resource: Record<string, unknown>;
  name: string;
  kind: number;
  traceId: string;
  durationMs: number;
  status: number;
  attributes: Record<string, string | number | boolean | undefined>;
}
interface ReceivedExport {
  headers: Record<string, string>;
  records: ReceivedRecord[];
}

async function freePort(): Promise<number> {
  const probe = createServer();
  await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
  const { port } = probe.address() as AddressInfo;
  await new Promise((resolve) => probe.close(resolve));
  return port;
}

export async function startOtlpReceiver(headers: Record<string, string> = {}) {
  const port = await freePort();
  const child = spawn(process.execPath, ['tests/e2e/support/otlp-receiver.mjs'], {
    env: { ...process.env, OTLP_RECEIVER_PORT: String(port) },
    stdio: 'ignore',
  });
  const base = `http://127.0.0.1:${port}`;
  await vi.waitFor(async () => expect((await fetch(`${base}/control/health`)).ok).toBe(true), { timeout: 10_000, interval: 50 });
  await startServerTelemetry({ base, headers, serviceName: 'tovar-test' });
  const read = async <T>(path: string): Promise<T> => (await (await fetch(`${base}${path}`)).json()) as T;
  return {
    /** Every export received so far, after the server has sent what it had batched. */
    async exports(): Promise<ReceivedExport[]> {
      await flushServerTelemetry();
      return read<ReceivedExport[]>('/control/exports?marker=');
    },
    async records(): Promise<ReceivedRecord[]> {
      return (await this.exports()).flatMap((received) => received.records);
    },
    async spans(): Promise<ReceivedSpan[]> {
      await flushServerTelemetry();
      return read<ReceivedSpan[]>('/control/spans');
    },
    async stop(): Promise<void> {
      await stopServerTelemetry();
      child.kill();
    },
  };
}
export type OtlpReceiver = Awaited<ReturnType<typeof startOtlpReceiver>>;
