import type { DamageReportInput } from '@/lib/schemas/delivery';
import type { HandlerOptions } from '../../trpc';
import { reportDamage } from '../../services/deliveries/damage-report';

/** The customer only (the transporter and anyone else: NOT_FOUND), within 7 days of the delivery. */
export function reportDamageHandler({ ctx, input }: HandlerOptions<DamageReportInput>) {
  return reportDamage(ctx.db, ctx.auth.userId, input);
}
