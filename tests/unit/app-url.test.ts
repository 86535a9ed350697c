/**
 * The address mailed links (issue 7 item 2) and profile link previews (issue 22 item 6) start at:
 * configured, never taken from a request.
 */
import { describe, expect, it } from 'vitest';
import { appUrlFrom, config } from '@/server/config';
import { appLink } from '@/server/platform/app-link';

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

describe('appLink', () => {
  it('puts a path from the root under the configured address, keeping its own path', () => {
    expect(appLink('/platform/profile/user/42', 'https://tovar.example')).toBe('https://tovar.example/platform/profile/user/42');
    expect(appLink('/api/files/a%20b.png', 'https://example.com/tovar')).toBe('https://example.com/tovar/api/files/a%20b.png');
    expect(appLink('api/files/x.png', 'https://tovar.example')).toBe('https://tovar.example/api/files/x.png');
  });

  it('starts at config.appUrl by default', () => {
    expect(appLink('/x')).toBe(`${config.appUrl}/x`);
  });
});
