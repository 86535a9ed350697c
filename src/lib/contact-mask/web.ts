/**
 * Web addresses: https://…, www.…, a word with a known top-level domain after a dot (firma.co.rs,
 * t.me/ivan, wa.me/38761…), with its path; and "firma dot com" with a spelled dot before a generic or
 * the region's top-level domain. Punctuation that ends the sentence is not part of the address, and
 * a tight dot before a capitalised word is a sentence's end ("home.It rains"), not a domain's dot.
 */
import type { ContactSpan } from '../contact-mask';
import { label, sentenceEndInside, spelledDot, spelledTopLevelDomains, topLevelDomains, wordEnd } from './domain-words';

const path = '(?:/[^\\s<>"]*)?';
const withScheme = /(^|[^\p{L}\p{N}])((?:https?:\/\/|www\.)[^\s<>"]+)/giu;
const domain = new RegExp(`(^|[^\\p{L}\\p{N}@._%+-])((?:${label}\\.)+(?:${topLevelDomains})${wordEnd}${path})`, 'giu');
const spelled = new RegExp(`(^|[^\\p{L}\\p{N}@._%+-])(${label}${spelledDot}(?:${spelledTopLevelDomains})${wordEnd})`, 'giu');
const trailingPunctuation = /[.,;:!?)\]}'"»]+$/;

function found(pattern: RegExp, text: string): ContactSpan[] {
  return [...text.matchAll(pattern)]
    .filter((match) => pattern !== domain || !sentenceEndInside.test(match[2]!.split('/')[0]!))
    .map((match) => {
      const start = match.index + match[1]!.length;
      const address = match[2]!.replace(trailingPunctuation, '');
      return { start, end: start + address.length, kind: 'url' as const };
    });
}

export function webAddresses(text: string): ContactSpan[] {
  return [...found(withScheme, text), ...found(domain, text), ...found(spelled, text)];
}
