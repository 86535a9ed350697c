import { config } from '../../config';

/** The public VAPID key a browser subscribes with (its applicationServerKey). */
export function pushKeyHandler() {
  return { publicKey: config.vapid.publicKey };
}
