/**
 * The offline basemap with its labels: the place and country sources, the label layers above the
 * land and borders, and the Noto Sans files MapLibre draws their text with.
 */
import type { StyleSpecification } from 'maplibre-gl';
import type { Language } from '@/lib/i18n/languages';
import type { MapTheme } from './base-style';
import { countryFeatures } from './country-labels';
import { labelFontFaces } from './map-fonts';
import { labelLayers, placesSource } from './place-labels';

export function withLabels(style: StyleSpecification, theme: MapTheme, lang: Language): StyleSpecification {
  return {
    ...style,
    'font-faces': labelFontFaces(),
    sources: {
      ...style.sources,
      countries: { type: 'geojson', data: countryFeatures(lang) },
      places: placesSource(),
    },
    layers: [...style.layers, ...labelLayers(theme, lang)],
  };
}
