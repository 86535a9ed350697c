import { useState, type FormEvent } from 'react';
import { SlidersHorizontalIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/client/use-format';
import { NumberInput } from '@/components/app/NumberInput';
import { Button } from '@/components/ui/button';
import { Card, CardContent } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { DatePicker } from '@/components/ui/date-picker';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { fromCalendarDay, toCalendarDay } from '@/lib/calendar-day';
import { deliveryTypes, type DeliveryType } from '@/lib/constants';
import { emptyFilters } from '@/lib/load-search-params';
import { cn } from '@/lib/utils';
import type { LoadFilters } from '@/lib/schemas/load-search';
import { ItemTypesField } from './ItemTypesField';
import { PlacesField } from './PlacesField';

interface LoadFilterBarProps {
  filters: LoadFilters;
  onApply: (filters: LoadFilters) => void;
}

const anyDelivery = 'ANY';

/** How many filters are set (places count one each). */
function countApplied(filters: LoadFilters): number {
  return (
    filters.loading.length +
    filters.delivery.length +
    filters.itemTypes.length +
    [filters.loadingFrom, filters.loadingTo, filters.deliveryType, filters.maxWeightKg, filters.maxVolumeM3].filter(
      (value) => value !== undefined,
    ).length +
    (filters.fitsMyFleet ? 1 : 0)
  );
}

/**
 * The filters, edited as a draft and applied together (Enter or "Show loads"), so the list does not
 * jump at each keystroke; "Clear filters" applies at once.
 */
export function LoadFilterBar({ filters, onApply }: LoadFilterBarProps) {
  const { t } = useTranslation('loads');
  const { t: tt } = useTranslation('transports');
  const { lang } = useFormat();
  const [draft, setDraft] = useState<LoadFilters>(filters);
  // On a phone the form folds away behind one button, so the loads are on the first screen.
  const [shown, setShown] = useState(false);
  const applied = countApplied(filters);
  const set = (change: Partial<LoadFilters>) => setDraft((current) => ({ ...current, ...change }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  // Clearing applies at once: the form, the list and the URL never disagree (issue 30).
  const clear = () => {
    const cleared = { ...emptyFilters, sort: filters.sort, vehicleId: filters.vehicleId };
    setDraft(cleared);
    onApply(cleared);
  };
  return (
    <Card className="min-w-0">
      <CardContent className="grid gap-4">
        <Button
          type="button"
          variant="outline"
          className="justify-self-start md:hidden"
          aria-expanded={shown}
          aria-controls="load-filters"
          onClick={() => setShown(!shown)}
        >
          <SlidersHorizontalIcon aria-hidden="true" />
          {applied > 0 ? t('filters.toggleCount', { count: applied }) : t('filters.toggle')}
        </Button>
        <form
          id="load-filters"
          onSubmit={submit}
          aria-label={t('filters.label')}
          className={cn('gap-5 md:grid', shown ? 'grid' : 'hidden')}
        >
          <div className="grid gap-5 md:grid-cols-2">
            <PlacesField label={t('filters.loading')} value={draft.loading} onChange={(loading) => set({ loading })} />
            <PlacesField label={t('filters.delivery')} value={draft.delivery} onChange={(delivery) => set({ delivery })} />
          </div>
          <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
            <div className="grid content-start gap-2">
              <Label htmlFor="loads-date-from">{t('filters.loadingFrom')}</Label>
              <DatePicker
                id="loads-date-from"
                lang={lang}
                value={fromCalendarDay(draft.loadingFrom)}
                onChange={(date) => set({ loadingFrom: date ? toCalendarDay(date) : undefined })}
              />
            </div>
            <div className="grid content-start gap-2">
              <Label htmlFor="loads-date-to">{t('filters.loadingTo')}</Label>
              <DatePicker
                id="loads-date-to"
                lang={lang}
                value={fromCalendarDay(draft.loadingTo)}
                onChange={(date) => set({ loadingTo: date ? toCalendarDay(date) : undefined })}
              />
            </div>
            <div className="grid content-start gap-2">
              <Label htmlFor="loads-max-kg">{t('filters.maxWeight')}</Label>
              <NumberInput
                id="loads-max-kg"
                min={0}
                value={draft.maxWeightKg}
                onChange={(maxWeightKg) => set({ maxWeightKg: maxWeightKg && maxWeightKg > 0 ? maxWeightKg : undefined })}
              />
            </div>
            <div className="grid content-start gap-2">
              <Label htmlFor="loads-max-m3">{t('filters.maxVolume')}</Label>
              <NumberInput
                id="loads-max-m3"
                min={0}
                step="any"
                value={draft.maxVolumeM3}
                onChange={(maxVolumeM3) => set({ maxVolumeM3: maxVolumeM3 && maxVolumeM3 > 0 ? maxVolumeM3 : undefined })}
              />
            </div>
          </div>
          <div className="grid gap-4 md:grid-cols-[1fr_auto]">
            <ItemTypesField value={draft.itemTypes} onChange={(itemTypes) => set({ itemTypes })} />
            <div className="grid content-start gap-2">
              <Label htmlFor="loads-delivery-type">{t('filters.deliveryType')}</Label>
              <Select
                value={draft.deliveryType ?? anyDelivery}
                onValueChange={(value) => set({ deliveryType: value === anyDelivery ? undefined : (value as DeliveryType) })}
              >
                <SelectTrigger id="loads-delivery-type" className="min-w-44">
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={anyDelivery}>{t('filters.anyDeliveryType')}</SelectItem>
                  {deliveryTypes.map((type) => (
                    <SelectItem key={type} value={type}>
                      {tt(`deliveryType.${type}`)}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            </div>
          </div>
          <div className="flex flex-wrap items-center justify-between gap-3">
            <div className="flex items-center gap-2">
              <Checkbox id="loads-fits" checked={draft.fitsMyFleet} onCheckedChange={(checked) => set({ fitsMyFleet: checked === true })} />
              <Label htmlFor="loads-fits" className="font-normal">
                {t('filters.fitsMyFleet')}
              </Label>
            </div>
            <div className="flex gap-2">
              <Button type="button" variant="outline" onClick={clear}>
                {t('filters.clear')}
              </Button>
              <Button type="submit">{t('filters.apply')}</Button>
            </div>
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
