/** What every list of transports shows of a row: its id, title, status, the route with its days, and when bidding ends. */
import { transports } from '../../db/schema';

export const transportRouteColumns = {
  id: transports.id,
  title: transports.title,
  status: transports.status,
  loadingAddress: transports.loadingAddress,
  loadingDate: transports.loadingDate,
  loadingFlexible: transports.loadingFlexible,
  deliveryAddress: transports.deliveryAddress,
  deliveryDate: transports.deliveryDate,
  deliveryFlexible: transports.deliveryFlexible,
  biddingEndsAt: transports.biddingEndsAt,
};
