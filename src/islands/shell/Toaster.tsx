import { useEffect } from 'react';
import { Toaster as Sonner, toast } from 'sonner';
import { useTranslation } from 'react-i18next';
import '@/client/i18n';
import { island } from '@/client/island';
import { useStoreAfterHydration } from '@/client/use-after-hydration';
import { $resolvedTheme } from '@/stores/theme';
import { toastOptions } from '@/lib/constants';
import { takeFlash } from '@/client/flash';

/**
 * The toast region: bottom-right, close button, rich colours, 4 s, 3 visible, Alt+T. It shows the
 * toast the previous page left for it, unless this page only passes through (`keepFlash`).
 */
function Toaster({ keepFlash = false }: { keepFlash?: boolean }) {
  const theme = useStoreAfterHydration($resolvedTheme, 'light');
  const { t } = useTranslation();
  useEffect(() => {
    if (keepFlash) return;
    const flash = takeFlash();
    if (flash) toast[flash.kind](flash.message);
  }, [keepFlash]);
  return (
    <Sonner
      theme={theme}
      position="bottom-right"
      closeButton
      richColors
      duration={toastOptions.durationMs}
      visibleToasts={toastOptions.visible}
      hotkey={[...toastOptions.hotkey]}
      containerAriaLabel={t('toast.label')}
    />
  );
}

export default island(Toaster);
