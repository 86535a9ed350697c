/**
 * Toasts load sonner on demand (issue 23): the first toast asks the toaster island for sonner's
 * region and is handed to sonner only once that region listens, so it is neither lost nor early.
 */
import { describe, expect, it, vi } from 'vitest';
import { toast as sonnerToast } from 'sonner';
import { $toastWanted, markToastRegionReady, toast } from '@/client/toast';

vi.mock('sonner', () => ({ toast: { success: vi.fn(), error: vi.fn(), info: vi.fn(), warning: vi.fn() } }));

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('toast', () => {
  it('asks for the region, waits for it, then shows the toast through sonner', async () => {
    expect($toastWanted.get()).toBe(false);
    toast.error('Wrong password');
    expect($toastWanted.get()).toBe(true);
    await settle();
    expect(sonnerToast.error).not.toHaveBeenCalled();
    markToastRegionReady();
    await settle();
    expect(sonnerToast.error).toHaveBeenCalledWith('Wrong password');
    toast.success('Saved');
    await settle();
    expect(sonnerToast.success).toHaveBeenCalledWith('Saved');
  });
});
