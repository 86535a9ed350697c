/** Who may read the local outbox (issue 7 item 1): the operator on this machine, with the key. */
import { describe, expect, it } from 'vitest';
import { isLoopback, outboxAccess } from '@/server/services/mail/outbox-access';

const expectedKey = 'Q2hY7pL0vX9kR3mN8bT1wZ6cF5gH4jK2sD0aE7uI9oP';
const operator = { enabled: true, clientAddress: '127.0.0.1', key: expectedKey, expectedKey };

describe('isLoopback', () => {
  it.each(['127.0.0.1', '127.1.2.3', '::1', '0:0:0:0:0:0:0:1', '[::1]', '::ffff:127.0.0.1', '::FFFF:127.0.0.9'])(
    '%s is loopback',
    (address) => {
      expect(isLoopback(address)).toBe(true);
    },
  );
  it.each([
    '192.0.2.2',
    '10.0.0.1',
    '128.0.0.1',
    '::ffff:192.0.2.2',
    'fd00::2',
    'fe80::1',
    '::',
    '0.0.0.0',
    '',
    'localhost',
    '127.0.0.1.evil',
    '1127.0.0.1',
  ])('%s is not', (address) => expect(isLoopback(address)).toBe(false));
});

describe('outboxAccess', () => {
  it('lets the operator in: enabled, loopback, the right key', () => {
    expect(outboxAccess(operator)).toBe(true);
    expect(outboxAccess({ ...operator, clientAddress: '::1' })).toBe(true);
    expect(outboxAccess({ ...operator, clientAddress: '::ffff:127.0.0.1' })).toBe(true);
  });

  it('refuses a client on another address, even with the key', () => {
    expect(outboxAccess({ ...operator, clientAddress: '192.0.2.2' })).toBe(false);
    expect(outboxAccess({ ...operator, clientAddress: 'fd00::2' })).toBe(false);
    expect(outboxAccess({ ...operator, clientAddress: '' })).toBe(false);
  });

  it('refuses a loopback client without the key or with a wrong one', () => {
    expect(outboxAccess({ ...operator, key: null })).toBe(false);
    expect(outboxAccess({ ...operator, key: '' })).toBe(false);
    expect(outboxAccess({ ...operator, key: expectedKey.slice(0, -1) })).toBe(false);
    expect(outboxAccess({ ...operator, key: `${expectedKey}x` })).toBe(false);
    expect(outboxAccess({ ...operator, key: expectedKey.toLowerCase() })).toBe(false);
  });

  it('refuses a request relayed by a proxy, and everyone while the outbox is off', () => {
    expect(outboxAccess({ ...operator, forwarded: true })).toBe(false);
    expect(outboxAccess({ ...operator, enabled: false })).toBe(false);
    expect(outboxAccess({ ...operator, key: '', expectedKey: '' })).toBe(false);
  });
});
