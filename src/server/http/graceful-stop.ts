/**
 * How an HTTP server stops without resetting anyone (the main port and the trackers' port alike).
 * `server.close()` is not enough: since Node 19 it also closes every connection with no request in
 * progress, and that includes one whose request bytes have arrived but are not parsed yet (the
 * process was busy): its client gets a reset for a request it sent in time. So the drain
 * - closes only the listening socket, once the connections already on their way into it are
 *   accepted (none for 50 ms): no new connections, nothing else touched;
 * - lets each open connection's requests be read and answered, with `Connection: close` on each
 *   answer whose head has not gone yet (the client knows not to send more on it);
 * - closes a connection once it has had no request in progress and received no byte for `graceMs`;
 * - cuts whatever is left at `drainMs`.
 * Watch the server from its creation: the connections open when the stop begins must be known.
 */
import type http from 'node:http';
import net from 'node:net';

export interface DrainTimes {
  /** No request in progress and no byte received for this long: the connection goes. */
  graceMs: number;
  /** Everything still open is cut at this point. */
  drainMs: number;
}

export const drainTimes: DrainTimes = { graceMs: 150, drainMs: 5_000 };

interface Connection {
  /** Answers not finished yet (more than one when requests are pipelined). */
  answers: Set<http.ServerResponse>;
  bytesRead: number;
  quietSince: number;
  /** Found quiet past the grace at the last check: closed at the next one if still quiet. */
  doomed: boolean;
}

/** How often an open connection is looked at during the drain. */
const checkEveryMs = 25;

function closeAfterAnswer(res: http.ServerResponse): void {
  if (!res.headersSent) res.setHeader('Connection', 'close');
}

/** The listening socket stays open until no connection has come for this long, and at most `acceptForAtMostMs` (see below). */
const acceptSettleMs = 50;
const acceptForAtMostMs = 500;

/**
 * Closes the listening socket once the connections waiting in its backlog are accepted: closing it
 * would reset them, and a client counts its connection open as soon as the kernel has completed it,
 * before the process accepts it. On a loaded machine the kernel moves completed connections to the
 * backlog late (its own network work waits for a CPU), so "nothing to accept now" does not mean
 * "nothing coming": the listener closes once none has come for `acceptSettleMs`, or at `withinMs`.
 * The decision is taken after a poll phase (setImmediate), never straight after a busy spell, when
 * the timers run before the process has looked at what arrived meanwhile. `closed` runs once every
 * connection is gone.
 */
function closeListenerWhenAccepted(server: http.Server, withinMs: number, closed: () => void): void {
  let lastAcceptedAt = Date.now();
  const count = () => void (lastAcceptedAt = Date.now());
  server.on('connection', count);
  const deadline = Date.now() + withinMs;
  const check = setInterval(
    () =>
      setImmediate(() => {
        const now = Date.now();
        if (now - lastAcceptedAt < acceptSettleMs && now < deadline) return;
        clearInterval(check);
        server.off('connection', count);
        // net's close, not http's: http's would also close the connections that only look idle (see above).
        net.Server.prototype.close.call(server, closed);
      }),
    acceptSettleMs / 5,
  );
}

/** Watches `server`; the function it returns stops it and resolves once every connection has gone. */
export function watchForGracefulStop(server: http.Server): (times?: Partial<DrainTimes>) => Promise<void> {
  const connections = new Map<net.Socket, Connection>();
  let draining = false;
  server.on('connection', (socket: net.Socket) => {
    connections.set(socket, { answers: new Set(), bytesRead: 0, quietSince: Date.now(), doomed: false });
    socket.once('close', () => connections.delete(socket));
  });
  // Before the handler's listener: it may answer at once.
  server.prependListener('request', (req: http.IncomingMessage, res: http.ServerResponse) => {
    if (draining) closeAfterAnswer(res);
    const connection = connections.get(req.socket);
    connection?.answers.add(res);
    res.once('close', () => {
      connection?.answers.delete(res);
      if (connection) connection.quietSince = Date.now();
    });
  });

  const closeQuiet = (graceMs: number) => {
    const now = Date.now();
    for (const [socket, connection] of connections) {
      const quiet = socket.bytesRead === connection.bytesRead && connection.answers.size === 0;
      if (socket.bytesRead !== connection.bytesRead) {
        connection.bytesRead = socket.bytesRead;
        connection.quietSince = now;
      }
      // Two checks in a row: after a busy spell the timers run before the poll phase reads what
      // arrived meanwhile, so the first check may see a connection quiet that has a request waiting.
      if (quiet && now - connection.quietSince >= graceMs && connection.doomed) socket.destroy();
      connection.doomed = quiet && now - connection.quietSince >= graceMs;
    }
  };

  let stopped: Promise<void> | null = null;
  return (times = {}) =>
    (stopped ??= new Promise<void>((resolve) => {
      const { graceMs, drainMs } = { ...drainTimes, ...times };
      draining = true;
      const now = Date.now();
      for (const [socket, connection] of connections) {
        connection.answers.forEach(closeAfterAnswer);
        connection.bytesRead = socket.bytesRead;
        connection.quietSince = Math.max(connection.quietSince, now);
      }
      const check = setInterval(() => closeQuiet(graceMs), checkEveryMs);
      const cut = setTimeout(() => connections.forEach((_, socket) => socket.destroy()), drainMs);
      closeListenerWhenAccepted(server, Math.min(acceptForAtMostMs, drainMs), () => {
        clearInterval(check);
        clearTimeout(cut);
        resolve();
      });
    }));
}
