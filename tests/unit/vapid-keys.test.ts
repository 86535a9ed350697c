/** The VAPID key pair: from the environment when set, else made once into the data directory and kept. */
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import webpush from 'web-push';
import { vapidKeysFrom } from '@/server/vapid-keys';

const tempDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'tovar-vapid-'));

describe('VAPID keys', () => {
  it('are made once in the data directory (mode 0600) and read back at the next start', () => {
    const dir = tempDir();
    const first = vapidKeysFrom({}, dir, 'no-reply@tovar.example');
    expect(Buffer.from(first.publicKey, 'base64url')).toHaveLength(65);
    expect(first.subject).toBe('mailto:no-reply@tovar.example');
    expect(fs.statSync(path.join(dir, 'vapid-keys.json')).mode & 0o777).toBe(0o600);
    expect(vapidKeysFrom({}, dir, 'no-reply@tovar.example')).toEqual(first);
    expect(fs.readdirSync(dir)).toEqual(['vapid-keys.json']);
  });

  it('come from VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY together, with VAPID_SUBJECT', () => {
    const dir = tempDir();
    const pair = webpush.generateVAPIDKeys();
    const env = { VAPID_PUBLIC_KEY: pair.publicKey, VAPID_PRIVATE_KEY: pair.privateKey, VAPID_SUBJECT: 'https://tovar.example' };
    expect(vapidKeysFrom(env, dir, 'x@tovar.example')).toEqual({ ...pair, subject: 'https://tovar.example' });
    expect(fs.readdirSync(dir)).toEqual([]);
  });

  it('stop the start on half a pair, a malformed key or a subject that is no mailto: or https: URL', () => {
    const dir = tempDir();
    const pair = webpush.generateVAPIDKeys();
    expect(() => vapidKeysFrom({ VAPID_PUBLIC_KEY: pair.publicKey }, dir, 'x@tovar.example')).toThrow(/set together/);
    expect(() => vapidKeysFrom({ VAPID_PUBLIC_KEY: pair.privateKey, VAPID_PRIVATE_KEY: pair.privateKey }, dir, 'x@t.example')).toThrow(
      /65 bytes/,
    );
    expect(() => vapidKeysFrom({ VAPID_SUBJECT: 'http://tovar.example' }, dir, 'x@tovar.example')).toThrow(/VAPID_SUBJECT/);
  });
});
