/**
 * `date.toISOString()` in a third of its CPU (issue 25): V8 formats it in C++ behind a runtime call,
 * ~310 ns a Date on this machine, against ~120 ns for the UTC fields joined here. A page of loads
 * writes forty of them. Years outside 1000–9999 (and an invalid Date, which throws) take
 * toISOString itself: the digits and signs of its extended years are its own.
 */
const twoDigits = (n: number) => (n < 10 ? `0${n}` : `${n}`);
const threeDigits = (n: number) => (n < 10 ? `00${n}` : n < 100 ? `0${n}` : `${n}`);

export function isoString(date: Date): string {
  const year = date.getUTCFullYear();
  if (!(year >= 1000 && year <= 9999)) return date.toISOString();
  return (
    `${year}-${twoDigits(date.getUTCMonth() + 1)}-${twoDigits(date.getUTCDate())}` +
    `T${twoDigits(date.getUTCHours())}:${twoDigits(date.getUTCMinutes())}:${twoDigits(date.getUTCSeconds())}` +
    `.${threeDigits(date.getUTCMilliseconds())}Z`
  );
}
