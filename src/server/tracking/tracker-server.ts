/**
 * The trackers' own plain-HTTP port (TRACKER_PORT; Traccar uses 5055 for this protocol): every path
 * answers the OsmAnd protocol, as Traccar's does, so a phone set up for a Traccar server needs only
 * the host changed. TLS, when wanted, is a proxy's job, as for the main port.
 */
import http from 'node:http';
import type { Db } from '../db/client';
import { logger } from '../platform/logger';
import { watchForGracefulStop } from '../http/graceful-stop';
import { setSecurityHeaders } from '../http/security-headers';
import { answerOsmAnd } from './osmand-http';

export interface TrackerServer {
  port: number;
  /** Stops accepting; requests already sent are answered (quiet connections close), cut after `drainMs`. */
  close(drainMs?: number): Promise<void>;
}

export async function startTrackerServer(port: number, host: string, openDb: () => Promise<Db>): Promise<TrackerServer> {
  const server = http.createServer((req, res) => {
    setSecurityHeaders(req, res, false);
    void openDb()
      .then((db) => answerOsmAnd(req, res, db))
      .catch((error: unknown) => {
        logger.error('tracker request failed', { error });
        if (!res.headersSent) res.writeHead(503).end();
        else res.destroy();
      });
  });
  const stop = watchForGracefulStop(server);
  server.headersTimeout = 20_000;
  server.requestTimeout = 60_000;
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address();
  logger.info('tracker port listening', { port: typeof address === 'object' && address ? address.port : port });
  return {
    port: typeof address === 'object' && address ? address.port : port,
    close: (drainMs = 5_000) => stop({ drainMs }),
  };
}
