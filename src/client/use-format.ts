import { useMemo } from 'react';
import { useStore } from '@nanostores/react';
import { formatterFor, type Formatter } from '@/lib/format';
import { $language } from '@/stores/language';

/** Dates, calendar days, numbers and money in the interface language, following a switch at once. */
export function useFormat(): Formatter {
  const lang = useStore($language);
  return useMemo(() => formatterFor(lang), [lang]);
}
