/** Server settings, read once from the environment (see README "Configuration"). */
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { vapidKeysFrom, type VapidKeys } from './vapid-keys';

const env = process.env;
const production = env.NODE_ENV === 'production';
const dataDir = path.resolve(env.DATA_DIR ?? 'data');

function flag(value: string | undefined, fallback: boolean): boolean {
  if (value === undefined || value === '') return fallback;
  return ['1', 'true', 'yes', 'on'].includes(value.toLowerCase());
}

export const minAuthSecretBytes = 32;

/**
 * AUTH_SECRET signs access tokens. Without one, a random secret is made once and kept in the data
 * directory, so a single embedded-database server keeps its sessions across restarts. Several
 * servers on one PostgreSQL must share an AUTH_SECRET.
 */

export function authSecret(): Uint8Array {
  if (env.AUTH_SECRET) {
    const secret = new TextEncoder().encode(env.AUTH_SECRET);
    // A short secret can be guessed offline from one token, and then any role forged.
    if (secret.byteLength < minAuthSecretBytes) {
      throw new Error(
        `AUTH_SECRET is ${secret.byteLength} bytes long; it must be at least ${minAuthSecretBytes} random bytes ` +
          '(for example: openssl rand -base64 48), or unset to let Tovar generate one.',
      );
    }
    return secret;
  }
  const file = path.join(dataDir, 'auth-secret');
  fs.mkdirSync(dataDir, { recursive: true });
  try {
    fs.writeFileSync(file, crypto.randomBytes(48).toString('base64url'), { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Already made, by an earlier start or by another process starting at the same moment.
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  return new TextEncoder().encode(fs.readFileSync(file, 'utf8').trim());
}

let secret: Uint8Array | undefined;
let vapid: VapidKeys | undefined;

/**
 * The address mailed links point to: PUBLIC_APP_URL, or this server's own default
 * (http://localhost:PORT). Never the request's Host header, which anyone can set: a reset link
 * built from it carries its token to the sender's site.
 */
export function appUrlFrom(vars: NodeJS.ProcessEnv): string {
  const value = vars.PUBLIC_APP_URL || `http://localhost:${vars.PORT || 4321}`;
  if (!/^https?:\/\/[^/?#\s]+(\/[^?#\s]*)?$/.test(value)) {
    throw new Error(`PUBLIC_APP_URL must be an http(s) address such as https://tovar.example, not "${value}"`);
  }
  return value.replace(/\/+$/, '');
}

export const config = {
  production,
  dataDir,
  databaseUrl: env.DATABASE_URL || undefined,
  seedDemo: flag(env.TOVAR_SEED_DEMO, false),
  get authSecret(): Uint8Array {
    return (secret ??= authSecret());
  },
  /** Log-in requires a confirmed email: on in production, except for the demo. */
  requireEmailConfirmation: flag(env.AUTH_REQUIRE_EMAIL_CONFIRMATION, production && !flag(env.TOVAR_SEED_DEMO, false)),
  /** The key pair that signs Web Push (vapid-keys.ts): from the environment or the data directory. */
  get vapid(): VapidKeys {
    return (vapid ??= vapidKeysFrom(env, dataDir, /<([^>]+)>/.exec(config.mailFrom)?.[1] ?? config.mailFrom));
  },
  smtpUrl: env.SMTP_URL || undefined,
  mailFrom: env.MAIL_FROM ?? 'Tovar <no-reply@tovar.example>',
  outboxDir: path.join(dataDir, 'outbox'),
  uploadsDir: path.resolve(env.UPLOADS_DIR ?? path.join(dataDir, 'uploads')),
  port: Number(env.PORT || 4321),
  host: env.HOST || '0.0.0.0',
  /** A proxy in front terminates TLS and says so in X-Forwarded-Proto (HSTS is sent then). */
  trustProxy: flag(env.TRUST_PROXY, false),
  appUrl: appUrlFrom(env),
  /** A port of its own for trackers (the OsmAnd protocol at `/`, as Traccar's 5055); off unless set. */
  trackerPort: env.TRACKER_PORT ? Number(env.TRACKER_PORT) : null,
  /** Days of position history kept (each vehicle's latest position always stays); 0 keeps everything. */
  positionsRetentionDays: Number(env.POSITIONS_RETENTION_DAYS ?? 30),
  /** Account mails (sign-up, confirmation, reset) one address may trigger per hour: an office behind one NAT may need more. */
  mailsPerIpPerHour: Number(env.MAILS_PER_IP_PER_HOUR || 10),
  /** Messages, counter-offers and files one person may send in 10 minutes (issue 27). */
  messagesPerUserPer10Minutes: Number(env.MESSAGES_PER_USER_PER_10_MINUTES || 60),
  /** This server as seen from its own machine (where the outbox is read). */
  localUrl: `http://localhost:${env.PORT || 4321}`,
};
