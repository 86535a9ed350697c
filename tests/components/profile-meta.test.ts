/**
 * Issue 22 item 6: a profile's link preview (og:url, og:image) starts at PUBLIC_APP_URL, whatever
 * Host the request names; it was built from the request's URL, so a forged Host sent previews away.
 */
import { experimental_AstroContainer as AstroContainer } from 'astro/container';
import { describe, expect, it } from 'vitest';
import ProfileMeta from '@/components/profile/ProfileMeta.astro';

const forged = new Request('http://attacker.example/platform/profile/user/42?page=2', {
  headers: { host: 'attacker.example', 'x-forwarded-host': 'attacker.example' },
});

describe('ProfileMeta', () => {
  it('takes the address and the picture from PUBLIC_APP_URL, never from the Host', async () => {
    const container = await AstroContainer.create();
    const html = await container.renderToString(ProfileMeta, {
      request: forged,
      props: { title: 'Ana', description: 'Ana on Tovar', imageKey: 'avatar 1.png' },
    });
    expect(html).toContain('<meta property="og:url" content="https://tovar.example/platform/profile/user/42">');
    expect(html).toContain('<meta property="og:image" content="https://tovar.example/api/files/avatar%201.png">');
    expect(html).not.toContain('attacker');
  });

  it('has no picture without an image', async () => {
    const container = await AstroContainer.create();
    const html = await container.renderToString(ProfileMeta, { request: forged, props: { title: 'Ana', description: 'Ana on Tovar' } });
    expect(html).not.toContain('og:image');
  });
});
