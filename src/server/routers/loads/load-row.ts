/** What a row of the load search shows: the table's columns and the load's shape, from the transport row. */
import { transports } from '../../db/schema';

export const loadRowColumns = {
  id: transports.id,
  title: transports.title,
  status: transports.status,
  deliveryType: transports.deliveryType,
  loadingAddress: transports.loadingAddress,
  loadingCountry: transports.loadingCountry,
  loadingDate: transports.loadingDate,
  loadingFlexible: transports.loadingFlexible,
  deliveryAddress: transports.deliveryAddress,
  deliveryCountry: transports.deliveryCountry,
  deliveryDate: transports.deliveryDate,
  deliveryFlexible: transports.deliveryFlexible,
  vehicle: transports.vehicle,
  estimatedWeightKg: transports.estimatedWeightKg,
  estimatedVolumeM3: transports.estimatedVolumeM3,
  itemTypes: transports.itemTypes,
  maxItemLongCm: transports.maxItemLongCm,
  maxItemShortCm: transports.maxItemShortCm,
  maxItemHeightCm: transports.maxItemHeightCm,
  bidCount: transports.bidCount,
  createdAt: transports.createdAt,
  updatedAt: transports.updatedAt,
};
