/** How the demo transporters price and word their offers. */
import type { Currency } from '@/lib/constants';
import type { SuggestedVehicle } from '@/lib/transport-math';
import type { Random } from './random';

const perKm: Record<SuggestedVehicle, { base: number; rate: number }> = {
  VAN: { base: 40, rate: 0.85 },
  BOX_TRUCK: { base: 80, rate: 1.25 },
  TRUCK: { base: 150, rate: 1.6 },
};

const eurTo: Record<Currency, { rate: number; step: number }> = {
  EUR: { rate: 1, step: 5 },
  BAM: { rate: 1.95583, step: 10 },
  RSD: { rate: 117.2, step: 500 },
  CHF: { rate: 0.94, step: 5 },
};

/**
 * Local firms quote domestic work in local money: Balkan Cargo in BAM inside Bosnia, Drina Trans
 * in BAM or (touching Serbia) RSD; everything international is in EUR.
 */
export function currencyFor(slug: string, countries: string[]): Currency {
  if (slug === 'balkancargo' && countries.every((c) => c === 'BA')) return 'BAM';
  if (slug === 'drinatrans' && countries.every((c) => c === 'BA')) return 'BAM';
  if (slug === 'drinatrans' && countries.includes('RS') && countries.every((c) => c === 'RS' || c === 'BA')) return 'RSD';
  return 'EUR';
}

/** A price for the straight-line distance (roads are ~30% longer), varied per bidder. */
export function priceOffer(random: Random, straightKm: number, vehicle: SuggestedVehicle, currency: Currency): number {
  const { base, rate } = perKm[vehicle];
  const eur = (base + straightKm * 1.3 * rate) * random.float(0.85, 1.2);
  const { rate: fx, step } = eurTo[currency];
  return Math.max(step, Math.round((eur * fx) / step) * step);
}

export const bidMessages = [
  'We can load on the requested day; the price includes loading help and insurance up to 50,000 EUR.',
  'Možemo preuzeti ujutro, cijena uključuje utovar i istovar.',
  'Direct transport, no reloading. Our driver speaks English and German.',
  'Imamo povratnu turu na toj relaciji, zato je cijena povoljnija.',
  'Kombi sa ceradom i dva radnika za utovar.',
  'Wir holen am Vormittag ab, Zustellung am Folgetag. CMR-Versicherung inklusive.',
  'Full CMR insurance; you get a live tracking link as soon as we load.',
  'Можемо да преузмемо и дан раније ако вам одговара.',
  'Price without VAT. Customs papers for the border are included.',
  'Dva vozača, vožnja bez noćenja.',
] as const;
