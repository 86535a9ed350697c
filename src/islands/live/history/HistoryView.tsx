import { useId, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/client/use-format';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import type { LiveVehicle } from '../types';
import { HistoryMap } from './HistoryMap';
import { TrackSlider } from './TrackSlider';
import { daysRange, localDay, stopDuration } from './track-days';
import { useTrackHistory } from './use-track-history';

interface HistoryViewProps {
  vehicles: LiveVehicle[];
  /** The vehicle selected on the map or in the list, shown first. */
  selected: string | null;
}

/** A vehicle's track on a day or from one day to another, with a time slider and its stops. */
export function HistoryView({ vehicles, selected }: HistoryViewProps) {
  const { t } = useTranslation('live');
  const { t: tc } = useTranslation('common');
  const format = useFormat();
  const ids = { vehicle: useId(), from: useId(), to: useId() };
  const [openedAt] = useState(Date.now);
  const today = localDay(openedAt);
  const [vehicleId, setVehicleId] = useState(selected ?? vehicles[0]?.id ?? null);
  const [days, setDays] = useState({ from: today, to: today });
  const range = useMemo(() => daysRange(days.from, days.to <= days.from ? days.from : days.to), [days]);
  const history = useTrackHistory(vehicleId, range.from, range.to);
  const [at, setAt] = useState(0);
  const data = history.data;
  const oldest = data?.keptFrom ? localDay(data.keptFrom) : undefined;
  const stopLabels = useMemo(() => data?.stops.map((stop) => stopDuration(stop.to - stop.from, t)) ?? [], [data, t]);
  const time = (ms: number) => format.dateTime(new Date(ms));
  // A stop's end on the day it began shows the clock alone: "26 Nov 2026, 01:22–02:36".
  const until = (from: number, to: number) =>
    new Date(from).toDateString() === new Date(to).toDateString()
      ? new Date(to).toLocaleTimeString(format.locale, { timeStyle: 'short' })
      : time(to);
  const setDay = (key: 'from' | 'to', value: string) => {
    setAt(0);
    setDays((previous) => ({ ...previous, [key]: value || today }));
  };

  return (
    <div className="grid gap-4">
      <div className="grid gap-3 sm:grid-cols-[minmax(0,2fr)_minmax(0,1fr)_minmax(0,1fr)]">
        <div className="grid gap-1.5">
          <Label htmlFor={ids.vehicle}>{t('history.vehicle')}</Label>
          <Select value={vehicleId ?? ''} onValueChange={(value) => (setAt(0), setVehicleId(value))}>
            <SelectTrigger id={ids.vehicle} className="w-full">
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {vehicles.map((vehicle) => (
                <SelectItem key={vehicle.id} value={vehicle.id}>
                  {vehicle.name} ({vehicle.plate})
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={ids.from}>{t('history.from')}</Label>
          <Input
            id={ids.from}
            type="date"
            min={oldest}
            max={today}
            value={days.from}
            onChange={(event) => setDay('from', event.target.value)}
          />
        </div>
        <div className="grid gap-1.5">
          <Label htmlFor={ids.to}>{t('history.to')}</Label>
          <Input
            id={ids.to}
            type="date"
            min={days.from}
            max={today}
            value={days.to}
            onChange={(event) => setDay('to', event.target.value)}
          />
        </div>
      </div>
      {data?.keptFrom && (
        <p className="text-sm text-muted-foreground">{t('history.kept', { days: Math.round((openedAt - data.keptFrom) / 86_400_000) })}</p>
      )}
      {history.error && !history.loading ? (
        <div role="alert" className="flex flex-wrap items-center gap-3 rounded-md border border-destructive/50 p-3">
          <p>{t('history.loadFailed')}</p>
          <Button variant="outline" size="sm" onClick={history.reload}>
            {tc('action.retry')}
          </Button>
        </div>
      ) : !data || !history.track ? (
        <Skeleton className="h-[50vh] w-full" role="status" aria-label={t('history.loading')} />
      ) : data.count === 0 ? (
        <p className="rounded-md border p-4 text-muted-foreground">{t('history.empty')}</p>
      ) : (
        <>
          <p className="font-medium" aria-busy={history.loading}>
            {t('history.summary', {
              distance: format.number(data.distanceM / 1000, { maximumFractionDigits: 1 }),
              count: format.number(data.count),
            })}
          </p>
          <HistoryMap track={history.track} stops={data.stops} stopLabels={stopLabels} at={Math.min(at, data.count - 1)} />
          <TrackSlider times={history.track.time} at={Math.min(at, data.count - 1)} onAt={setAt} formatTime={time} />
          <section aria-labelledby={`${ids.vehicle}-stops`} className="grid gap-2">
            <h2 id={`${ids.vehicle}-stops`} className="font-semibold">
              {t('history.stops')}
            </h2>
            {data.stops.length === 0 ? (
              <p className="text-sm text-muted-foreground">{t('history.noStops')}</p>
            ) : (
              <ol className="grid gap-1 text-sm">
                {data.stops.map((stop, i) => (
                  <li key={stop.from}>
                    <button
                      type="button"
                      className="text-left underline-offset-4 hover:underline focus-visible:ring-2 focus-visible:ring-ring focus-visible:outline-none"
                      onClick={() => setAt(history.track ? Array.from(history.track.time).findIndex((ms) => ms >= stop.from) : 0)}
                    >
                      {t('history.stop', { from: time(stop.from), to: until(stop.from, stop.to), duration: stopLabels[i] })}
                    </button>
                  </li>
                ))}
              </ol>
            )}
          </section>
        </>
      )}
    </div>
  );
}
