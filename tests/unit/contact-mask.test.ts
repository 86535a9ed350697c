import { describe, expect, it } from 'vitest';
import { contactMask, findContacts, maskContacts, type ContactKind } from '@/lib/contact-mask';
import { messageCorpus } from './fixtures/message-corpus';

const found = (text: string) => findContacts(text).map((span) => text.slice(span.start, span.end));

describe('the message corpus', () => {
  it('has at least 200 messages, 30 in each language, about half with contact details', () => {
    expect(messageCorpus.length).toBeGreaterThanOrEqual(200);
    const languages = new Set(messageCorpus.map((message) => message.language));
    expect([...languages].sort()).toEqual(['bs', 'de', 'en', 'es', 'sr-Cyrl', 'sr-Latn']);
    for (const language of languages) {
      expect(messageCorpus.filter((message) => message.language === language).length).toBeGreaterThanOrEqual(30);
    }
    const withContacts = messageCorpus.filter((message) => message.contacts.length > 0).length;
    expect(withContacts / messageCorpus.length).toBeGreaterThan(0.4);
    expect(withContacts / messageCorpus.length).toBeLessThan(0.6);
  });

  it.each(messageCorpus)('$language: $marked', ({ text, contacts }) => {
    const spans = findContacts(text);
    expect(spans.map(({ start, end }) => ({ start, end }))).toEqual(contacts);
    let expected = text;
    for (const { start, end } of [...contacts].reverse()) expected = expected.slice(0, start) + contactMask + expected.slice(end);
    const masked = maskContacts(text);
    expect(masked).toEqual({ text: expected, masked: contacts.length > 0 });
    if (contacts.length === 0) expect(masked.text).toBe(text);
  });
});

describe('findContacts', () => {
  it('gives sorted, non-overlapping spans whose text is exactly what maskContacts replaces', () => {
    const text = 'Zovi +387 61 123 456 ili piši na ivan at gmail dot com, IBAN BA39 1290 0794 0102 8494, www.firma.ba';
    const spans = findContacts(text);
    expect(found(text)).toEqual(['+387 61 123 456', 'ivan at gmail dot com', 'BA39 1290 0794 0102 8494', 'www.firma.ba']);
    spans.forEach((span, index) => expect(span.start).toBeGreaterThanOrEqual(spans[index - 1]?.end ?? 0));
    expect(maskContacts(text).text).toBe(`Zovi ${contactMask} ili piši na ${contactMask}, IBAN ${contactMask}, ${contactMask}`);
  });

  it.each<[string, ContactKind[]]>([
    ['061 123 456', ['phone']],
    ['nula šest jedan 123 456', ['phone']],
    ['ivan@gmail.com', ['email']],
    ['ivan (at) gmail (dot) com', ['email']],
    ['https://firma.ba', ['url']],
    ['t.me/ivan', ['url']],
    ['@ivan_h', ['handle']],
    ['Skype: ivan.horvat', ['handle']],
    ['DE89 3704 0044 0532 0130 00', ['iban']],
    ['1990490001234567', ['iban']],
  ])('names %s a %s', (text, kinds) => {
    expect(findContacts(text).map((span) => span.kind)).toEqual(kinds);
  });

  it('merges overlapping findings into one span, of the longer finding kind: a messenger name that is a phone', () => {
    expect(findContacts('Viber: 065/987-654')).toEqual([{ start: 7, end: 18, kind: 'phone' }]);
  });

  it('counts UTF-16 offsets, so text outside the Basic Multilingual Plane before a contact shifts it by two', () => {
    const text = '🚚 061 123 456';
    expect(findContacts(text)).toEqual([{ start: 3, end: 14, kind: 'phone' }]);
  });
});

describe('maskContacts', () => {
  it('returns the same string and masked: false when there is nothing to mask', () => {
    const text = 'Utovar 12.03.2026. u 8 sati, 33 EPAL, 24 t, 420 EUR, 71000 Sarajevo.';
    const result = maskContacts(text);
    expect(result).toEqual({ text, masked: false });
    expect(result.text).toBe(text);
    expect(maskContacts('')).toEqual({ text: '', masked: false });
  });

  it('finds nothing more in a text it masked (a stored message masked again for a public answer)', () => {
    for (const { text } of messageCorpus) expect(maskContacts(maskContacts(text).text).masked, text).toBe(false);
  });

  it('replaces each contact with the mask and says so', () => {
    expect(maskContacts('Zovi 061 123 456.')).toEqual({ text: `Zovi ${contactMask}.`, masked: true });
  });
});

describe('where the digit rule draws the line', () => {
  it.each([
    ['six digits, a reference', 'Nalog 123456', []],
    ['seven digits, a phone', 'Nalog 1234567', ['1234567']],
    ['a digit word beside a 6-digit reference stays apart', 'order 123456 one pallet', []],
    ['a date and a time never add to the digits beside them', 'Utovar 12.03.2026 16:00 061 123 456', ['061 123 456']],
    ['a price', 'Cijena 1 250 000 KM', []],
    ['a postcode after a house number', 'Hauptstraße 12 80331 München', []],
    ['a 5-digit group after a phone prefix is no postcode', 'Tel 061 12345 Marko', ['061 12345']],
    ['a leading + and the parentheses belong to the phone', '+387 (0)61 123 456', ['+387 (0)61 123 456']],
    ['dates in every order', 'Utovar 2026/03/12, istovar 2026-03-14 ili 14.03.2026.', []],
    ['document numbers with a year', 'CMR 2026/1234, faktura 00123/26, PO-2026-00045', []],
    ['an IBAN whose check digits fail is no IBAN, its 16 digits an account', 'BA39 1290 0794 0102 8495', ['1290 0794 0102 8495']],
    ['a customs number (EORI) is no IBAN', 'EORI DE123456789012345', []],
    ['sizes with slashes, but not a phone with slashes', 'Paleta 120/80/150, zovi 033/123/456', ['033/123/456']],
    ['GPS coordinates', 'Utovar na 43.856312, 18.413129', []],
    ['a container number and a VIN', 'Kontejner MSCU 123456-7, VIN WDB9634031L123456', []],
    ['an IBAN in lower case', 'iban ba39 1290 0794 0102 8494', ['ba39 1290 0794 0102 8494']],
  ])('%s', (_case, text, contacts) => {
    expect(found(text)).toEqual(contacts);
  });
});

/** Limits we accept: what the rule gets wrong on purpose, to stay small and keep honest messages whole. */
describe('accepted limits', () => {
  it.each([
    ['a reference of 7+ digits is masked like a phone', 'Zollnummer ATB 12345678', ['12345678']],
    ['counting aloud to seven is masked', 'Palete 1 2 3 4 5 6 7 su spremne', ['1 2 3 4 5 6 7']],
    ['"the dot com bubble" reads as an address', 'the dot com bubble', ['the dot com']],
    ['tens in words are not digits', 'nula šezdeset jedan sto dvadeset tri', []],
    ['a dot and a space end a sentence, so they never join digits', 'Broj 061. 123. 456.', []],
    ['a messenger without a colon is not followed to a name', 'Nađi me na fejsu kao Ivan Horvat', []],
    ['a spelled dot before .de, .es or .me is a sentence, not an address', 'firma punto es', []],
    ['digits glued to letters are a code, even when they are a phone', 'tel061123456', []],
    ['a letter O for the zero makes a code', 'O61 123 456', []],
    ['a large amount without its currency reads as a phone', 'Roba vrijedi 1.250.000, osiguranje je uključeno', ['1.250.000']],
  ])('%s', (_case, text, contacts) => {
    expect(found(text)).toEqual(contacts);
  });
});
