/**
 * Contact details in a message before the award (issue 27): the server masks them before a message is
 * stored and the composer previews the same spans while the writer types, so this runs in both (no
 * Node APIs, no dependencies) on every keystroke: plain RegExp and string work, no dictionaries.
 *
 * What counts (each detector in contact-mask/ says more):
 * - phone: a run of at least 7 digits, counting digits written as words in the six languages ("nula
 *   šest jedan…", "zero six…"), joined only by one separator at a time (a space, `.`, `-`, `/`,
 *   parentheses; a word digit also by a comma), with a leading `+` or `(` kept in the span. Digits
 *   that belong to a date, a time, a price (a currency before or after), a measurement (a unit after),
 *   a postcode (5 digits before a capitalised word, after at most a house number), GPS coordinates or
 *   a container number never count, and they break a run; nor do digits glued to letters (a VIN). A
 *   run with a year at one end by a slash or dash is a document's number (2026/1234, 00123/26). So
 *   references of up to 6 digits stay, a 7-digit one is masked.
 * - iban: a country code, 2 check digits that hold (mod 97) and digit groups; and a digit run of 16
 *   or more digits (an account number written as groups).
 * - email: name@domain, and the spelled tricks: at/dot as words or in brackets in the six languages
 *   ("ivan at gmail dot com", "ivan (at) gmail (dot) com", "ivan arroba gmail punto com"); a spelled
 *   at counts only between a name and a domain that ends in a known top-level domain or is a known
 *   mail provider, so "we arrive at 8" and "the dot on the map" stay; a tight dot before a capitalised
 *   word ends a sentence ("at home.It rains"), it never makes an address.
 * - url: http(s)://…, www.…, and a word with a known top-level domain after a dot (firma.co.rs, t.me/x),
 *   or "firma dot com" with a spelled dot before a generic or Balkan top-level domain.
 * - handle: @name, and the name after "viber: / whatsapp: / telegram: / skype: …".
 * Overlapping findings merge into one span, of the kind of the one that starts first (the longer on
 * a tie). The accepted limits are named in tests/unit/contact-mask.test.ts.
 */
import { accountsAndPhones } from './contact-mask/digit-runs';
import { emails } from './contact-mask/email';
import { handles } from './contact-mask/handle';
import { ibans } from './contact-mask/iban';
import { webAddresses } from './contact-mask/web';

export type ContactKind = 'phone' | 'email' | 'url' | 'handle' | 'iban';
/** UTF-16 offsets into the input, sorted, non-overlapping. */
export interface ContactSpan {
  start: number;
  end: number;
  kind: ContactKind;
}

export const contactMask = '[•••]';

/** Where the text carries contact details. */
export function findContacts(text: string): ContactSpan[] {
  const found = [...ibans(text), ...emails(text), ...webAddresses(text), ...handles(text), ...accountsAndPhones(text)];
  found.sort((a, b) => a.start - b.start || b.end - a.end);
  const merged: ContactSpan[] = [];
  for (const span of found) {
    const last = merged.at(-1);
    if (last && span.start < last.end) last.end = Math.max(last.end, span.end);
    else merged.push({ ...span });
  }
  return merged;
}

/** The text with each span replaced by `contactMask`, and whether anything was replaced. */
export function maskContacts(text: string): { text: string; masked: boolean } {
  const spans = findContacts(text);
  if (spans.length === 0) return { text, masked: false };
  let result = '';
  let from = 0;
  for (const span of spans) {
    result += text.slice(from, span.start) + contactMask;
    from = span.end;
  }
  return { text: result + text.slice(from), masked: true };
}
