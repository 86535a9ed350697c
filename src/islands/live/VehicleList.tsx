import { memo, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/client/use-format';
import { cn } from '@/lib/utils';
import { useStore } from '@nanostores/react';
import { $resolvedTheme } from '@/stores/theme';
import { PlaceNearPhrase } from './PlaceNear';
import { statusHex } from './status-colours';
import type { LiveVehicle } from './types';

interface VehicleListProps {
  vehicles: LiveVehicle[];
  selected: string | null;
  onSelect: (vehicleId: string | null) => void;
}

/**
 * The side list: one button per vehicle; the pressed one is the vehicle highlighted on the map. A
 * refresh re-renders only the rows in view (or near it): with 250 vehicles all moving, rendering every
 * row cost ~30 ms of main thread every 2 s while the map pans (bench/live-render). A row scrolled
 * into view, by a person or by focus, is brought up to date at once.
 */
export function VehicleList({ vehicles, selected, onSelect }: VehicleListProps) {
  const { t } = useTranslation('live');
  const theme = useStore($resolvedTheme);
  const [listRef, inView] = useRowsInView(vehicles.length);
  return (
    <ul ref={listRef} className="grid gap-2" aria-label={t('list.heading')}>
      {vehicles.map((vehicle) => (
        <VehicleItem
          key={vehicle.id}
          vehicle={vehicle}
          pressed={vehicle.id === selected}
          theme={theme}
          onSelect={onSelect}
          live={inView.has(vehicle.id)}
        />
      ))}
    </ul>
  );
}

/** The ids (`data-vehicle`) of the list's rows that are on screen or within 200 px of it. */
function useRowsInView(rows: number) {
  const listRef = useRef<HTMLUListElement>(null);
  const [ids, setIds] = useState<ReadonlySet<string>>(() => new Set());
  useEffect(() => {
    const list = listRef.current;
    if (!list || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) =>
        setIds((previous) => {
          const next = new Set(previous);
          for (const entry of entries) {
            const id = (entry.target as HTMLElement).dataset.vehicle ?? '';
            if (entry.isIntersecting) next.add(id);
            else next.delete(id);
          }
          return next;
        }),
      { rootMargin: '200px' },
    );
    for (const row of Array.from(list.children)) observer.observe(row);
    return () => observer.disconnect();
  }, [rows]);
  return [listRef, ids] as const;
}

interface VehicleItemProps {
  vehicle: LiveVehicle;
  pressed: boolean;
  theme: 'light' | 'dark';
  onSelect: (vehicleId: string) => void;
  /** In view: kept up to date. Out of view it keeps what it showed until it comes into view. */
  live: boolean;
}

/** The fields a row shows: a refresh re-renders only the rows in view where one of them changed. */
const shown = (v: LiveVehicle) => [v.name, v.plate, v.status, v.sharingPaused, v.jobTitle, v.speedKmh, v.lastSeen, v.lat, v.lon];
const sameRow = (a: VehicleItemProps, b: VehicleItemProps) =>
  a.pressed === b.pressed &&
  a.theme === b.theme &&
  a.onSelect === b.onSelect &&
  a.live === b.live &&
  (!b.live || shown(a.vehicle).every((value, i) => value === shown(b.vehicle)[i]));

const VehicleItem = memo(function VehicleItem({ vehicle, pressed, theme, onSelect }: VehicleItemProps) {
  const { t } = useTranslation('live');
  const { t: tf } = useTranslation('fleet');
  const format = useFormat();
  return (
    <li data-vehicle={vehicle.id}>
      <button
        id={`live-vehicle-${vehicle.id}`}
        type="button"
        aria-pressed={pressed}
        onClick={() => onSelect(vehicle.id)}
        className={cn(
          'grid w-full gap-0.5 rounded-md border p-3 text-left text-sm transition-colors hover:bg-accent focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none',
          pressed && 'border-primary bg-accent',
        )}
      >
        <span className="flex items-center gap-2 font-medium">
          <span
            aria-hidden="true"
            className="inline-block size-3 shrink-0 rounded-full"
            style={{ background: statusHex(theme, vehicle.sharingPaused ? 'paused' : vehicle.status) }}
          />
          {vehicle.name}
          <span className="ml-auto shrink-0 font-mono text-xs whitespace-nowrap text-muted-foreground">{vehicle.plate}</span>
        </span>
        <span className="text-muted-foreground">
          {tf(`vehicleStatus.${vehicle.status}`)}
          {vehicle.speedKmh !== null && ` · ${t('vehicle.speed', { speed: format.number(Math.round(vehicle.speedKmh)) })}`}
          {vehicle.sharingPaused && ` · ${t('vehicle.paused')}`}
        </span>
        <span className="text-muted-foreground">
          {vehicle.lastSeen === null ? t('vehicle.never') : t('vehicle.lastSeen', { when: format.activity(new Date(vehicle.lastSeen)) })}
        </span>
        {vehicle.lat !== null && vehicle.lon !== null && <PlaceNearPhrase lat={vehicle.lat} lon={vehicle.lon} className="truncate" />}
        {vehicle.jobTitle && <span className="truncate">{t('vehicle.job', { title: vehicle.jobTitle })}</span>}
      </button>
    </li>
  );
}, sameRow);
