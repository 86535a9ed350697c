/** What a delivery's proof tells (issue 28), in its transaction: the hired transporter hears of hidden damage the customer reports. */
import type { Db } from '../../db/client';
import type { Transport } from '../../db/schema';
import { notify } from './notify';
import { notificationPaths } from './notification-paths';

export async function tellHiddenDamage(db: Db, transport: Pick<Transport, 'id' | 'title'>, carrierId: string, reportId: number) {
  await notify(db, {
    userId: carrierId,
    kind: 'hiddenDamage',
    subjectKey: transport.id,
    transportId: transport.id,
    path: notificationPaths.job(transport.id),
    params: { title: transport.title },
    eventKey: `damage:${transport.id}:${reportId}`,
  });
}
