/**
 * IBANs as people write them: BA39 1290 0794 0102 8494, DE89370400440532013000. A country code, two
 * check digits, then 10 to 30 letters and digits, in groups of four or not, in either case; at least
 * 10 of them digits and the check digits right (ISO 13616, mod 97), so words and customs numbers
 * (EORI DE123456789012345) never count. A mistyped one, and an account number without a country
 * code, still masks as a run of 16+ digits (digit-runs.ts).
 */
import type { ContactSpan } from '../contact-mask';

/** After the bank's code (GB29 NWBK …) every group holds a digit, so the next word never joins. */
const iban =
  /\b[A-Z]{2}\d{2}[ \u00a0]?[A-Z0-9]{4}(?:[ \u00a0]?(?=[A-Z]{0,3}\d)[A-Z0-9]{4}){1,6}(?:[ \u00a0]?(?=[A-Z]{0,2}\d)[A-Z0-9]{1,3})?\b/gi;
const minDigits = 10;

/** The IBAN's own check: moved the country and check digits to the end, read as a number, mod 97 is 1. */
function checksumHolds(candidate: string): boolean {
  const compact = candidate.replace(/[ \u00a0]/g, '');
  let remainder = 0;
  for (const char of compact.slice(4) + compact.slice(0, 4)) {
    const value = parseInt(char, 36);
    remainder = (remainder * (value < 10 ? 10 : 100) + value) % 97;
  }
  return remainder === 1;
}

export function ibans(text: string): ContactSpan[] {
  return [...text.matchAll(iban)]
    .filter((match) => match[0].replace(/\D/g, '').length >= minDigits && checksumHolds(match[0]))
    .map((match) => ({ start: match.index, end: match.index + match[0].length, kind: 'iban' as const }));
}
