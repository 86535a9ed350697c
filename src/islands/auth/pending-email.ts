import { sessionItem } from '@/client/session-storage';

/** The email typed at sign-up or reset, offered on the log-in form; cleared once logged in. */
export const pendingEmail = sessionItem<string>('tovar-pending-email', (stored) => (typeof stored === 'string' ? stored : null));
