import { lazy, Suspense, useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '@nanostores/react';
import '@/client/i18n';
import { island } from '@/client/island';
import { PageSkeleton } from '@/components/app/PageSkeleton';
import { api } from '@/client/trpc';
import { useApi } from '@/client/use-api';
import { readLiveSearchParams } from '@/lib/schemas/live';
import { matchesVehicle } from '@/lib/vehicle-search';
import { cn } from '@/lib/utils';
import { $user } from '@/stores/auth';
import { realtimeFor } from '@/stores/live-realtime';
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
import { VehicleSearch } from './VehicleSearch';

// History (its track, slider and vehicle picker) loads when its tab is first shown, fetched ahead
// when the pointer or focus reaches the tab: the map is what the page opens on.
const loadHistoryView = () => import('./history/HistoryView');
const HistoryView = lazy(() => loadHistoryView().then((module) => ({ default: module.HistoryView })));

/** /platform/transporter/live: the fleet on a map (or a table), its vehicles beside it. */
function LivePage() {
  const { t } = useTranslation('live');
  const { t: tc } = useTranslation('common');
  const params = useMemo(() => readLiveSearchParams(new URLSearchParams(location.search)), []);
  const userId = useStore($user)?.id;
  const realtime = useMemo(() => realtimeFor(userId, params.realtime), [userId, params.realtime]);
  const [view, setView] = useState('map');
  const [query, setQuery] = useState('');
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
  const feed = useLiveFeed(realtime, params.user, data.data?.snapshot.lastId ?? null, onPositions);
  const vehicles = useMemo(
    () => data.data?.vehicles.map((vehicle) => ({ ...vehicle, ...updates[vehicle.id] })) ?? [],
    [data.data, updates],
  );
  const found = useMemo(() => vehicles.filter((vehicle) => matchesVehicle(vehicle, query)), [vehicles, query]);
  // The map's arrow keys follow the list as filtered (a string key: a position update keeps it).
  const foundKey = found.map((vehicle) => vehicle.id).join(',');
  const vehicleIds = useMemo(() => (foundKey === '' ? [] : foundKey.split(',')), [foundKey]);
  // The map follows the search: a single match is selected and flown to.
  const search = (typed: string) => {
    setQuery(typed);
    const matches = vehicles.filter((vehicle) => matchesVehicle(vehicle, typed));
    if (typed.trim() !== '' && matches.length === 1) select(matches[0]!.id);
  };
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
  const searchBox = (
    <VehicleSearch
      query={query}
      onQuery={search}
      matches={found.length}
      total={vehicles.length}
      onPickFirst={() => found[0] && select(found[0].id)}
    />
  );

  return (
    <div className="grid gap-4">
      <p className="text-muted-foreground">{t('page.description')}</p>
      <LiveStatusBar user={params.user} realtime={realtime} feed={feed} />
      <div className={cn('grid gap-4', view === 'map' && 'xl:grid-cols-[minmax(0,1fr)_20rem]')}>
        <Tabs value={view} onValueChange={setView} className="min-w-0">
          <div className="flex flex-wrap items-center justify-between gap-2">
            <TabsList aria-label={t('view.label')}>
              <TabsTrigger value="map">{t('view.map')}</TabsTrigger>
              <TabsTrigger value="table">{t('view.table')}</TabsTrigger>
              <TabsTrigger value="history" onPointerEnter={loadHistoryView} onFocus={loadHistoryView}>
                {t('view.history')}
              </TabsTrigger>
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
              <CardContent className="grid gap-4 overflow-x-auto pt-4">
                <div className="max-w-sm">{searchBox}</div>
                <LiveTable vehicles={found} selected={selected} onSelect={select} />
              </CardContent>
            </Card>
          </TabsContent>
          <TabsContent value="history">
            <Suspense fallback={<Skeleton className="h-96 w-full" />}>
              <HistoryView vehicles={vehicles} selected={selected} />
            </Suspense>
          </TabsContent>
        </Tabs>
        <Card className={cn('max-h-[70vh] overflow-y-auto', view !== 'map' && 'hidden')}>
          <CardHeader>
            <h2 className="text-lg font-semibold">{t('list.heading')}</h2>
            <CardDescription>{t('list.count', { count: vehicles.length })}</CardDescription>
          </CardHeader>
          <CardContent className="grid gap-3">
            {vehicles.length > 0 && searchBox}
            {vehicles.length === 0 ? (
              <p className="text-muted-foreground">{params.user ? t('list.noMatch', { user: params.user }) : t('list.empty')}</p>
            ) : (
              <VehicleList vehicles={found} selected={selected} onSelect={select} />
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
