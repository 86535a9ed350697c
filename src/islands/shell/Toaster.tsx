import { Suspense, lazy, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import '@/client/i18n';
import { island } from '@/client/island';
import { useStoreAfterHydration } from '@/client/use-after-hydration';
import { $resolvedTheme } from '@/stores/theme';
import { takeFlash } from '@/client/flash';
import { $toastWanted, toast } from '@/client/toast';

const ToastRegion = lazy(() => import('./ToastRegion'));

/**
 * The toast region: bottom-right, close button, rich colours, 4 s, 3 visible, Alt+T. It shows the
 * toast the previous page left for it, unless this page only passes through (`keepFlash`). sonner
 * loads with the first toast (src/client/toast.ts); until then, on the server too, nothing renders.
 */
function Toaster({ keepFlash = false }: { keepFlash?: boolean }) {
  const theme = useStoreAfterHydration($resolvedTheme, 'light');
  const wanted = useStoreAfterHydration($toastWanted, false);
  const { t } = useTranslation();
  useEffect(() => {
    if (keepFlash) return;
    const flash = takeFlash();
    if (flash) toast[flash.kind](flash.message);
  }, [keepFlash]);
  if (!wanted) return null;
  return (
    <Suspense fallback={null}>
      <ToastRegion theme={theme} label={t('toast.label')} />
    </Suspense>
  );
}

export default island(Toaster);
