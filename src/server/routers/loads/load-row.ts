/** What a row of the load search shows: the table's columns and the load's shape, from the transport row. */
import { transports } from '../../db/schema';
import { transportRouteColumns } from '../../services/transports/transport-route-columns';

export const loadRowColumns = {
  ...transportRouteColumns,
  deliveryType: transports.deliveryType,
  loadingCountry: transports.loadingCountry,
  deliveryCountry: transports.deliveryCountry,
  vehicle: transports.vehicle,
  estimatedWeightKg: transports.estimatedWeightKg,
  estimatedVolumeM3: transports.estimatedVolumeM3,
  itemTypes: transports.itemTypes,
  maxItemLongCm: transports.maxItemLongCm,
  maxItemShortCm: transports.maxItemShortCm,
  maxItemHeightCm: transports.maxItemHeightCm,
  bidCount: transports.bidCount,
  budgetAmount: transports.budgetAmount,
  budgetCurrency: transports.budgetCurrency,
  bookNowAmount: transports.bookNowAmount,
  bookNowCurrency: transports.bookNowCurrency,
  createdAt: transports.createdAt,
  updatedAt: transports.updatedAt,
};
