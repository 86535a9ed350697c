import { Toaster as Sonner } from 'sonner';
import { useStore } from '@nanostores/react';
import { useTranslation } from 'react-i18next';
import '@/lib/i18n/client';
import { $resolvedTheme } from '@/stores/theme';
import { toastOptions } from '@/lib/constants';

/** The toast region: bottom-right, close button, rich colours, 4 s, 3 visible, Alt+T. */
export default function Toaster() {
  const theme = useStore($resolvedTheme);
  const { t } = useTranslation();
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
