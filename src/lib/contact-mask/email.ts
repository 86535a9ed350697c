/**
 * E-mail addresses, and the tricks around a filter: "ivan at gmail dot com", "ivan (at) gmail (dot)
 * com", "ivan [at] gmail.com", "ivan@gmail .com", "ivan arroba gmail punto com". A spelled "at" counts
 * only between a name and a domain ending in a known top-level domain or a known mail provider, so
 * "we arrive at 8" and "look at the dot on the map" stay; its dots are tight or spelled, and a tight
 * one before a capitalised word ends a sentence ("at home.It rains"); after a real "@" spaced dots
 * count too.
 */
import type { ContactSpan } from '../contact-mask';
import {
  atSign,
  label,
  mailProviders,
  sentenceEndInside,
  spacedDot,
  spelledAt,
  spelledDot,
  topLevelDomains,
  wordEnd,
} from './domain-words';

const name = '[\\p{L}\\p{N}][\\p{L}\\p{N}._%+-]*';
const notInName = '(^|[^\\p{L}\\p{N}._%+-])';

/** A name may be spelled with dots too: "hans punkt mueller at gmx punkt de". */
function addressPattern(at: string, dot: string) {
  const domain = `${label}(?:${dot}${label})*${dot}(?:${topLevelDomains})${wordEnd}`;
  return new RegExp(`${notInName}(${name}(?:${spelledDot}${name})*${at}(${domain}|(?:${mailProviders})${wordEnd}))`, 'giu');
}

/** Each pattern with a check on the domain it found (group 3, where it has one). */
const patterns: [RegExp, (domain: string) => boolean][] = [
  [addressPattern(atSign, `(?:${spacedDot}|${spelledDot})`), () => true],
  [addressPattern(spelledAt, `(?:\\.|${spelledDot})`), (domain) => !sentenceEndInside.test(domain)],
  // ivan@anything: an "@" right between two words is an address, whatever follows.
  [new RegExp(`${notInName}(${name}@${label}(?:\\.${label})*)`, 'gu'), () => true],
];

export function emails(text: string): ContactSpan[] {
  return patterns.flatMap(([pattern, holds]) =>
    [...text.matchAll(pattern)]
      .filter((match) => holds(match[3] ?? ''))
      .map((match) => {
        const start = match.index + match[1]!.length;
        return { start, end: start + match[2]!.length, kind: 'email' as const };
      }),
  );
}
