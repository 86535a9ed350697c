import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlusIcon, TruckIcon } from 'lucide-react';
import '@/client/i18n';
import { island } from '@/client/island';
import { PageSkeleton } from '@/components/app/PageSkeleton';
import { api } from '@/client/trpc';
import { useApi } from '@/client/use-api';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { VehicleCards } from './VehicleCards';
import { VehicleFormDialog } from './VehicleFormDialog';
import { VehicleTable } from './VehicleTable';
import type { FleetVehicle } from './types';
import { TableOrCards } from '@/components/app/TableOrCards';

/** The dialog's state: closed, adding, or editing one vehicle. */
type Editing = { vehicle: FleetVehicle | null } | null;

/** /platform/transporter/fleet: the company's vehicles, a table on a desktop and cards on a phone. */
function FleetPage() {
  const { t } = useTranslation('fleet');
  const { t: tc } = useTranslation('common');
  const list = useApi(useCallback(() => api.fleet.list.query(), []));
  const [editing, setEditing] = useState<Editing>(null);
  const vehicles = list.data;
  const waiting = !vehicles && (list.loading || !list.error);
  const edit = (vehicle: FleetVehicle) => setEditing({ vehicle });
  const add = () => setEditing({ vehicle: null });

  return (
    <Card aria-busy={list.loading}>
      <CardHeader className="flex flex-col gap-3 sm:flex-row sm:items-start sm:justify-between">
        <div className="grid gap-1.5">
          <CardTitle>
            <h2 className="text-lg">{t('page.heading')}</h2>
          </CardTitle>
          <CardDescription>
            {t('page.description')}
            {vehicles && vehicles.length > 0 && <span className="block">{t('page.count', { count: vehicles.length })}</span>}
            {/* While the fleet loads, the count's line and the button's place are kept: the list below does not move when they come. */}
            {waiting && <Skeleton className="my-0.5 h-4 w-28" />}
          </CardDescription>
        </div>
        {vehicles && vehicles.length > 0 && (
          <Button onClick={add} className="shrink-0">
            <PlusIcon aria-hidden="true" />
            {t('action.add')}
          </Button>
        )}
        {waiting && <Skeleton className="h-9 w-36 shrink-0" />}
      </CardHeader>
      <CardContent>
        {list.error && !list.loading ? (
          <div role="alert" className="flex flex-col items-start gap-3 rounded-md border border-destructive/50 p-4">
            <p>{t('page.loadFailed')}</p>
            <Button variant="outline" onClick={list.reload}>
              {tc('action.retry')}
            </Button>
          </div>
        ) : !vehicles ? (
          <div className="grid gap-3" aria-label={tc('app.loading')} role="status">
            {[0, 1, 2].map((n) => (
              <Skeleton key={n} className="h-12 w-full" />
            ))}
          </div>
        ) : vehicles.length === 0 ? (
          <div className="flex flex-col items-center gap-3 rounded-lg border border-dashed p-8 text-center">
            <TruckIcon aria-hidden="true" className="size-10 text-muted-foreground" />
            <h3 className="font-semibold">{t('empty.title')}</h3>
            <p className="max-w-md text-muted-foreground">{t('empty.text')}</p>
            <Button onClick={add}>
              <PlusIcon aria-hidden="true" />
              {t('action.add')}
            </Button>
          </div>
        ) : (
          <TableOrCards
            fits="page"
            table={<VehicleTable vehicles={vehicles} onEdit={edit} onChanged={list.reload} />}
            cards={<VehicleCards vehicles={vehicles} onEdit={edit} onChanged={list.reload} />}
          />
        )}
      </CardContent>
      {editing && (
        <VehicleFormDialog
          key={editing.vehicle?.id ?? 'new'}
          vehicle={editing.vehicle}
          onClose={() => setEditing(null)}
          onSaved={list.reload}
        />
      )}
    </Card>
  );
}

export default island(FleetPage, PageSkeleton);
