/**
 * The VAPID key pair (RFC 8292) that signs every push we send: browsers subscribe with its public
 * key, so it must not change under them. From VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY when set (several
 * servers on one PostgreSQL must share them), else made once and kept in the data directory, like
 * the auth secret. VAPID_SUBJECT tells push services whom to contact (a mailto: or https: URL).
 */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import webpush from 'web-push';

export interface VapidKeys {
  publicKey: string;
  privateKey: string;
  subject: string;
}

/** An uncompressed P-256 point (65 bytes) and a private scalar (32 bytes), base64url as browsers take them. */
function checkedPair(publicKey: string, privateKey: string, source: string): Pick<VapidKeys, 'publicKey' | 'privateKey'> {
  const bytes = (value: string) => (/^[A-Za-z0-9_-]+$/.test(value) ? Buffer.from(value, 'base64url').byteLength : 0);
  if (bytes(publicKey) !== 65 || bytes(privateKey) !== 32) {
    throw new Error(
      `${source}: the VAPID public key must be 65 bytes and the private key 32, in base64url (npx web-push generate-vapid-keys)`,
    );
  }
  return { publicKey, privateKey };
}

/** Made with an exclusive link, so that two processes starting together keep the same pair. */
function storedPair(dataDir: string): Pick<VapidKeys, 'publicKey' | 'privateKey'> {
  const file = path.join(dataDir, 'vapid-keys.json');
  fs.mkdirSync(dataDir, { recursive: true });
  if (!fs.existsSync(file)) {
    const draft = `${file}.${process.pid}.${crypto.randomBytes(4).toString('hex')}`;
    fs.writeFileSync(draft, JSON.stringify(webpush.generateVAPIDKeys()), { mode: 0o600 });
    try {
      fs.linkSync(draft, file);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
    } finally {
      fs.rmSync(draft, { force: true });
    }
  }
  const stored = JSON.parse(fs.readFileSync(file, 'utf8')) as { publicKey?: unknown; privateKey?: unknown };
  return checkedPair(String(stored.publicKey), String(stored.privateKey), file);
}

/** `mailAddress`: the sender of our mails, the subject's default contact. */
export function vapidKeysFrom(env: NodeJS.ProcessEnv, dataDir: string, mailAddress: string): VapidKeys {
  const { VAPID_PUBLIC_KEY: publicKey, VAPID_PRIVATE_KEY: privateKey } = env;
  if (Boolean(publicKey) !== Boolean(privateKey)) throw new Error('VAPID_PUBLIC_KEY and VAPID_PRIVATE_KEY are set together, or neither');
  const pair = publicKey && privateKey ? checkedPair(publicKey, privateKey, 'VAPID_PUBLIC_KEY/VAPID_PRIVATE_KEY') : storedPair(dataDir);
  const subject = env.VAPID_SUBJECT || `mailto:${mailAddress}`;
  if (!/^(mailto:[^\s@]+@[^\s@]+|https:\/\/\S+)$/.test(subject)) {
    throw new Error(`VAPID_SUBJECT must be a mailto: or https: URL (RFC 8292), not "${subject}"`);
  }
  return { ...pair, subject };
}
