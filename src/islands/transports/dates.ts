/** Calendar days ('YYYY-MM-DD') and activity times for the transport views. */
import { formatDate, intlLocale } from '@/lib/format';
import type { Language } from '@/lib/i18n/languages';

/** A calendar day at local midnight, so formatting never shifts it by a time zone. */
export function calendarDay(day: string): Date {
  const [year = 1970, month = 1, date = 1] = day.split('-').map(Number);
  return new Date(year, month - 1, date);
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
  const format = new Intl.RelativeTimeFormat(intlLocale(lang), { numeric: 'auto' });
  for (const [unit, ms] of units) {
    if (Math.abs(elapsed) >= ms) return format.format(Math.round(elapsed / ms), unit);
  }
  return format.format(0, 'minute');
}
