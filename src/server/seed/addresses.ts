/** Street addresses for the demo's bigger cities; elsewhere an auction names just the place. */
import { formatPlace, type Place } from '@/lib/gazetteer';
import type { Random } from './random';

const streets: Record<string, { postcode: string; streets: string[] }> = {
  Sarajevo: { postcode: '71000', streets: ['Zmaja od Bosne 8', 'Ferhadija 12', 'Titova 25', 'Grbavička 41'] },
  Beograd: { postcode: '11000', streets: ['Bulevar kralja Aleksandra 73', 'Nemanjina 4', 'Cara Dušana 150'] },
  Zagreb: { postcode: '10000', streets: ['Ilica 112', 'Savska cesta 41', 'Vukovarska ulica 58'] },
  Tuzla: { postcode: '75000', streets: ['Turalibegova 15', 'Maršala Tita 34'] },
  Mostar: { postcode: '88000', streets: ['Maršala Tita 120', 'Kralja Tvrtka 9'] },
  'Novi Sad': { postcode: '21000', streets: ['Bulevar oslobođenja 46', 'Futoška 19'] },
  Niš: { postcode: '18000', streets: ['Obrenovićeva 30', 'Vizantijski bulevar 12'] },
  Split: { postcode: '21000', streets: ['Poljička cesta 25', 'Domovinskog rata 8'] },
  Skopje: { postcode: '1000', streets: ['Partizanska 12', 'Bulevar Ilinden 45'] },
  Ljubljana: { postcode: '1000', streets: ['Slovenska cesta 40', 'Celovška cesta 150'] },
  Wien: { postcode: '1060', streets: ['Mariahilfer Straße 77', 'Gumpendorfer Straße 31'] },
  Graz: { postcode: '8020', streets: ['Puchstraße 41', 'Annenstraße 22'] },
  Zavidovići: { postcode: '72220', streets: ['Industrijska zona bb'] },
  Podgorica: { postcode: '81000', streets: ['Bulevar Svetog Petra Cetinjskog 80', 'Njegoševa 14'] },
  München: { postcode: '80335', streets: ['Dachauer Straße 90', 'Landsberger Straße 155'] },
};

/** "Zmaja od Bosne 8, 71000 Sarajevo, BA" most of the time where we know streets, else "Sarajevo, BA". */
export function addressFor(p: Place, random: Random): string {
  const known = streets[p.name];
  if (!known || random.chance(0.25)) return formatPlace(p);
  return `${random.pick(known.streets)}, ${known.postcode} ${formatPlace(p)}`;
}
