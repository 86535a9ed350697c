/**
 * Web Push on this device (issue 26), only when the person turns it on in Settings: asks for the
 * browser's permission, registers the service worker (/sw.js), subscribes with our VAPID key and
 * gives the subscription to the server; turning it off undoes each step. Nothing here runs on page
 * load: `pushState` only reads a registration made earlier.
 */
import { TRPCClientError } from '@trpc/client';
import { api } from './trpc';

/** `blocked`: the person refused notifications to this site; only the browser's settings undo it. */
export type PushState = 'unsupported' | 'blocked' | 'off' | 'on';

export function pushSupported(): boolean {
  return typeof window !== 'undefined' && 'serviceWorker' in navigator && 'PushManager' in window && 'Notification' in window;
}

async function currentSubscription(): Promise<PushSubscription | null> {
  const registration = await navigator.serviceWorker.getRegistration('/');
  return (await registration?.pushManager.getSubscription()) ?? null;
}

export async function pushState(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  if (Notification.permission === 'denied') return 'blocked';
  return Notification.permission === 'granted' && (await currentSubscription()) ? 'on' : 'off';
}

function keyBytes(base64url: string): Uint8Array<ArrayBuffer> {
  const base64 = base64url
    .replace(/-/g, '+')
    .replace(/_/g, '/')
    .padEnd(Math.ceil(base64url.length / 4) * 4, '=');
  return Uint8Array.from(atob(base64), (char) => char.charCodeAt(0));
}

function sameKey(key: ArrayBuffer | null, publicKey: string): boolean {
  if (!key) return false;
  const expected = keyBytes(publicKey);
  const actual = new Uint8Array(key);
  return actual.length === expected.length && actual.every((byte, index) => byte === expected[index]);
}

export async function enablePush(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  const permission = await Notification.requestPermission();
  if (permission !== 'granted') return permission === 'denied' ? 'blocked' : 'off';
  const registration = await navigator.serviceWorker.register('/sw.js', { scope: '/' });
  const { publicKey } = await api.notifications.pushKey.query();
  let subscription = await registration.pushManager.getSubscription();
  // Made for another key (the server's keys were replaced): the push service would refuse our pushes.
  if (subscription && !sameKey(subscription.options.applicationServerKey, publicKey)) {
    await subscription.unsubscribe();
    subscription = null;
  }
  subscription ??= await registration.pushManager.subscribe({ userVisibleOnly: true, applicationServerKey: keyBytes(publicKey) });
  const { keys } = subscription.toJSON();
  await api.notifications.subscribePush.mutate({
    endpoint: subscription.endpoint,
    keys: { p256dh: keys?.p256dh ?? '', auth: keys?.auth ?? '' },
  });
  return 'on';
}

export async function disablePush(): Promise<PushState> {
  if (!pushSupported()) return 'unsupported';
  const subscription = await currentSubscription();
  if (subscription) {
    // Already gone on the server (removed after a 410, or moved to someone else): nothing to undo there.
    await api.notifications.unsubscribePush.mutate({ endpoint: subscription.endpoint }).catch((error: unknown) => {
      if (!(error instanceof TRPCClientError && error.data?.code === 'NOT_FOUND')) throw error;
    });
    await subscription.unsubscribe();
  }
  // The worker does nothing but push: without a subscription it has no reason to stay.
  await (await navigator.serviceWorker.getRegistration('/'))?.unregister();
  return 'off';
}
