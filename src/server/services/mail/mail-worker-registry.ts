/** The mail delivery workers running in this process, woken when a mail is queued (platform/worker-wakers.ts). */
import { workerWakers } from '../../platform/worker-wakers';

const wakers = workerWakers('tovar.mailWorkers');

export const registerMailWorker = wakers.register;
export const wakeMailWorkers = wakers.wake;
/** For a mail queued in a transaction not yet committed (a notification written with its cause). */
export const wakeMailWorkersAfterCommit = wakers.wakeAfterCommit;
