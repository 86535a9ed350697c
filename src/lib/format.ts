/**
 * Dates, numbers and money in the interface language, through Intl with the language's BCP 47 tag.
 * Pure functions: the caller passes the language (islands read it from $language).
 */
import { languageTags, type Language } from '@/lib/i18n/languages';

/**
 * Chromium claims Bosnian but ships no data for it (dates come out as "2025 M10 17"): fall back to
 * the closest language it has, Serbian in Latin script, whose month names Bosnian shares.
 */
const fallbacks: Partial<Record<Language, string[]>> = { bs: ['sr-Latn-BA', 'hr-BA'] };
const resolved = new Map<Language, string>();

/** Real data names October; the root locale's stand-in is "M10". */
function hasMonthNames(tag: string): boolean {
  if (Intl.DateTimeFormat.supportedLocalesOf([tag]).length === 0) return false;
  return !/^M\d+$/.test(new Intl.DateTimeFormat(tag, { month: 'long', timeZone: 'UTC' }).format(Date.UTC(2025, 9, 17)));
}

/** The BCP 47 tag to give Intl for a language, as supported by this runtime. */
export function intlLocale(lang: Language): string {
  let tag = resolved.get(lang);
  if (!tag) {
    const candidates = [languageTags[lang], ...(fallbacks[lang] ?? [])];
    tag = candidates.find(hasMonthNames) ?? languageTags[lang];
    resolved.set(lang, tag);
  }
  return tag;
}

/** "15 January 2026", "15. Januar 2026", "15. јануар 2026." */
export function formatLongDate(date: Date, lang: Language): string {
  return new Intl.DateTimeFormat(intlLocale(lang), { dateStyle: 'long' }).format(date);
}

/** "15 Jan 2026", "15.01.2026" */
export function formatDate(date: Date, lang: Language): string {
  return new Intl.DateTimeFormat(intlLocale(lang), { dateStyle: 'medium' }).format(date);
}

/** "15 Jan 2026, 14:03", "15.01.2026, 14:03" */
export function formatDateTime(date: Date, lang: Language): string {
  return new Intl.DateTimeFormat(intlLocale(lang), { dateStyle: 'medium', timeStyle: 'short' }).format(date);
}

/** "1,234.5", "1.234,5" */
export function formatNumber(value: number, lang: Language): string {
  return new Intl.NumberFormat(intlLocale(lang)).format(value);
}

/** `currency` is an ISO 4217 code such as "EUR" or "BAM". */
export function formatMoney(amount: number, currency: string, lang: Language): string {
  return new Intl.NumberFormat(intlLocale(lang), { style: 'currency', currency }).format(amount);
}
