/**
 * IBANs as people write them: BA39 1290 0794 0102 8494, DE89370400440532013000. A country code, two
 * check digits, then 10 to 30 letters and digits, in groups of four or not, in either case; at least
 * 10 of them digits, so words never count. (Long account numbers without a country code are digit runs.)
 */
import type { ContactSpan } from '../contact-mask';

/** After the bank's code (GB29 NWBK …) every group holds a digit, so the next word never joins. */
const iban =
  /\b[A-Z]{2}\d{2}[ \u00a0]?[A-Z0-9]{4}(?:[ \u00a0]?(?=[A-Z]{0,3}\d)[A-Z0-9]{4}){1,6}(?:[ \u00a0]?(?=[A-Z]{0,2}\d)[A-Z0-9]{1,3})?\b/gi;
const minDigits = 10;

export function ibans(text: string): ContactSpan[] {
  return [...text.matchAll(iban)]
    .filter((match) => match[0].replace(/\D/g, '').length >= minDigits)
    .map((match) => ({ start: match.index, end: match.index + match[0].length, kind: 'iban' as const }));
}
