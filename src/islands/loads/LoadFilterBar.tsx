import { useState, type FormEvent } from 'react';
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
import type { LoadFilters } from '@/lib/schemas/load-search';
import { ItemTypesField } from './ItemTypesField';
import { PlacesField } from './PlacesField';

interface LoadFilterBarProps {
  filters: LoadFilters;
  onApply: (filters: LoadFilters) => void;
}

const anyDelivery = 'ANY';

/** The filters, edited as a draft and applied together (Enter or "Show loads"), so the list does not jump at each keystroke. */
export function LoadFilterBar({ filters, onApply }: LoadFilterBarProps) {
  const { t } = useTranslation('loads');
  const { t: tt } = useTranslation('transports');
  const { lang } = useFormat();
  const [draft, setDraft] = useState<LoadFilters>(filters);
  const set = (change: Partial<LoadFilters>) => setDraft((current) => ({ ...current, ...change }));
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onApply(draft);
  };
  return (
    <Card>
      <CardContent>
        <form onSubmit={submit} aria-label={t('filters.label')} className="grid gap-5">
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
              <DatePicker id="loads-date-to" lang={lang} value={fromCalendarDay(draft.loadingTo)} onChange={(date) => set({ loadingTo: date ? toCalendarDay(date) : undefined })} />
            </div>
            <div className="grid content-start gap-2">
              <Label htmlFor="loads-max-kg">{t('filters.maxWeight')}</Label>
              <NumberInput id="loads-max-kg" min={0} value={draft.maxWeightKg} onChange={(maxWeightKg) => set({ maxWeightKg: maxWeightKg && maxWeightKg > 0 ? maxWeightKg : undefined })} />
            </div>
            <div className="grid content-start gap-2">
              <Label htmlFor="loads-max-m3">{t('filters.maxVolume')}</Label>
              <NumberInput id="loads-max-m3" min={0} step="any" value={draft.maxVolumeM3} onChange={(maxVolumeM3) => set({ maxVolumeM3: maxVolumeM3 && maxVolumeM3 > 0 ? maxVolumeM3 : undefined })} />
            </div>
          </div>
          <div className="grid gap-4 md:grid-cols-[1fr_auto]">
            <ItemTypesField value={draft.itemTypes} onChange={(itemTypes) => set({ itemTypes })} />
            <div className="grid content-start gap-2">
              <Label htmlFor="loads-delivery-type">{t('filters.deliveryType')}</Label>
              <Select value={draft.deliveryType ?? anyDelivery} onValueChange={(value) => set({ deliveryType: value === anyDelivery ? undefined : (value as DeliveryType) })}>
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
              <Button type="button" variant="outline" onClick={() => setDraft({ ...emptyFilters, sort: filters.sort, vehicleId: filters.vehicleId })}>
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
