/**
 * Names that languages give the region's largest foreign cities, where GeoNames (places.json) has
 * the English one: "Belgrade" is "Beograd" to a Bosnian or Serbian reader, "Belgrad" in German,
 * "Belgrado" in Spanish. Keyed by the GeoNames name. Serbian's Cyrillic names go into places.json's
 * `nameCyrl` when scripts/build-places.mjs writes it; Serbian Latin and Bosnian read the same names
 * transliterated, Bosnian's own forms where it differs. English, and any city not listed, read the
 * GeoNames name. Data only, without imports: scripts/build-places.mjs reads it under plain Node.
 */
export type Exonym = { cyrl: string; bs?: string; de?: string; es?: string };

export const exonyms: Record<string, Exonym> = {
  Rome: { cyrl: 'Рим', de: 'Rom', es: 'Roma' },
  Bucharest: { cyrl: 'Букурешт', de: 'Bukarest', es: 'Bucarest' },
  Budapest: { cyrl: 'Будимпешта' },
  Vienna: { cyrl: 'Беч', de: 'Wien', es: 'Viena' },
  Belgrade: { cyrl: 'Београд', de: 'Belgrad', es: 'Belgrado' },
  Milan: { cyrl: 'Милано', de: 'Mailand', es: 'Milán' },
  Sofia: { cyrl: 'Софија', es: 'Sofía' },
  Naples: { cyrl: 'Напуљ', de: 'Neapel', es: 'Nápoles' },
  Turin: { cyrl: 'Торино', es: 'Turín' },
  Athens: { cyrl: 'Атина', de: 'Athen', es: 'Atenas' },
  Genoa: { cyrl: 'Ђенова', de: 'Genua', es: 'Génova' },
  Pristina: { cyrl: 'Приштина', bs: 'Priština' },
  Bologna: { cyrl: 'Болоња', es: 'Bolonia' },
  Thessaloníki: { cyrl: 'Солун', de: 'Thessaloniki', es: 'Tesalónica' },
  Florence: { cyrl: 'Фиренца', de: 'Florenz', es: 'Florencia' },
  Iaşi: { cyrl: 'Јаши' },
  'Cluj-Napoca': { cyrl: 'Клуж-Напока' },
  Timişoara: { cyrl: 'Темишвар' },
  Craiova: { cyrl: 'Крајова' },
  Constanţa: { cyrl: 'Констанца', de: 'Konstanza', es: 'Constanza' },
  Galaţi: { cyrl: 'Галац' },
  Catania: { cyrl: 'Катанија' },
  Ploieşti: { cyrl: 'Плоешти' },
  Graz: { cyrl: 'Грац' },
  Messina: { cyrl: 'Месина', es: 'Mesina' },
  Linz: { cyrl: 'Линц' },
  Trieste: { cyrl: 'Трст', de: 'Triest' },
  Brescia: { cyrl: 'Бреша' },
  'Reggio Calabria': { cyrl: 'Ређо Калабрија' },
  Piraeus: { cyrl: 'Пиреј', de: 'Piräus', es: 'El Pireo' },
  Venice: { cyrl: 'Венеција', de: 'Venedig', es: 'Venecia' },
  Salzburg: { cyrl: 'Салцбург', es: 'Salzburgo' },
  Innsbruck: { cyrl: 'Инсбрук' },
  Pécs: { cyrl: 'Печуј', bs: 'Pečuh' },
  Shkodër: { cyrl: 'Скадар' },
  Durrës: { cyrl: 'Драч' },
  Vlorë: { cyrl: 'Валона' },
  Bitola: { cyrl: 'Битољ' },
  Patra: { cyrl: 'Патра', de: 'Patras', es: 'Patras' },
  Pátra: { cyrl: 'Патра', de: 'Patras', es: 'Patras' },
};
