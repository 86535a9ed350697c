/** The address mailed links start at (issue 7 item 2): configured, never taken from a request. */
import { describe, expect, it } from 'vitest';
import { appUrlFrom } from '@/server/config';

describe('appUrlFrom', () => {
  it('is PUBLIC_APP_URL when set, without a trailing slash', () => {
    expect(appUrlFrom({ PUBLIC_APP_URL: 'https://tovar.example/', PORT: '8080' })).toBe('https://tovar.example');
    expect(appUrlFrom({ PUBLIC_APP_URL: 'https://example.com/tovar' })).toBe('https://example.com/tovar');
  });

  it('is this server on localhost otherwise, on PORT or 4321', () => {
    expect(appUrlFrom({})).toBe('http://localhost:4321');
    expect(appUrlFrom({ PORT: '8080', PUBLIC_APP_URL: '' })).toBe('http://localhost:8080');
  });

  it('refuses an address that is not an absolute http(s) origin and path', () => {
    for (const value of ['tovar.example', 'javascript:alert(1)', 'https://tovar.example/?next=x', 'ftp://tovar.example']) {
      expect(() => appUrlFrom({ PUBLIC_APP_URL: value }), value).toThrow(/PUBLIC_APP_URL/);
    }
  });
});
