/**
 * The public pages' inline script (issue 9): under 1 kB gzip, one script allowed by its hash, and it
 * still sets the theme before the first paint.
 */
import vm from 'node:vm';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { headerControlsScript, inlineScripts, publicPageScript, themeScript } from '@/lib/inline-scripts';

describe('publicPageScript', () => {
  it('stays under 1 kB gzip', () => {
    expect(gzipSync(publicPageScript).length).toBeLessThan(1024);
  });

  it('is hashed into the Content-Security-Policy and carries the theme and the header controls', () => {
    expect(inlineScripts).toContain(publicPageScript);
    expect(publicPageScript).toContain(themeScript);
    expect(publicPageScript).toContain(headerControlsScript);
  });

  it('sets the stored dark theme at once', () => {
    const classes = new Set<string>();
    const noop = () => undefined;
    const context = {
      matchMedia: () => ({ matches: false, addEventListener: noop }),
      localStorage: { getItem: (key: string) => (key === 'theme' ? 'dark' : null), setItem: noop },
      document: {
        documentElement: {
          lang: 'en',
          classList: { toggle: (name: string, on: boolean) => (on ? classes.add(name) : classes.delete(name)) },
        },
        addEventListener: noop,
        cookie: '',
      },
      location: { replace: noop },
    };
    vm.runInNewContext(publicPageScript, context);
    expect(classes.has('dark')).toBe(true);
  });
});
