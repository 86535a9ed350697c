import { useTranslation } from 'react-i18next';
import { useFormat } from '@/client/use-format';

/**
 * A transport's loading or delivery day as text, "17.12.2026 (flexibel)" when the customer lets it
 * move: short (`day`) in lists, long (`longDay`, "17. Dezember 2026") in a transport's facts.
 */
export function useFlexibleDay(length: 'day' | 'longDay' = 'day'): (value: string, flexible: boolean) => string {
  const { t } = useTranslation('transports');
  const format = useFormat();
  return (value, flexible) => {
    const date = format[length](value);
    return flexible ? t('detail.flexibleDate', { date }) : date;
  };
}
