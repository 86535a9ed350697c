/** The history form's days ('YYYY-MM-DD', the browser's time zone) and the times they span. */

const pad = (value: number) => String(value).padStart(2, '0');

/** The calendar day of `time` (ms) where the browser is. */
export function localDay(time: number): string {
  const date = new Date(time);
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

/** Local midnight at the start of `day`. */
function startOf(day: string): number {
  const [year, month, date] = day.split('-').map(Number);
  return new Date(year ?? 1970, (month ?? 1) - 1, date ?? 1).getTime();
}

/** From the start of `fromDay` to the start of the day after `toDay` (a day is 23 to 25 hours). */
export function daysRange(fromDay: string, toDay: string): { from: number; to: number } {
  const [year, month, date] = toDay.split('-').map(Number);
  return { from: startOf(fromDay), to: new Date(year ?? 1970, (month ?? 1) - 1, (date ?? 1) + 1).getTime() };
}

/** "1 h 05 min" or "25 min" of a stop, through the page's texts. */
export function stopDuration(ms: number, t: (key: 'history.hours' | 'history.minutes', values: Record<string, string | number>) => string) {
  const minutes = Math.round(ms / 60_000);
  return minutes < 60
    ? t('history.minutes', { minutes })
    : t('history.hours', { hours: Math.floor(minutes / 60), minutes: pad(minutes % 60) });
}
