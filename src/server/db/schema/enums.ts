import { pgEnum } from 'drizzle-orm/pg-core';
import { accountTypes, bidStatuses, deliveryTypes, itemTypes, transportStatuses, vehicleStatuses, vehicleTypes } from '@/lib/constants';

export const accountTypeEnum = pgEnum('account_type', accountTypes);
export const itemTypeEnum = pgEnum('item_type', itemTypes);
export const deliveryTypeEnum = pgEnum('delivery_type', deliveryTypes);
export const transportStatusEnum = pgEnum('transport_status', transportStatuses);
export const bidStatusEnum = pgEnum('bid_status', bidStatuses);
export const actionTokenPurposeEnum = pgEnum('action_token_purpose', ['CONFIRM_EMAIL', 'RESET_PASSWORD']);
export const vehicleTypeEnum = pgEnum('vehicle_type', vehicleTypes);
export const vehicleStatusEnum = pgEnum('vehicle_status', vehicleStatuses);
