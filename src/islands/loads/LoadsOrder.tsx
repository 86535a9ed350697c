import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { loadScopes, loadSorts, type LoadScope, type LoadSort } from '@/lib/schemas/load-search';
import type { OriginVehicle } from './types';

interface LoadsOrderProps {
  scope: LoadScope;
  sort: LoadSort;
  vehicleId: string | undefined;
  vehicles: OriginVehicle[];
  onScope: (scope: LoadScope) => void;
  onSort: (sort: LoadSort, vehicleId: string | undefined) => void;
}

/** Which list (open loads or my bids), and its order; empty km count from a chosen vehicle with a known position. */
export function LoadsOrder({ scope, sort, vehicleId, vehicles, onScope, onSort }: LoadsOrderProps) {
  const { t } = useTranslation('loads');
  const located = vehicles.filter((vehicle) => vehicle.located);
  return (
    <div className="flex flex-wrap items-end justify-between gap-3">
      <div role="group" aria-label={t('scope.label')} className="flex max-w-full flex-wrap gap-1 rounded-lg border p-1">
        {loadScopes.map((option) => (
          <Button
            key={option}
            size="sm"
            variant={scope === option ? 'secondary' : 'ghost'}
            aria-pressed={scope === option}
            onClick={() => onScope(option)}
          >
            {t(`scope.${option}`)}
          </Button>
        ))}
      </div>
      {scope === 'open' && (
        <div className="flex flex-wrap items-end gap-3">
          <div className="grid gap-1.5">
            <Label htmlFor="loads-sort">{t('sort.label')}</Label>
            <Select
              value={sort}
              onValueChange={(value) => onSort(value as LoadSort, value === 'emptyKm' ? (vehicleId ?? located[0]?.id) : vehicleId)}
            >
              <SelectTrigger id="loads-sort" className="min-w-48">
                <SelectValue />
              </SelectTrigger>
              <SelectContent>
                {loadSorts.map((option) => (
                  <SelectItem key={option} value={option} disabled={option === 'emptyKm' && located.length === 0}>
                    {t(`sort.${option}`)}
                  </SelectItem>
                ))}
              </SelectContent>
            </Select>
          </div>
          {sort === 'emptyKm' && (
            <div className="grid gap-1.5">
              <Label htmlFor="loads-vehicle">{t('sort.fromVehicle')}</Label>
              <Select value={vehicleId} onValueChange={(value) => onSort('emptyKm', value)}>
                <SelectTrigger id="loads-vehicle" className="min-w-48">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  {located.map((vehicle) => (
                    <SelectItem key={vehicle.id} value={vehicle.id}>
                      {vehicle.name} · {vehicle.plate}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
          )}
        </div>
      )}
    </div>
  );
}
