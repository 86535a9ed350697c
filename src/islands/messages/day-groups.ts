/** A thread's messages by the reader's calendar day, and the words for a day and a time (pure). */
import type { Message } from './types';

export interface DayGroup {
  /** The local calendar day, 'YYYY-MM-DD'. */
  day: string;
  date: Date;
  messages: Message[];
}

const pad = (n: number) => String(n).padStart(2, '0');
export const localDay = (date: Date) => `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;

/** Consecutive messages of one local day together, in the order given (oldest first). */
export function groupByDay(messages: readonly Message[]): DayGroup[] {
  const groups: DayGroup[] = [];
  for (const message of messages) {
    const day = localDay(message.createdAt);
    const last = groups.at(-1);
    if (last?.day === day) last.messages.push(message);
    else groups.push({ day, date: message.createdAt, messages: [message] });
  }
  return groups;
}

/** 'today', 'yesterday' or null (say the date) for a local day. */
export function nearDay(day: string, now = new Date()): 'today' | 'yesterday' | null {
  if (day === localDay(now)) return 'today';
  const yesterday = new Date(now);
  yesterday.setDate(now.getDate() - 1);
  return day === localDay(yesterday) ? 'yesterday' : null;
}

/** "14:03", "2:03 PM": the time of day in the reader's language. */
export function timeOfDay(date: Date, locale: string): string {
  return new Intl.DateTimeFormat(locale, { timeStyle: 'short' }).format(date);
}
