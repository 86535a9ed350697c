/**
 * Security notices (issue 26): a password changed, a sign-in from an address the account has not
 * used for 90 days. They cannot be switched off, and quiet hours never hold them (notify.ts).
 */
import { describeUserAgent } from '@/lib/user-agent';
import type { Db } from '../../db/client';
import { notify } from './notify';
import { notificationPaths } from './notification-paths';

export async function tellPasswordChanged(db: Db, userId: string, at: Date) {
  await notify(db, {
    userId,
    kind: 'passwordChanged',
    subjectKey: 'password',
    path: notificationPaths.security,
    params: {},
    eventKey: `password:${at.getTime()}`,
  });
}

/** `sessionId`: the new session's, so each sign-in is told once. */
export async function tellNewSignIn(db: Db, userId: string, sessionId: string, userAgent: string) {
  const device = describeUserAgent(userAgent);
  await notify(db, {
    userId,
    kind: 'newSignIn',
    subjectKey: 'sign-in',
    path: notificationPaths.security,
    params: { device: [device.browser, device.os].filter(Boolean).join(', ') || '?' },
    eventKey: `sign-in:${sessionId}`,
  });
}
