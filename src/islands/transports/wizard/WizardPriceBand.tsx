import { useWatch } from 'react-hook-form';
import { estimateWeightKg } from '@/lib/transport-math';
import { itemTypes, type ItemType } from '@/lib/constants';
import { PriceBand } from '@/islands/price-band/PriceBand';
import type { WizardValues } from './wizard-values';

const isItemType = (value: unknown): value is ItemType => itemTypes.some((type) => type === value);

/** The price band for the request being written (issue 28), in the currency of its budget (EUR until one is chosen). */
export function WizardPriceBand() {
  const values = useWatch<WizardValues>();
  const items = values.items ?? [];
  const measured = items.map((item) => ({
    quantity: Number(item?.quantity) || 0,
    weightKg: Number(item?.weightKg) || 0,
    widthCm: 0,
    heightCm: 0,
    lengthCm: 0,
  }));
  const job = {
    loadingCountry: values.loadingCountry ?? null,
    deliveryCountry: values.deliveryCountry ?? null,
    loadingLat: values.loadingLat ?? null,
    loadingLon: values.loadingLon ?? null,
    deliveryLat: values.deliveryLat ?? null,
    deliveryLon: values.deliveryLon ?? null,
    weightKg: estimateWeightKg(measured),
    itemTypes: items.map((item) => item?.type).filter(isItemType),
  };
  return <PriceBand source={{ job }} currency={values.budgetCurrency ?? values.bookNowCurrency ?? 'EUR'} />;
}
