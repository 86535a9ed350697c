/**
 * A session the server ended (expired, signed out elsewhere, password changed): remembered for the
 * log-in page of this tab, which says so instead of a silent redirect (issue 14).
 */
import { sessionItem } from './session-storage';

export const sessionEnded = sessionItem<true>('tovar-session-ended', (stored) => (stored === true ? true : null));
