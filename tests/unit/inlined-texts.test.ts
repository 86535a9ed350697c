/**
 * The texts a page inlines for its islands (src/lib/i18n/resources.ts's `inlinedTexts`): every text
 * of the named namespaces in the page's language, or those a filter keeps, `<` escaped so that no
 * text can close the script that holds them; made once per language, namespaces and filter.
 */
import { describe, expect, it } from 'vitest';
import { accountNamespaces, accountTextFilter, clientNamespaces, isAccountText } from '@/lib/i18n/namespaces';
import { inlinedTexts, resources } from '@/lib/i18n/resources';

describe('inlinedTexts', () => {
  it('holds every text of the namespaces in the language', () => {
    const json = inlinedTexts('sr-Cyrl', clientNamespaces);
    const parsed = JSON.parse(json) as { lang: string; resources: Record<string, Record<string, string>> };
    expect(parsed.lang).toBe('sr-Cyrl');
    for (const name of clientNamespaces) expect(parsed.resources[name]).toEqual(resources['sr-Cyrl']?.[name] ?? {});
  });

  it('escapes "<", so that a text cannot end the script that holds it', () => {
    const english = resources.en!;
    english.escapeTest = { closing: '</script><script>alert(1)</script>' };
    try {
      const json = inlinedTexts('en', ['escapeTest']);
      expect(json).not.toContain('<');
      expect(JSON.parse(json)).toEqual({ lang: 'en', resources: { escapeTest: english.escapeTest } });
    } finally {
      delete english.escapeTest;
    }
  });

  it('keeps only what the filter keeps', () => {
    const forms = ['logIn'] as const;
    const parsed = JSON.parse(inlinedTexts('de', accountNamespaces, accountTextFilter(forms))) as {
      resources: Record<string, Record<string, string>>;
    };
    for (const name of accountNamespaces) {
      const kept = Object.entries(resources.de?.[name] ?? {}).filter(([key]) => isAccountText(name, key, forms));
      expect(parsed.resources[name]).toEqual(Object.fromEntries(kept));
    }
    expect(Object.keys(parsed.resources.auth ?? {}).some((key) => key.startsWith('signUp.'))).toBe(false);
  });

  it('is made once per language, namespaces and filter', () => {
    let asked = 0;
    const keep = (namespace: string, key: string) => (asked++, isAccountText(namespace, key, ['forgot']));
    const first = inlinedTexts('bs', accountNamespaces, keep);
    const askedOnce = asked;
    expect(askedOnce).toBeGreaterThan(0);
    expect(inlinedTexts('bs', accountNamespaces, keep)).toBe(first);
    expect(asked).toBe(askedOnce);
    expect(inlinedTexts('es', accountNamespaces, keep)).not.toBe(first);
    expect(asked).toBeGreaterThan(askedOnce);
  });

  it('gets one filter function per set of account forms', () => {
    expect(accountTextFilter(['logIn', 'signUp'])).toBe(accountTextFilter(['logIn', 'signUp']));
    expect(accountTextFilter(['logIn'])).not.toBe(accountTextFilter(['signUp']));
  });
});
