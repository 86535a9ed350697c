/**
 * The offline basemap's place and country names follow a language switch in place, without
 * reloading the style, so the layers the islands added (vehicle points, tracks) stay.
 */
import type { GeoJSONSource, Map as MapLibreMap } from 'maplibre-gl';
import { i18n } from '@/client/i18n';
import { toLanguage } from '@/lib/i18n/languages';
import { countryFeatures } from './country-labels';
import { placeLayerIds, placeTextField } from './place-labels';

/** The page's language, as the labels name places in it. */
export const pageLanguage = () => toLanguage(i18n.language);

/** Renames the labels in the page's language on a switch. Stops with the map. */
export function followLabelLanguage(map: MapLibreMap): void {
  const rename = () => {
    const lang = pageLanguage();
    for (const id of placeLayerIds) if (map.getLayer(id)) map.setLayoutProperty(id, 'text-field', placeTextField(lang));
    map.getSource<GeoJSONSource>('countries')?.setData(countryFeatures(lang));
  };
  i18n.on('languageChanged', rename);
  map.once('remove', () => i18n.off('languageChanged', rename));
}
