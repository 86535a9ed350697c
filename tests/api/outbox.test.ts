/**
 * Issue 7 item 1: the local outbox page's decision (outboxFor, which /dev/outbox calls with the
 * request's peer address, URL and headers) against real mails in a real outbox, and the address
 * printed for the operator. The built server is checked over HTTP in tests/e2e/outbox.spec.ts.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';
import { config } from '@/server/config';
import crypto from 'node:crypto';
import { deliverMail } from '@/server/services/mail/mail-transport';
import { outboxFor, outboxKey, outboxUrl } from '@/server/services/mail/outbox';
import { useLocalOutbox } from './helpers/outbox';

useLocalOutbox();
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
});

const mail = { to: 'ana@example.com', subject: 'Reset your Tovar password', text: 'secret link', html: '<p>secret link</p>' };
// The outbox is the queue's way out when there is no SMTP (the queue itself: mail-queue.test.ts).
const send = (content: typeof mail) => deliverMail({ ...content, id: crypto.randomUUID(), queuedAt: new Date() });
const visit = (clientAddress: string, query = '', headers: Record<string, string> = {}) =>
  outboxFor({
    clientAddress: () => clientAddress,
    url: new URL(`http://localhost:4321/dev/outbox${query}`),
    headers: new Headers(headers),
  });
const withKey = () => `?key=${encodeURIComponent(outboxKey())}`;

describe('the local outbox', () => {
  // First in the file: the address is announced once per process, at the first mail.
  it('logs its address once, at the first mail written to it', async () => {
    vi.stubEnv('TOVAR_LOG', '');
    const lines: string[] = [];
    vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => lines.push(String(chunk)) > 0);
    await send(mail);
    await send(mail);
    const announced = lines.map((line) => JSON.parse(line) as { url?: string }).filter((line) => line.url);
    expect(announced.map((line) => line.url)).toEqual([outboxUrl(config.localUrl)]);
  });

  it('lists the mails to a loopback client with the key', async () => {
    await send({ ...mail, to: 'marko@example.com' });
    expect((await visit('127.0.0.1', withKey()))?.[0]).toMatchObject({ ...mail, to: 'marko@example.com' });
    expect((await visit('::1', withKey()))?.[0]?.to).toBe('marko@example.com');
  });

  it('is null (404, no mail) without the key, with a wrong key, from another address, or through a proxy', async () => {
    await send(mail);
    expect(await visit('127.0.0.1')).toBeNull();
    expect(await visit('127.0.0.1', '?key=')).toBeNull();
    expect(await visit('127.0.0.1', `?key=${'A'.repeat(43)}`)).toBeNull();
    expect(await visit('192.0.2.2', withKey())).toBeNull();
    expect(await visit('127.0.0.1', withKey(), { 'x-forwarded-for': '127.0.0.1' })).toBeNull();
    expect(await visit('127.0.0.1', withKey(), { forwarded: 'for=127.0.0.1' })).toBeNull();
    const unknown = await outboxFor({
      clientAddress: () => {
        throw new Error('no address');
      },
      url: new URL(`http://localhost/dev/outbox${withKey()}`),
      headers: new Headers(),
    });
    expect(unknown).toBeNull();
  });

  it('is off for everyone, and has no address, when SMTP is configured', async () => {
    config.smtpUrl = 'smtp://127.0.0.1:2525';
    try {
      expect(await visit('127.0.0.1', withKey())).toBeNull();
      expect(outboxUrl('http://localhost:4321')).toBeNull();
    } finally {
      config.smtpUrl = undefined;
    }
  });

  it('has a random key of at least 128 bits per process, in the printed address', () => {
    expect(Buffer.from(outboxKey(), 'base64url').length).toBeGreaterThanOrEqual(16);
    expect(outboxKey()).toBe(outboxKey());
    expect(outboxUrl('http://localhost:4321/')).toBe(`http://localhost:4321/dev/outbox?key=${outboxKey()}`);
  });

  it('takes TOVAR_OUTBOX_KEY when set, and refuses one shorter than 32 characters', async () => {
    const key = 'a-key-the-tests-chose-0123456789abcdef';
    vi.stubEnv('TOVAR_OUTBOX_KEY', key);
    expect(outboxKey()).toBe(key);
    await send(mail);
    expect(await visit('127.0.0.1', `?key=${key}`)).not.toBeNull();
    vi.stubEnv('TOVAR_OUTBOX_KEY', 'short');
    expect(() => outboxKey()).toThrow(/TOVAR_OUTBOX_KEY/);
  });
});
