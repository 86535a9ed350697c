/** Minutes after midnight (how quiet hours are stored) and the "HH:MM" an `<input type="time">` holds. */
export function timeOfMinutes(minutes: number): string {
  const hours = Math.floor(minutes / 60);
  return `${String(hours).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
}

/** The minutes of a "HH:MM" (seconds, if any, ignored); null for an empty or malformed value. */
export function minutesOfTime(value: string): number | null {
  const match = /^(\d{2}):(\d{2})(?::\d{2}(?:\.\d+)?)?$/.exec(value);
  if (!match) return null;
  const hours = Number(match[1]);
  const minutes = Number(match[2]);
  return hours < 24 && minutes < 60 ? hours * 60 + minutes : null;
}
