/**
 * Dates, numbers and money in the interface language, through Intl with the language's BCP 47 tag.
 * Pure functions: the caller passes the language; `formatterFor` binds them all to one (islands get
 * it from `useFormat()`, which follows the language store).
 */
import { fromCalendarDay } from './calendar-day';
import { languageTags, type Language } from './i18n/languages';

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

/** "1,234.5", "1.234,5"; `options` for a fixed number of decimals and the like. */
/**
 * Intl formatters are slow to build (locale resolution) and cheap to reuse: the live map's side list
 * formats a speed and a "last seen" for hundreds of vehicles on every refresh. One per locale and options.
 */
const numberFormats = new Map<string, Intl.NumberFormat>();
const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();

export function formatNumber(value: number, lang: Language, options?: Intl.NumberFormatOptions): string {
  const key = `${intlLocale(lang)}|${options ? JSON.stringify(options) : ''}`;
  let format = numberFormats.get(key);
  if (!format) numberFormats.set(key, (format = new Intl.NumberFormat(intlLocale(lang), options)));
  return format.format(value);
}

/** `currency` is an ISO 4217 code such as "EUR" or "BAM". */
export function formatMoney(amount: number, currency: string, lang: Language): string {
  return new Intl.NumberFormat(intlLocale(lang), { style: 'currency', currency }).format(amount);
}

const units: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** "3 hours ago", "yesterday" within a week; the date itself after that. */
export function formatActivity(when: Date, lang: Language, now = Date.now()): string {
  const elapsed = when.getTime() - now;
  if (Math.abs(elapsed) >= 7 * 86_400_000) return formatDate(when, lang);
  const locale = intlLocale(lang);
  let format = relativeFormats.get(locale);
  if (!format) relativeFormats.set(locale, (format = new Intl.RelativeTimeFormat(locale, { numeric: 'auto' })));
  for (const [unit, ms] of units) {
    if (Math.abs(elapsed) >= ms) return format.format(Math.round(elapsed / ms), unit);
  }
  return format.format(0, 'minute');
}

/** Every formatter bound to one language; calendar days ('YYYY-MM-DD') that do not parse show as they are. */
export function formatterFor(lang: Language) {
  const day = (value: string, format: (date: Date, lang: Language) => string) => {
    const date = fromCalendarDay(value);
    return date ? format(date, lang) : value;
  };
  return {
    lang,
    /** The BCP 47 tag Intl gets, for `toLocaleString` and the like. */
    locale: intlLocale(lang),
    date: (date: Date) => formatDate(date, lang),
    dateTime: (date: Date) => formatDateTime(date, lang),
    longDate: (date: Date) => formatLongDate(date, lang),
    day: (value: string) => day(value, formatDate),
    longDay: (value: string) => day(value, formatLongDate),
    number: (value: number, options?: Intl.NumberFormatOptions) => formatNumber(value, lang, options),
    money: (amount: number, currency: string) => formatMoney(amount, currency, lang),
    activity: (when: Date, now?: number) => formatActivity(when, lang, now),
  };
}
export type Formatter = ReturnType<typeof formatterFor>;
