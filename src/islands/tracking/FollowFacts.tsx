import { useTranslation } from 'react-i18next';
import { useFormat } from '@/client/use-format';
import { DetailList, type Detail } from '@/components/app/DetailList';
import { Badge } from '@/components/ui/badge';
import { PlaceNear } from '@/islands/live/PlaceNear';
import { FollowMap, markerColors } from './FollowMap';
import type { Snapshot } from './types';

const stateTone = { live: 'success', quiet: 'warning', paused: 'neutral', unknown: 'neutral', inactive: 'neutral' } as const;

function Legend({ color, text }: { color: string; text: string }) {
  return (
    <span className="inline-flex items-center gap-1.5">
      <span
        aria-hidden="true"
        className="inline-block size-3 rounded-full border-2 border-white shadow"
        style={{ backgroundColor: color }}
      />
      {text}
    </span>
  );
}

/** The vehicle's state in words and on a map: the same for the customer's panel and the recipient's page. */
export function FollowFacts({ snapshot }: { snapshot: Snapshot }) {
  const { t } = useTranslation('tracking');
  const { t: tc } = useTranslation('common');
  const format = useFormat();
  const { state, position, recordedAt, distanceLeftKm, eta, speedKmh, destination, phase, pickupDistanceKm } = snapshot;
  const time = (date: Date) => format.dateTime(date);
  const rows: Detail[] = [];
  if (position && state !== 'paused')
    rows.push({
      label: state === 'live' ? tc('place.where') : t('follow.lastKnown'),
      value: <PlaceNear lat={position.lat} lon={position.lon} country="name" />,
    });
  if (pickupDistanceKm !== undefined)
    rows.push({ label: t('follow.pickupDistance'), value: t('follow.km', { km: format.number(Math.round(pickupDistanceKm)) }) });
  if (distanceLeftKm !== undefined)
    rows.push({ label: t('follow.distanceLeft'), value: t('follow.km', { km: format.number(Math.round(distanceLeftKm)) }) });
  if (eta) rows.push({ label: t('follow.eta'), value: time(eta) });
  if (speedKmh !== undefined)
    rows.push({ label: t('follow.speed'), value: t('follow.kmh', { speed: format.number(Math.round(speedKmh)) }) });
  if (recordedAt) rows.push({ label: t(state === 'quiet' ? 'follow.lastSeen' : 'follow.positionAt'), value: time(recordedAt) });
  const note = {
    paused: t('follow.pausedText'),
    unknown: t('follow.unknownText'),
    inactive: t('follow.inactiveText'),
    live: null,
    quiet: null,
  }[state];
  const vehicle =
    position && state !== 'paused' ? { ...position, kind: state === 'live' ? ('vehicle' as const) : ('lastKnown' as const) } : null;

  return (
    <div className="grid gap-4 md:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
      <div className="grid content-start gap-2">
        <FollowMap vehicle={vehicle} destination={destination} label={t('follow.mapLabel')} />
        <p className="flex flex-wrap gap-x-4 gap-y-1 text-xs text-muted-foreground">
          {vehicle && (
            <Legend color={markerColors[vehicle.kind]} text={t(vehicle.kind === 'vehicle' ? 'follow.vehicle' : 'follow.lastKnown')} />
          )}
          {destination && <Legend color={markerColors.destination} text={t('follow.destination')} />}
        </p>
      </div>
      <div className="grid content-start gap-3">
        <div role="status" className="flex flex-wrap items-center gap-x-3 gap-y-1">
          <Badge variant={stateTone[state]}>{t(`follow.state.${state}`)}</Badge>
          {phase && <span className="font-medium">{t(`follow.phase.${phase}`)}</span>}
        </div>
        {state === 'quiet' && recordedAt && <p className="text-sm">{t('follow.quietText', { time: time(recordedAt) })}</p>}
        {note && <p className="text-sm">{note}</p>}
        {rows.length > 0 && <DetailList items={rows} className="text-sm" />}
        {state === 'live' && (
          <p className="text-xs text-muted-foreground">{t(phase === 'toPickup' ? 'follow.toPickupNote' : 'follow.etaNote')}</p>
        )}
        <p className="text-xs text-muted-foreground">{t('follow.refreshNote')}</p>
      </div>
    </div>
  );
}
