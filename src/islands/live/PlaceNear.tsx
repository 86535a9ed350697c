import { useTranslation } from 'react-i18next';
import { CopyIcon } from 'lucide-react';
import { toast } from '@/client/toast';
import { usePlaceNear } from '@/client/use-place-near';
import type { CountryStyle } from '@/lib/places/phrase';
import { Button } from '@/components/ui/button';

interface PlaceNearProps {
  lat: number;
  lon: number;
  /** 'code' ("Zenica, BA") in tables and lists, 'name' (the country's name) in details. */
  country?: CountryStyle;
}

/**
 * Where a position is in words ("12 km NE of Zenica, BA"), the coordinates in its title and a
 * button that copies them; the coordinates themselves while the place names load or far from any town.
 */
export function PlaceNear({ lat, lon, country = 'code' }: PlaceNearProps) {
  const { t } = useTranslation('common');
  const phrase = usePlaceNear(lat, lon, country);
  const coordinates = `${lat.toFixed(4)}, ${lon.toFixed(4)}`;

  async function copy() {
    try {
      await navigator.clipboard.writeText(coordinates);
      toast.success(t('place.coordinatesCopied'));
    } catch {
      toast.error(t('place.copyFailed'));
    }
  }

  return (
    <span className="inline-flex items-center gap-1" data-coordinates={coordinates}>
      <span title={phrase ? coordinates : undefined} className={phrase ? undefined : 'tabular-nums'}>
        {phrase ?? coordinates}
      </span>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="size-6 text-muted-foreground"
        title={`${t('place.copyCoordinates')} (${coordinates})`}
        aria-label={`${t('place.copyCoordinates')} (${coordinates})`}
        onClick={() => void copy()}
      >
        <CopyIcon aria-hidden className="size-3.5" />
      </Button>
    </span>
  );
}

/** The phrase alone, for places with no room for a button (a row that is itself a button): nothing until it is known. */
export function PlaceNearPhrase({ lat, lon, className }: { lat: number; lon: number; className?: string }) {
  const phrase = usePlaceNear(lat, lon);
  return phrase && <span className={className}>{phrase}</span>;
}
