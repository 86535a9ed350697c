/** The push workers running in this process, woken when a push is queued (platform/worker-wakers.ts). */
import { workerWakers } from '../../platform/worker-wakers';

const wakers = workerWakers('tovar.pushWorkers');

export const registerPushWorker = wakers.register;
export const wakePushWorkers = wakers.wake;
/** For pushes queued in a transaction not yet committed (invisible until then). */
export const wakePushWorkersAfterCommit = wakers.wakeAfterCommit;
