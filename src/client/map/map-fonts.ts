/**
 * The font the offline basemap's labels are drawn with. MapLibre 6 rasterises text itself from a
 * font file the style declares (`font-faces`), so no glyph PBFs are built or fetched: three Noto Sans
 * subsets (SIL OFL 1.1, copied by scripts/copy-map-fonts.mjs), same origin, each fetched only when
 * a label needs one of its letters. The ranges are those of the @fontsource files.
 */
import type { StyleSpecification } from 'maplibre-gl';

type FontFaces = NonNullable<StyleSpecification['font-faces']>;

export const labelFont = 'Noto Sans Regular';

const fontUrl = (subset: string) => {
  const path = `/map/fonts/noto-sans-${subset}-400-normal.woff2`;
  return typeof location === 'undefined' ? path : new URL(path, location.origin).href;
};

export function labelFontFaces(): FontFaces {
  return {
    [labelFont]: [
      { url: fontUrl('latin'), 'unicode-range': ['U+0000-00FF', 'U+0131', 'U+0152-0153', 'U+2000-206F'] },
      { url: fontUrl('latin-ext'), 'unicode-range': ['U+0100-02BA', 'U+1E00-1E9F', 'U+2C60-2C7F', 'U+A720-A7FF'] },
      { url: fontUrl('cyrillic'), 'unicode-range': ['U+0400-045F', 'U+0490-0491', 'U+04B0-04B1'] },
    ],
  };
}
