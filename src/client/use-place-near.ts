/**
 * "12 km NE of Zenica" for a position, in the interface language. The place table is fetched and
 * indexed once per page (every row of the live table shares the index); until then, and far from
 * any town, the phrase is null and callers show the coordinates.
 */
import { useEffect, useMemo, useState } from 'react';
import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import { loadPlaces } from '@/client/map/places';
import { nearby } from '@/lib/places/nearby';
import { buildPlaceGrid, type PlaceGrid } from '@/lib/places/place-index';
import { nearbyPhrase, type CountryStyle } from '@/lib/places/phrase';
import { $language } from '@/stores/language';

let indexed: Promise<PlaceGrid> | undefined;

function placeGrid(): Promise<PlaceGrid> {
  indexed ??= loadPlaces().then((places) => buildPlaceGrid(places.rows));
  // A failed download is tried again by the next position shown.
  indexed.catch(() => (indexed = undefined));
  return indexed;
}

/** The place index once it is ready (null on the server, before it loads and if it fails). */
export function usePlaceGrid(): PlaceGrid | null {
  // Null on the first render, as on the server: the index arrives a microtask later when it is ready.
  const [grid, setGrid] = useState<PlaceGrid | null>(null);
  useEffect(() => {
    let current = true;
    placeGrid().then(
      (loaded) => current && setGrid(loaded),
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, []);
  return grid;
}

export function usePlaceNear(lat: number, lon: number, style: CountryStyle = 'code'): string | null {
  const grid = usePlaceGrid();
  const lang = useStore($language);
  const { t } = useTranslation('common');
  return useMemo(() => {
    const where = grid && nearby(grid, lat, lon);
    return where ? nearbyPhrase(where, lang, (key, values) => t(key, values ?? {}), style) : null;
  }, [grid, lat, lon, lang, style, t]);
}
