/**
 * The islands' one way to call and tell: a success toast, or the server's key translated (FORBIDDEN
 * reads "Your account type cannot do this."), or the caller's fallback when the error carries no key.
 * Typed keys: a key that does not exist fails to compile (the @ts-expect-error lines below).
 */
import { TRPCClientError } from '@trpc/client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/client/toast';
import { runWithToasts } from '@/client/run-with-toasts';
import { translate } from '@/client/i18n';
import { errorKey } from '@/client/trpc';
import { asMessageKey } from '@/lib/message-key';
import { i18n } from './helpers/english';

vi.mock('@/client/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

const serverError = (message: string) => new TRPCClientError(message);

beforeEach(() => vi.mocked(toast.error).mockClear() && vi.mocked(toast.success).mockClear());

describe('runWithToasts', () => {
  it('shows the success text and hands back the value', async () => {
    const outcome = await runWithToasts(async () => ({ id: 'x' }), { success: 'Auction created' });
    expect(outcome).toEqual({ ok: true, value: { id: 'x' } });
    expect(toast.success).toHaveBeenCalledWith('Auction created');
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('translates the key of a FORBIDDEN answer', async () => {
    const outcome = await runWithToasts(() => Promise.reject(serverError('errors:forbidden')), { failure: 'transports:createFailed' });
    expect(outcome).toEqual({ ok: false, key: 'errors:forbidden' });
    expect(toast.error).toHaveBeenCalledWith('Your account type cannot do this.');
    expect(toast.success).not.toHaveBeenCalled();
  });

  it('shows the translated "try again shortly" of a 503 answered while the database is away', async () => {
    const unavailable = TRPCClientError.from({
      error: { message: 'errors:serviceUnavailable', code: -32603, data: { code: 'SERVICE_UNAVAILABLE', httpStatus: 503 } },
    });
    const outcome = await runWithToasts(() => Promise.reject(unavailable), { failure: 'transports:createFailed' });
    expect(outcome).toEqual({ ok: false, key: 'errors:serviceUnavailable' });
    expect(toast.error).toHaveBeenCalledWith('The service is briefly unavailable. Please try again in a few seconds.');
  });

  it("falls back to the caller's key for an error that carries none", async () => {
    await runWithToasts(() => Promise.reject(serverError('Cannot destructure property')), { failure: 'account:security.failed' });
    expect(toast.error).toHaveBeenCalledWith(i18n.t('security.failed', { ns: 'account' }));
    await runWithToasts(() => Promise.reject(new TypeError('fetch failed')));
    expect(toast.error).toHaveBeenLastCalledWith('Something went wrong. Please try again.');
  });
});

describe('message keys', () => {
  it('errorKey takes a key-shaped message of an API error only', () => {
    expect(errorKey(serverError('validation:invalidInput'))).toBe('validation:invalidInput');
    expect(errorKey(new Error('errors:forbidden'))).toBe('errors:unexpected');
    expect(errorKey(serverError('no key here'), 'transports:actionFailed')).toBe('transports:actionFailed');
  });

  it('asMessageKey refuses what is not shaped like a key', () => {
    expect(asMessageKey('errors:forbidden')).toBe('errors:forbidden');
    expect(asMessageKey('Invalid input')).toBeNull();
    expect(asMessageKey(undefined)).toBeNull();
  });

  it('translate reads any namespace of the islands', () => {
    expect(translate('errors:forbidden')).toBe('Your account type cannot do this.');
    expect(translate('common:action.cancel')).toBe('Cancel');
    // @ts-expect-error a key that does not exist does not compile
    expect(translate('errors:nope')).toBe('nope');
    // @ts-expect-error nor does a namespace the islands do not load
    translate('mail:greeting');
  });

  it('t of one namespace takes its own keys only', () => {
    const t = i18n.getFixedT('en', 'errors');
    expect(t('forbidden')).toBe('Your account type cannot do this.');
    // @ts-expect-error a misspelt key
    t('forbiden');
  });
});
