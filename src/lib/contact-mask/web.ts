/**
 * Web addresses: https://…, www.…, a word with a known top-level domain after a dot (firma.co.rs,
 * t.me/ivan, wa.me/38761…), with its path; and "firma dot com" with a spelled dot before a generic or
 * the region's top-level domain. Punctuation that ends the sentence is not part of the address.
 */
import type { ContactSpan } from '../contact-mask';
import { label, spelledDot, spelledTopLevelDomains, topLevelDomains, wordEnd } from './domain-words';

const path = '(?:/[^\\s<>"]*)?';
const patterns = [
  /(^|[^\p{L}\p{N}])((?:https?:\/\/|www\.)[^\s<>"]+)/giu,
  new RegExp(`(^|[^\\p{L}\\p{N}@._%+-])((?:${label}\\.)+(?:${topLevelDomains})${wordEnd}${path})`, 'giu'),
  new RegExp(`(^|[^\\p{L}\\p{N}@._%+-])(${label}${spelledDot}(?:${spelledTopLevelDomains})${wordEnd})`, 'giu'),
];
const sentenceEnd = /[.,;:!?)\]}'"»]+$/;

export function webAddresses(text: string): ContactSpan[] {
  return patterns.flatMap((pattern) =>
    [...text.matchAll(pattern)].map((match) => {
      const start = match.index + match[1]!.length;
      const address = match[2]!.replace(sentenceEnd, '');
      return { start, end: start + address.length, kind: 'url' as const };
    }),
  );
}
