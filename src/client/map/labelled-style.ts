/**
 * The offline basemap with its labels: the place and country sources, the label layers above the
 * land and borders, and the Noto Sans files MapLibre draws their text with.
 */
import type { StyleSpecification } from 'maplibre-gl';
import type { Language } from '@/lib/i18n/languages';
import type { Places } from '@/lib/places/places';
import type { MapTheme } from './base-style';
import { countryFeatures } from './country-labels';
import { labelFontFaces } from './map-fonts';
import { labelLayers, placeFeatures, placesAttribution } from './place-labels';

/** `places` null (its file failed to load): country names only. */
export function withLabels(style: StyleSpecification, theme: MapTheme, lang: Language, places: Places | null): StyleSpecification {
  const towns = places ? placeFeatures(places) : { type: 'FeatureCollection' as const, features: [] };
  return {
    ...style,
    'font-faces': labelFontFaces(),
    sources: {
      ...style.sources,
      countries: { type: 'geojson', data: countryFeatures(lang) },
      places: { type: 'geojson', data: towns, attribution: placesAttribution },
    },
    layers: [...style.layers, ...labelLayers(theme, lang)],
  };
}
