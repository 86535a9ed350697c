/**
 * A local Web Push service for the API tests: web-push-testing's model and routes (a push service
 * that decrypts what it receives, RFC 8291, and checks the VAPID signature) served over HTTPS on a
 * free loopback port, since web-push only speaks HTTPS. Its certificate is a test fixture; `agent`
 * trusts it. It also keeps each request's RFC 8030 headers, and can answer the next pushes with an
 * error status instead.
 */
import fs from 'node:fs';
import https from 'node:https';
import { createRequire } from 'node:module';
import type { AddressInfo } from 'node:net';
import type { IncomingMessage, ServerResponse } from 'node:http';

interface PushApiModel {
  notifyUrl: string;
  subscribe(options: { applicationServerKey: string; userVisibleOnly: string }): Promise<BrowserSubscription>;
  expireSubscription(clientHash: string): void;
  getNotifications(request: { clientHash: string }): { messages: string[] };
}

export interface BrowserSubscription {
  endpoint: string;
  keys: { p256dh: string; auth: string };
  clientHash: string;
}

interface TestingServer {
  _app: (req: IncomingMessage, res: ServerResponse) => void;
  setRequestHandlers(): void;
}

const require = createRequire(import.meta.url);
const { PushApiModel } = require('web-push-testing/src/PushApiModel.js') as { PushApiModel: new () => PushApiModel };
const WebPushTestingServer = require('web-push-testing/src/server.js') as new (model: PushApiModel, port: number) => TestingServer;

const fixture = (name: string) => fs.readFileSync(new URL(`../../fixtures/${name}`, import.meta.url));

export async function startPushService() {
  const model = new PushApiModel();
  const routes = new WebPushTestingServer(model, 0);
  routes.setRequestHandlers();
  const received: { clientHash: string; headers: IncomingMessage['headers'] }[] = [];
  const failures: number[] = [];
  const server = https.createServer({ key: fixture('push-service-tls.key'), cert: fixture('push-service-tls.crt') }, (req, res) => {
    const clientHash = /^\/notify\/([0-9a-f]+)$/.exec(req.url ?? '')?.[1];
    if (clientHash) {
      received.push({ clientHash, headers: { ...req.headers } });
      const status = failures.shift();
      if (status) return void res.writeHead(status).end();
    }
    routes._app(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  model.notifyUrl = `https://127.0.0.1:${(server.address() as AddressInfo).port}/notify/`;
  const agent = new https.Agent({ ca: fixture('push-service-tls.crt') });
  return {
    agent,
    /** What a browser's pushManager.subscribe gives, for our VAPID public key. */
    subscribe: (applicationServerKey: string) => model.subscribe({ applicationServerKey, userVisibleOnly: 'true' }),
    /** The payloads this subscription received, decrypted. */
    messages: (subscription: BrowserSubscription) => model.getNotifications({ clientHash: subscription.clientHash }).messages,
    /** The RFC 8030 headers of each push sent to this subscription. */
    headers: (subscription: BrowserSubscription) => received.filter((r) => r.clientHash === subscription.clientHash).map((r) => r.headers),
    /** The browser unsubscribed: the service answers 410 Gone from now on. */
    expire: (subscription: BrowserSubscription) => model.expireSubscription(subscription.clientHash),
    /** The next `count` pushes are answered with `status` (a service in trouble). */
    failNext: (status: number, count = 1) => failures.push(...Array<number>(count).fill(status)),
    async close() {
      agent.destroy();
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}
export type PushService = Awaited<ReturnType<typeof startPushService>>;
