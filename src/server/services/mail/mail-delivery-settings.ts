/**
 * How the mail queue retries, in one place. Tests pass their own (shorter) settings to the worker
 * instead of waiting. A failed attempt waits `firstDelayMs × factor^(failures − 1)`, at most
 * `maxDelayMs`; a mail still undelivered `giveUpAfterMs` after it was queued is given up (logged as
 * an error). A claimed mail is leased for `leaseMs`: a worker that dies between claim and send
 * leaves it to be sent again once the lease ends (at-least-once at the lease's edge).
 */
export interface MailDeliverySettings {
  firstDelayMs: number;
  factor: number;
  maxDelayMs: number;
  giveUpAfterMs: number;
  leaseMs: number;
  /** How often a worker looks for mails queued by other processes. */
  pollMs: number;
  /** Mails claimed (and sent side by side) at once. */
  batchSize: number;
}

export const mailDelivery: MailDeliverySettings = {
  firstDelayMs: 30_000,
  factor: 2,
  maxDelayMs: 3_600_000,
  giveUpAfterMs: 24 * 3_600_000,
  leaseMs: 120_000,
  pollMs: 5_000,
  batchSize: 10,
};

/** Sent mails are kept this long (what an operator may look up), given-up ones longer. */
export const sentMailRetentionMs = 7 * 24 * 3_600_000;
export const failedMailRetentionMs = 30 * 24 * 3_600_000;

/** The wait after the `failures`-th failed attempt (1-based). */
export function retryDelayMs(failures: number, settings: MailDeliverySettings = mailDelivery): number {
  return Math.min(settings.firstDelayMs * settings.factor ** Math.max(0, failures - 1), settings.maxDelayMs);
}
