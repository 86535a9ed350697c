/**
 * MapLibre's own texts (its controls' titles, the canvas's name) from our locale files, in the
 * page's language. MapLibre reads them when a control is added and has no setter: on a language
 * switch `followLanguage` updates its table and adds the zoom buttons again.
 */
import type { IControl, Map as MapLibreMap } from 'maplibre-gl';
import { i18n, translate } from '@/client/i18n';
import type { MessageKey } from '@/lib/i18n/keys';

const texts = {
  'Map.Title': 'common:map.title',
  'NavigationControl.ZoomIn': 'common:map.zoomIn',
  'NavigationControl.ZoomOut': 'common:map.zoomOut',
  'NavigationControl.ResetBearing': 'common:map.resetNorth',
  'AttributionControl.ToggleAttribution': 'common:map.toggleAttribution',
  'AttributionControl.MapFeedback': 'common:map.feedback',
  'Marker.Title': 'common:map.marker',
  'Popup.Close': 'common:map.closePopup',
} satisfies Record<string, MessageKey>;

/** MapLibre's `locale` option in the current language. */
export function mapLocale(): Record<string, string> {
  return Object.fromEntries(Object.entries(texts).map(([key, message]) => [key, translate(message)]));
}

/**
 * Keeps the map's own texts in the page's language; `makeControls` makes the controls that show
 * them. Stops with the map.
 */
export function followLanguage(map: MapLibreMap, makeControls: () => IControl[]): void {
  let controls = makeControls();
  for (const control of controls) map.addControl(control, 'top-right');
  const relabel = () => {
    // MapLibre keeps the table it was given in `_locale` (read by `_getUIString`).
    const locale = (map as unknown as { _locale: Record<string, string> })._locale;
    const canvas = map.getCanvas();
    // The canvas keeps a name of the page's own (the live map names it) and takes the new generic one.
    if (canvas.getAttribute('aria-label') === locale['Map.Title']) canvas.setAttribute('aria-label', translate(texts['Map.Title']));
    Object.assign(locale, mapLocale());
    for (const control of controls) map.removeControl(control);
    controls = makeControls();
    for (const control of controls) map.addControl(control, 'top-right');
  };
  i18n.on('languageChanged', relabel);
  map.once('remove', () => i18n.off('languageChanged', relabel));
}
