import { useEffect } from 'react';
import { Toaster as Sonner } from 'sonner';
import { toastOptions } from '@/lib/constants';
import { markToastRegionReady } from '@/client/toast';

interface ToastRegionProps {
  theme: 'light' | 'dark';
  label: string;
}

/**
 * sonner's region, loaded with the first toast. Its own effect (subscribing to sonner's toasts) runs
 * before this one, so the queued toast is shown only once something listens.
 */
export default function ToastRegion({ theme, label }: ToastRegionProps) {
  useEffect(markToastRegionReady, []);
  return (
    <Sonner
      theme={theme}
      position="bottom-right"
      closeButton
      richColors
      duration={toastOptions.durationMs}
      visibleToasts={toastOptions.visible}
      hotkey={[...toastOptions.hotkey]}
      containerAriaLabel={label}
    />
  );
}
