/**
 * An error is said once (issue 30): a refusal the form names for a field goes to that field (focused)
 * and gets no toast; any other failure is a toast and touches no field.
 */
import { TRPCClientError } from '@trpc/client';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { toast } from '@/client/toast';
import { runFormMutation } from '@/client/run-form-mutation';
import './helpers/english';

vi.mock('@/client/toast', () => ({ toast: { success: vi.fn(), error: vi.fn() } }));

type Values = { currentPassword: string; password: string };
const fields = { 'auth:currentPasswordWrong': 'currentPassword' } as const;
const refused = (key: string) => () => Promise.reject(new TRPCClientError(key));

beforeEach(() => vi.mocked(toast.error).mockClear());

describe('runFormMutation', () => {
  it('puts a field refusal at its field only', async () => {
    const setError = vi.fn();
    const outcome = await runFormMutation<never, Values>({ setError }, refused('auth:currentPasswordWrong'), { fields });
    expect(outcome).toEqual({ ok: false, key: 'auth:currentPasswordWrong' });
    expect(setError).toHaveBeenCalledWith('currentPassword', { message: 'auth:currentPasswordWrong' }, { shouldFocus: true });
    expect(toast.error).not.toHaveBeenCalled();
  });

  it('says any other failure as a toast, at no field', async () => {
    const setError = vi.fn();
    const outcome = await runFormMutation<never, Values>({ setError }, refused('errors:forbidden'), { fields });
    expect(outcome).toEqual({ ok: false, key: 'errors:forbidden' });
    expect(setError).not.toHaveBeenCalled();
    expect(toast.error).toHaveBeenCalledWith('Your account type cannot do this.');
  });

  it('hands back the value of a call that succeeds', async () => {
    const setError = vi.fn();
    expect(await runFormMutation<number, Values>({ setError }, async () => 7, { fields })).toEqual({ ok: true, value: 7 });
    expect(setError).not.toHaveBeenCalled();
  });
});
