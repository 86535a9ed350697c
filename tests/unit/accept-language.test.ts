import { describe, expect, it } from 'vitest';
import { languageFromAccept } from '@/lib/i18n/accept-language';

describe('languageFromAccept', () => {
  it('takes the most preferred language we have', () => {
    expect(languageFromAccept('fr-FR,fr;q=0.9,de;q=0.8,en;q=0.7')).toBe('de');
    expect(languageFromAccept('en;q=0.5, bs-BA')).toBe('bs');
  });

  it('maps Serbian by script (Cyrillic without one) and Croatian to Bosnian', () => {
    expect(languageFromAccept('sr-Latn-RS')).toBe('sr-Latn');
    expect(languageFromAccept('sr-RS')).toBe('sr-Cyrl');
    expect(languageFromAccept('hr-HR')).toBe('bs');
  });

  it('is null with nothing usable', () => {
    expect(languageFromAccept(null)).toBeNull();
    expect(languageFromAccept('fr, it;q=0.5')).toBeNull();
    expect(languageFromAccept('de;q=0')).toBeNull();
  });
});
