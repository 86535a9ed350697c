/**
 * Toasts without sonner on the first load (issue 23): most pages never show one, so sonner's code
 * (~9 kB gzip) loads with the first toast. Asking for a toast tells the toaster island to mount
 * sonner's region, then shows the toast once that region listens (a toast sonner publishes before
 * its Toaster subscribes would be lost).
 */
import { atom } from 'nanostores';

export type ToastKind = 'success' | 'error' | 'info' | 'warning';

/** True from the first toast on: the toaster island mounts sonner's region then. */
export const $toastWanted = atom(false);

let regionReady: () => void = () => undefined;
const regionListening = new Promise<void>((resolve) => {
  regionReady = resolve;
});

/** Called by the toaster once sonner's region is mounted and subscribed. */
export function markToastRegionReady(): void {
  regionReady();
}

function show(kind: ToastKind, message: string): void {
  $toastWanted.set(true);
  void Promise.all([import('sonner'), regionListening]).then(([{ toast: sonnerToast }]) => sonnerToast[kind](message));
}

export const toast: Record<ToastKind, (message: string) => void> = {
  success: (message) => show('success', message),
  error: (message) => show('error', message),
  info: (message) => show('info', message),
  warning: (message) => show('warning', message),
};
