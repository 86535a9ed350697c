/**
 * Who may read the local outbox. It holds live confirmation and reset links, so reading it is
 * taking over accounts: only the machine's operator may, which we take to mean a client on this
 * machine (loopback, and not relayed by a proxy that could be forwarding anyone) that also presents
 * the outbox key (a proxy on this machine makes every visitor look local).
 */
import crypto from 'node:crypto';
import net from 'node:net';

const loopbackV6 = new net.BlockList();
loopbackV6.addAddress('::1', 'ipv6');

/** 127.0.0.0/8, ::1 and IPv4-mapped 127.x (::ffff:127.0.0.1); anything unparsable is not loopback. */
export function isLoopback(address: string): boolean {
  const bare = address
    .trim()
    .toLowerCase()
    .replace(/^\[|\]$/g, '')
    .replace(/%.*$/, '');
  const v4 = bare.startsWith('::ffff:') ? bare.slice('::ffff:'.length) : bare;
  if (net.isIPv4(v4)) return v4.split('.')[0] === '127';
  return net.isIPv6(bare) && loopbackV6.check(bare, 'ipv6');
}

/** Compares digests, so the time taken says nothing about how much of the key was right. */
function sameKey(given: string, expected: string): boolean {
  const digest = (value: string) => crypto.createHash('sha256').update(value).digest();
  return crypto.timingSafeEqual(digest(given), digest(expected));
}

export interface OutboxRequest {
  /** The outbox is on at all (no SMTP configured). */
  enabled: boolean;
  /** The TCP peer, as the server saw it ('' when unknown). */
  clientAddress: string;
  /** The key in the URL, if any. */
  key: string | null;
  /** This process's outbox key. */
  expectedKey: string;
  /** The request came through a proxy (X-Forwarded-For, Forwarded, X-Real-IP). */
  forwarded?: boolean;
}

/** True only for the operator: enabled, loopback, not forwarded, and the right key. */
export function outboxAccess({ enabled, clientAddress, key, expectedKey, forwarded = false }: OutboxRequest): boolean {
  if (!enabled || forwarded || !isLoopback(clientAddress) || !key || expectedKey.length === 0) return false;
  return sameKey(key, expectedKey);
}
