import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '@/client/i18n';
import { island } from '@/client/island';
import { PageSkeleton } from '@/components/app/PageSkeleton';
import { api } from '@/client/trpc';
import { useApi } from '@/client/use-api';
import { readLiveSearchParams } from '@/lib/schemas/live';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/ui/tabs';
import { LiveMap } from './LiveMap';
import { LiveTable } from './LiveTable';
import { LiveStatusBar } from './LiveStatusBar';
import type { LiveModel } from './live-model';
import { useLiveFeed, type FeedPosition } from './use-live-feed';
import { useVehicleUpdates } from './use-vehicle-updates';
import { benchMeasure } from './bench-measure';
import { VehicleDetails } from './VehicleDetails';
import { VehicleList } from './VehicleList';

/** /platform/transporter/live: the fleet on a map (or a table), its vehicles beside it. */
function LivePage() {
  const { t } = useTranslation('live');
  const { t: tc } = useTranslation('common');
  const params = useMemo(() => readLiveSearchParams(new URLSearchParams(location.search)), []);
  const data = useApi(
    useCallback(async () => {
      const [vehicles, snapshot] = await Promise.all([
        api.live.vehicles.query({ user: params.user }),
        api.live.snapshot.query({ count: params.count, user: params.user }),
      ]);
      return { vehicles, snapshot };
    }, [params]),
  );
  const [selected, setSelected] = useState<string | null>(null);
  const [detailsOpen, setDetailsOpen] = useState(false);
  const [cleared, setCleared] = useState(false);
  const select = useCallback((vehicleId: string | null) => {
    setSelected(vehicleId);
    setCleared(vehicleId === null);
    if (vehicleId === null) setDetailsOpen(false);
  }, []);
  const [{ updates, received }, addUpdates] = useVehicleUpdates();
  const modelRef = useRef<LiveModel | null>(null);

  const onPositions = useCallback(
    (positions: FeedPosition[]) => {
      const started = performance.now();
      modelRef.current?.apply(positions);
      addUpdates(positions);
      // bench/live-render reads how long an update takes on the main thread.
      benchMeasure('live-update', started);
    },
    [addUpdates],
  );
  const feed = useLiveFeed(params.realtime, params.user, data.data?.snapshot.lastId ?? null, onPositions);
  const vehicles = useMemo(
    () => data.data?.vehicles.map((vehicle) => ({ ...vehicle, ...updates[vehicle.id] })) ?? [],
    [data.data, updates],
  );
  const vehicleIds = useMemo(() => data.data?.vehicles.map((vehicle) => vehicle.id) ?? [], [data.data]);
  // A vehicle chosen on the map shows in the side list too.
  useEffect(() => {
    if (selected) document.getElementById(`live-vehicle-${selected}`)?.scrollIntoView({ block: 'nearest' });
  }, [selected]);

  if (data.error && !data.loading) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-md border border-destructive/50 p-4">
        <p>{t('page.loadFailed')}</p>
        <Button variant="outline" onClick={data.reload}>
          {tc('action.retry')}
        </Button>
      </div>
    );
  }
  if (!data.data) return <Skeleton className="h-[60vh] w-full" role="status" aria-label={tc('app.loading')} />;
  const { snapshot } = data.data;
  const selectedVehicle = vehicles.find((vehicle) => vehicle.id === selected);

  return (
    <div className="grid gap-4">
      <p className="text-muted-foreground">{t('page.description')}</p>
      <LiveStatusBar user={params.user} realtime={params.realtime} feed={feed} />
      <div className="grid gap-4 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <Tabs defaultValue="map" className="min-w-0">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <TabsList aria-label={t('view.label')}>
              <TabsTrigger value="map">{t('view.map')}</TabsTrigger>
              <TabsTrigger value="table">{t('view.table')}</TabsTrigger>
            </TabsList>
            <p className="text-sm text-muted-foreground">{t('map.points', { count: Math.min(params.count, snapshot.count + received) })}</p>
          </div>
          <TabsContent value="map" forceMount className="data-[state=inactive]:hidden">
            <LiveMap
              vehicles={data.data.vehicles}
              snapshot={snapshot}
              trailCapacity={params.count}
              vehicleIds={vehicleIds}
              selected={selected}
              onSelect={select}
              detailsOpen={detailsOpen}
              onDetails={setDetailsOpen}
              modelRef={modelRef}
            >
              {detailsOpen && selectedVehicle && <VehicleDetails vehicle={selectedVehicle} onClose={() => setDetailsOpen(false)} />}
            </LiveMap>
          </TabsContent>
          <TabsContent value="table">
            <Card>
              <CardContent className="overflow-x-auto pt-4">
                <LiveTable vehicles={vehicles} selected={selected} onSelect={select} />
              </CardContent>
            </Card>
          </TabsContent>
        </Tabs>
        <Card className="max-h-[70vh] overflow-y-auto">
          <CardHeader>
            <h2 className="text-lg font-semibold">{t('list.heading')}</h2>
            <CardDescription>{t('list.count', { count: vehicles.length })}</CardDescription>
          </CardHeader>
          <CardContent>
            {vehicles.length === 0 ? (
              <p className="text-muted-foreground">{params.user ? t('list.noMatch', { user: params.user }) : t('list.empty')}</p>
            ) : (
              <VehicleList vehicles={vehicles} selected={selected} onSelect={select} />
            )}
          </CardContent>
        </Card>
      </div>
      <p className="sr-only" role="status">
        {selectedVehicle
          ? t('map.selected', {
              name: selectedVehicle.name,
              plate: selectedVehicle.plate,
              index: vehicleIds.indexOf(selectedVehicle.id) + 1,
              total: vehicleIds.length,
            })
          : cleared
            ? t('map.cleared')
            : ''}
      </p>
    </div>
  );
}

export default island(LivePage, PageSkeleton);
