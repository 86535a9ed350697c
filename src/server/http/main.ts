/**
 * The production server that `npm start` runs (built to dist/tovar/server.mjs by scripts/build.mjs):
 * opens the database first (migrations, demo data), then listens (and on TRACKER_PORT for trackers,
 * when set). On SIGTERM or SIGINT it stops accepting, answers the requests already sent for up to
 * `drainMs` (graceful-stop.ts), stops the app (app.ts: the workers and listeners, then the database,
 * which releases the embedded database's lock), sends the logs and traces still batched for the
 * OpenTelemetry collector (when one is set) and exits.
 */
import type http from 'node:http';
import { fileURLToPath } from 'node:url';
import { config } from '../config';
import { getDatabase, getDb, stopApp } from '../app';
import { logger } from '../platform/logger';
import { outboxUrl } from '../services/mail/outbox';
import { startTrackerServer } from '../tracking/tracker-server';
import { handleApi } from './api';
import { createRequestHandler, type PageHandler } from './request-handler';
import { withRequestLog } from './request-log';
import { createStaticFiles } from './static-files';
import { watchForGracefulStop } from './graceful-stop';
import { createHttpServer } from './timeouts';
import { startServerTelemetry, stopServerTelemetry } from '../telemetry';
import { otlpSettingsFrom } from '../telemetry/otlp-settings';

const drainMs = 5_000;

export interface RunningServer {
  url: string;
  /** The local outbox's address with its key, for the operator's console; null when it is off. */
  outboxUrl: string | null;
  stop(reason: string): Promise<void>;
}

export async function startServer(): Promise<RunningServer> {
  // Refuse to start on a weak AUTH_SECRET now, not on the first log-in.
  void config.authSecret;
  // Logs and traces to an OpenTelemetry collector when OTEL_EXPORTER_OTLP_ENDPOINT is set.
  await startServerTelemetry(otlpSettingsFrom(process.env));
  const { db } = await getDatabase();
  const astro = (await import(/* @vite-ignore */ new URL('../server/entry.mjs', import.meta.url).href)) as {
    handler: (req: http.IncomingMessage, res: http.ServerResponse, next: undefined, locals: Partial<App.Locals>) => Promise<void>;
  };
  // Pages rendered on the server read through this process's one database (page-db.ts).
  const pages: PageHandler = (req, res) => astro.handler(req, res, undefined, { db });
  const staticFiles = createStaticFiles(
    fileURLToPath(new URL('../client/', import.meta.url)),
    fileURLToPath(new URL('../_headers.json', import.meta.url)),
  );
  // Slow or stalled clients are cut by the time-outs in timeouts.ts.
  const server = createHttpServer(
    withRequestLog(createRequestHandler({ api: handleApi, pages, staticFiles, trustProxy: config.trustProxy })),
  );
  const stopAccepting = watchForGracefulStop(server);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(config.port, config.host, () => resolve());
  });
  // Trackers' own port (TRACKER_PORT), when set: the OsmAnd protocol at every path.
  const trackers = config.trackerPort === null ? null : await startTrackerServer(config.trackerPort, config.host, getDb);

  let stopping: Promise<void> | null = null;
  const stop = (reason: string) =>
    (stopping ??= (async () => {
      logger.info('server stopping', { reason });
      // Requests already sent on open connections are read and answered (graceful-stop.ts).
      await Promise.all([stopAccepting({ drainMs }), trackers?.close(drainMs)]);
      await stopApp();
      logger.info('server stopped', { reason });
      await stopServerTelemetry();
    })());
  for (const signal of ['SIGTERM', 'SIGINT'] as const) {
    process.once(
      signal,
      () =>
        void stop(signal).then(
          () => process.exit(0),
          () => process.exit(1),
        ),
    );
  }
  return { url: config.localUrl, outboxUrl: outboxUrl(config.localUrl), stop };
}
