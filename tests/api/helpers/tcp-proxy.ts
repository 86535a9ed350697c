/**
 * A TCP proxy between the server and PostgreSQL that a test can cut: `cut()` destroys every open
 * connection and refuses new ones (accepted, then closed at once, as a database that is down or a
 * network that drops), `stall()` keeps connections open but forwards nothing (a database that hangs),
 * `restore()` forwards again.
 */
import net, { type AddressInfo } from 'node:net';

export interface TcpProxy {
  /** `url` with its host and port replaced by the proxy's. */
  url: string;
  cut(): void;
  stall(): void;
  restore(): void;
  close(): Promise<void>;
}

export async function startTcpProxy(targetUrl: string): Promise<TcpProxy> {
  const target = new URL(targetUrl);
  const pairs = new Set<[net.Socket, net.Socket]>();
  let mode: 'open' | 'cut' | 'stalled' = 'open';
  const server = net.createServer((client) => {
    client.on('error', () => undefined);
    if (mode === 'cut') return void client.destroy();
    if (mode === 'stalled') return void pairs.add([client, client]);
    const upstream = net.connect(Number(target.port || 5432), target.hostname);
    upstream.on('error', () => client.destroy());
    client.on('close', () => upstream.destroy());
    upstream.on('close', () => client.destroy());
    client.pipe(upstream);
    upstream.pipe(client);
    const pair: [net.Socket, net.Socket] = [client, upstream];
    pairs.add(pair);
    client.on('close', () => pairs.delete(pair));
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = new URL(targetUrl);
  url.hostname = '127.0.0.1';
  url.port = String((server.address() as AddressInfo).port);
  const proxy: TcpProxy = {
    url: url.toString(),
    cut() {
      mode = 'cut';
      for (const [client, upstream] of pairs) {
        client.destroy();
        upstream.destroy();
      }
      pairs.clear();
    },
    stall() {
      mode = 'stalled';
      for (const [client, upstream] of pairs) {
        client.unpipe(upstream);
        upstream.unpipe(client);
        client.pause();
        upstream.pause();
      }
    },
    restore() {
      // Stalled connections never recover (their bytes were dropped): they go, new ones forward.
      if (mode === 'stalled') proxy.cut();
      mode = 'open';
    },
    async close() {
      proxy.cut();
      await new Promise((resolve) => server.close(resolve));
    },
  };
  return proxy;
}
