/**
 * The regions a price band widens to when a lane has too few awards (issue 28): groups of countries
 * whose road freight prices move together. Each country of the gazetteer belongs to one; a country
 * outside every group has no region level. The Western Balkans are the EU's own term (AL, BA, ME, MK,
 * RS, XK); their EU neighbours are split by where their traffic runs.
 */
export const regions = {
  WESTERN_BALKANS: ['AL', 'BA', 'ME', 'MK', 'RS', 'XK'],
  SOUTH_EAST_EUROPE: ['HR', 'HU', 'RO', 'BG', 'GR', 'MD', 'TR', 'CY'],
  CENTRAL_EUROPE: ['DE', 'AT', 'CH', 'LI', 'CZ', 'SK', 'PL', 'SI'],
  WESTERN_EUROPE: ['FR', 'BE', 'NL', 'LU', 'GB', 'IE'],
  SOUTHERN_EUROPE: ['IT', 'ES', 'PT', 'MT', 'SM', 'AD', 'MC'],
  NORTHERN_EUROPE: ['DK', 'SE', 'NO', 'FI', 'IS', 'EE', 'LV', 'LT'],
} as const;

export type Region = keyof typeof regions;

const regionByCountry = new Map<string, Region>(
  Object.entries(regions).flatMap(([region, countries]) => countries.map((country) => [country, region as Region] as const)),
);

export function regionOf(country: string): Region | null {
  return regionByCountry.get(country) ?? null;
}
