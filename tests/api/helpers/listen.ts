/** A request handler listening on a free loopback port, for tests that talk real HTTP to it. */
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Listening {
  base: string;
  close(): Promise<void>;
}

export async function listen(handler: (req: http.IncomingMessage, res: http.ServerResponse) => Promise<void>): Promise<Listening> {
  const server = http.createServer((req, res) => void handler(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    base: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    close: async () => {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
