/**
 * Dates, numbers and money in the interface language, through Intl with the language's BCP 47 tag.
 * Pure functions: the caller passes the language (islands read it from $language).
 */
import { languageTags, type Language } from '@/lib/i18n/languages';

/** "15 January 2026", "15. Januar 2026", "15. јануар 2026." */
export function formatLongDate(date: Date, lang: Language): string {
  return new Intl.DateTimeFormat(languageTags[lang], { dateStyle: 'long' }).format(date);
}

/** "15 Jan 2026", "15.01.2026" */
export function formatDate(date: Date, lang: Language): string {
  return new Intl.DateTimeFormat(languageTags[lang], { dateStyle: 'medium' }).format(date);
}

/** "1,234.5", "1.234,5" */
export function formatNumber(value: number, lang: Language): string {
  return new Intl.NumberFormat(languageTags[lang]).format(value);
}

/** `currency` is an ISO 4217 code such as "EUR" or "BAM". */
export function formatMoney(amount: number, currency: string, lang: Language): string {
  return new Intl.NumberFormat(languageTags[lang], { style: 'currency', currency }).format(amount);
}
