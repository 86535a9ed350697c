/**
 * Numbers an honest message is full of that must never count towards a phone: dates, times, prices,
 * measurements, postcodes, coordinates and container numbers. Their digits are walls for the digit
 * runs (digit-runs.ts), so a date next to a weight ("12.03.2026 24 t") never adds up to seven digits.
 */
export interface Range {
  start: number;
  end: number;
}

const day = '(?:0?[1-9]|[12]\\d|3[01])';
const month = '(?:0?[1-9]|1[0-2])';
const hour = '(?:[01]?\\d|2[0-4])';
const end = '(?![\\p{L}\\p{N}])';
/** A number as prices and weights are written: 1.250,00 / 1,250.50 / 3 500 / 13,6 / 24. */
const amount = '\\d{1,3}(?:[ .,\\u00a0]\\d{3})+(?:[.,]\\d{1,2})?|\\d+(?:[.,]\\d+)?';
const currencies = '€|\\$|eur|euro|eura|evra|euros|km|bam|maraka|din|dinara|rsd|дин|динара|usd|chf|kn';
const units = [
  'kg|t|tona|tone|tonnes?|tons?|g|m|cm|mm|km|m2|m3|m²|m³|l|ldm|lm|ft|%',
  'epal|eur-pal|pal|palet\\p{L}*|pallets?|paletas?|stk|kom|komada|pcs|кг|т|м|цм|км|палет\\p{L}*',
].join('|');

const notPhones = [
  // 12.03.2026, 12/03/2026, 12-03-2026, 2026-03-12, 2026/03/12, 12.03., 12.03.26., 12.03 and 12/03 standing alone.
  new RegExp(`\\b${day}([./-])${month}\\1(?:19|20)\\d\\d${end}\\.?`, 'gu'),
  new RegExp(`\\b(?:19|20)\\d\\d([-/.])${month}\\1${day}${end}`, 'gu'),
  new RegExp(`\\b${day}\\.${month}\\.(?:\\d\\d\\.)?(?!\\d)`, 'gu'),
  new RegExp(`\\b${day}[./]${month}(?![\\p{N}]|[./-]\\d)`, 'gu'),
  // 16:00, 8.00-16.00, 16.00 h, 7.30 Uhr.
  new RegExp(`\\b${hour}:[0-5]\\d${end}`, 'gu'),
  new RegExp(`\\b${hour}\\.[0-5]\\d ?[-–] ?${hour}\\.[0-5]\\d${end}`, 'gu'),
  new RegExp(`\\b${hour}\\.[0-5]\\d ?(?:h|uhr|sati|časova|casova|hrs|horas|ч|часова)${end}`, 'giu'),
  // GPS coordinates of a loading place: 43.856312, 18.413129.
  /\b\d{1,3}\.\d{4,}°?[NSEW]?,? ?-?\d{1,3}\.\d{4,}°?[NSEW]?/gu,
  // Sizes with slashes: 120/80/150 (a phone's area code starts with 0: 033/123/456).
  /\b[1-9]\d{1,2}(?:\/[1-9]\d{1,2}){2}(?![\d/])/gu,
  // A container number (ISO 6346): MSCU 123456-7.
  /\b[A-Z]{3}[UJZ] ?\d{6}-? ?\d\b/gu,
  // 420 EUR, €1,250.50, 3 500 din, 24 t, 1.200 kg, 13,6 m, 33 EPAL.
  new RegExp(`\\b(?:${amount}) ?(?:${currencies}|${units})${end}`, 'giu'),
  new RegExp(`(?:€|\\$|eur|usd) ?(?:${amount})${end}`, 'giu'),
];

/** 80331 München, 71000 Sarajevo: five digits before a capitalised word. */
const postcode = /\b\d{5}(?= +\p{Lu}\p{Ll})/gu;
/**
 * What may stand before a postcode: no digits, or a house number ("Hauptstraße 12 80331 München"),
 * which never starts with 0 as a phone's area code does ("061 12345 Marko" stays a phone).
 */
const afterDigits = /\d[ .\-/()]*$/;
const afterHouseNumber = /(?:^|[^\d\s.\-/()+]\s*)[1-9]\d{0,2}\p{L}?,? +$/u;

function isPostcodeAt(text: string, start: number): boolean {
  const before = text.slice(Math.max(0, start - 24), start);
  return !afterDigits.test(before) || afterHouseNumber.test(before);
}

/** The ranges of the text holding a date, time, price, measurement, postcode, coordinates or container. */
export function notPhoneRanges(text: string): Range[] {
  const ranges: Range[] = [];
  for (const pattern of notPhones) {
    for (const match of text.matchAll(pattern)) ranges.push({ start: match.index, end: match.index + match[0].length });
  }
  for (const match of text.matchAll(postcode)) {
    if (isPostcodeAt(text, match.index)) ranges.push({ start: match.index, end: match.index + match[0].length });
  }
  return ranges;
}
