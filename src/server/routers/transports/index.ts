import { customerAccountTypes, transporterAccountTypes } from '@/lib/constants';
import { awardBidSchema, createTransportSchema, keysetPageSchema, transportIdSchema } from '@/lib/schemas/transport';
import { updateTransportSchema } from '@/lib/schemas/transport-update';
import { startTransitSchema } from '@/lib/schemas/job';
import { priceBandSchema } from '@/lib/schemas/price-band';
import { markDeliveredSchema } from '@/lib/schemas/delivery';
import { authedProcedure, createTRPCRouter, roleProcedure } from '../../trpc';
import { awardHandler } from './award.handler';
import { byIdHandler } from './byId.handler';
import { cancelHandler } from './cancel.handler';
import { createHandler } from './create.handler';
import { markDeliveredHandler } from './markDelivered.handler';
import { mineHandler } from './mine.handler';
import { priceBandHandler } from './priceBand.handler';
import { removeHandler } from './remove.handler';
import { startTransitHandler } from './startTransit.handler';
import { updateHandler } from './update.handler';

const customerProcedure = roleProcedure(...customerAccountTypes);
const transporterProcedure = roleProcedure(...transporterAccountTypes);

/** Each procedure says who may call it; each handler checks the caller's relation to the transport. */
export const transportsRouter = createTRPCRouter({
  create: customerProcedure.input(createTransportSchema).mutation(createHandler),
  update: customerProcedure.input(updateTransportSchema).mutation(updateHandler),
  mine: customerProcedure.input(keysetPageSchema).query(mineHandler),
  byId: authedProcedure.input(transportIdSchema).query(byIdHandler),
  award: customerProcedure.input(awardBidSchema).mutation(awardHandler),
  cancel: customerProcedure.input(transportIdSchema).mutation(cancelHandler),
  startTransit: transporterProcedure.input(startTransitSchema).mutation(startTransitHandler),
  markDelivered: authedProcedure.input(markDeliveredSchema).mutation(markDeliveredHandler),
  remove: customerProcedure.input(transportIdSchema).mutation(removeHandler),
  priceBand: authedProcedure.input(priceBandSchema).query(priceBandHandler),
});
