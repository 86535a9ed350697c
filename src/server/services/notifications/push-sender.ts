/**
 * One push to one subscription with `web-push` (RFC 8030 + aes128gcm of RFC 8291, signed with our
 * VAPID key of RFC 8292). The answer sorts it: delivered, gone (404/410: the browser unsubscribed
 * or the service dropped it, never push there again) or failed (anything else: retry later).
 */
import type https from 'node:https';
import webpush from 'web-push';
import type { PushSubscriptionRow, QueuedPush } from '../../db/schema';
import { config } from '../../config';
import { scrub } from '../../platform/log-redaction';

export type PushOutcome = { status: 'delivered' } | { status: 'gone' } | { status: 'failed'; error: string };

export interface PushSendOptions {
  /** The HTTPS agent for push services (a test's local service brings one that trusts its certificate). */
  agent?: https.Agent;
  timeoutMs?: number;
}

export async function sendPush(subscription: PushSubscriptionRow, push: QueuedPush, options: PushSendOptions = {}): Promise<PushOutcome> {
  const { publicKey, privateKey, subject } = config.vapid;
  try {
    await webpush.sendNotification(
      { endpoint: subscription.endpoint, keys: { p256dh: subscription.p256dh, auth: subscription.auth } },
      JSON.stringify(push.payload),
      {
        vapidDetails: { subject, publicKey, privateKey },
        TTL: push.ttlSeconds,
        urgency: push.urgency,
        topic: push.topic,
        contentEncoding: 'aes128gcm',
        timeout: options.timeoutMs ?? 15_000,
        ...(options.agent ? { agent: options.agent } : {}),
      },
    );
    return { status: 'delivered' };
  } catch (error) {
    // web-push's WebPushError: the push service answered outside 2xx.
    const { statusCode, code } = error as { statusCode?: unknown; code?: unknown };
    if (statusCode === 404 || statusCode === 410) return { status: 'gone' };
    if (typeof statusCode === 'number') return { status: 'failed', error: `HTTP ${statusCode}` };
    return {
      status: 'failed',
      error: typeof code === 'string' ? code : error instanceof Error ? scrub(error.message).slice(0, 200) : 'unknown error',
    };
  }
}
