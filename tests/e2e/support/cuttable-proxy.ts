/**
 * A pass-through HTTP proxy whose connections a test can cut, as a dropped mobile network or a
 * proxy restart would: `cut()` destroys every open connection and refuses new ones (a network
 * error, so the browser's EventSource retries) until `restore()`. Each request's Last-Event-ID
 * header is kept, to show what a reconnect resumed from.
 */
import http from 'node:http';
import type { AddressInfo, Socket } from 'node:net';

export interface CuttableProxy {
  url: string;
  lastEventIds: (string | undefined)[];
  cut(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function startCuttableProxy(target: string): Promise<CuttableProxy> {
  const upstream = new URL(target);
  const sockets = new Set<Socket>();
  const lastEventIds: (string | undefined)[] = [];
  let down = false;
  const server = http.createServer((request, response) => {
    if (down) return void request.socket.destroy();
    lastEventIds.push(request.headers['last-event-id'] as string | undefined);
    const forwarded = http.request(
      {
        host: upstream.hostname,
        port: upstream.port,
        path: request.url,
        method: request.method,
        headers: { ...request.headers, host: upstream.host },
      },
      (answer) => {
        response.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(response);
      },
    );
    forwarded.on('error', () => response.destroy());
    request.pipe(forwarded);
  });
  server.on('connection', (socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}`,
    lastEventIds,
    cut() {
      down = true;
      for (const socket of sockets) socket.destroy();
    },
    restore() {
      down = false;
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}
