import { useTranslation } from 'react-i18next';
import { toast } from '@/client/toast';

/** Copies a text to the clipboard and says so in a toast; where the browser refuses, says how to copy by hand. */
export function useCopyText(): (value: string) => Promise<void> {
  const { t } = useTranslation('fleet');
  return async (value) => {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(t('tracker.copied'));
    } catch {
      toast.error(t('tracker.copyFailed'));
    }
  };
}
