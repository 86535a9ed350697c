import { transporterAccountTypes } from '@/lib/constants';
import { bidTransportSchema, bookNowSchema, placeBidSchema } from '@/lib/schemas/bid';
import { keysetPageSchema } from '@/lib/schemas/transport';
import { createTRPCRouter, roleProcedure } from '../../trpc';
import { bookNowHandler } from './bookNow.handler';
import { forTransportHandler } from './forTransport.handler';
import { mineHandler } from './mine.handler';
import { placeHandler } from './place.handler';
import { withdrawHandler } from './withdraw.handler';

const transporterProcedure = roleProcedure(...transporterAccountTypes);

/** Transport companies only; each bid belongs to its company and transporter, checked in the handlers. */
export const bidsRouter = createTRPCRouter({
  place: transporterProcedure.input(placeBidSchema).mutation(placeHandler),
  bookNow: transporterProcedure.input(bookNowSchema).mutation(bookNowHandler),
  withdraw: transporterProcedure.input(bidTransportSchema).mutation(withdrawHandler),
  forTransport: transporterProcedure.input(bidTransportSchema).query(forTransportHandler),
  mine: transporterProcedure.input(keysetPageSchema).query(mineHandler),
});
