/**
 * What a row of the load search shows, in its table and its cards, and nothing more: a load's detail
 * is loads.byId's. Each column more is read, mapped, written and compressed twenty times a page; the
 * countries, item types and delivery type (filters, not columns) came to ~12 % of a page's CPU (issue 25).
 */
import { transports } from '../../db/schema';
import { transportRouteColumns } from '../../services/transports/transport-route-columns';

export const loadRowColumns = {
  ...transportRouteColumns,
  vehicle: transports.vehicle,
  estimatedWeightKg: transports.estimatedWeightKg,
  estimatedVolumeM3: transports.estimatedVolumeM3,
  maxItemLongCm: transports.maxItemLongCm,
  maxItemShortCm: transports.maxItemShortCm,
  maxItemHeightCm: transports.maxItemHeightCm,
  bidCount: transports.bidCount,
  budgetAmount: transports.budgetAmount,
  budgetCurrency: transports.budgetCurrency,
  bookNowAmount: transports.bookNowAmount,
  bookNowCurrency: transports.bookNowCurrency,
  updatedAt: transports.updatedAt,
};
