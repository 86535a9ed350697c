/** The address rate limits key on: the peer's, or behind a trusted proxy the one it appended to X-Forwarded-For. */
import type { IncomingMessage } from 'node:http';
import { describe, expect, it } from 'vitest';
import { clientAddress } from '@/server/http/request-info';

function request(forwardedFor?: string | string[]): IncomingMessage {
  const headers = forwardedFor === undefined ? {} : { 'x-forwarded-for': forwardedFor };
  return { socket: { remoteAddress: '10.0.0.5' }, headers } as unknown as IncomingMessage;
}

describe('clientAddress', () => {
  it('is the peer when no proxy is trusted, whatever X-Forwarded-For claims', () => {
    expect(clientAddress(request('203.0.113.7'), false)).toBe('10.0.0.5');
  });

  it('behind a trusted proxy is the address the proxy appended, not one the client wrote before it', () => {
    expect(clientAddress(request('198.51.100.1, 203.0.113.7'), true)).toBe('203.0.113.7');
    expect(clientAddress(request(['198.51.100.1', '203.0.113.8']), true)).toBe('203.0.113.8');
  });

  it('falls back to the peer when a trusted proxy sent no X-Forwarded-For', () => {
    expect(clientAddress(request(), true)).toBe('10.0.0.5');
    expect(clientAddress(request(' '), true)).toBe('10.0.0.5');
  });
});
