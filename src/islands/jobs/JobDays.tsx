import { useTranslation } from 'react-i18next';
import { useFormat } from '@/client/use-format';
import type { JobRow } from './types';

/** The loading and the delivery day, each marked when flexible. */
export function JobDays({ job }: { job: Pick<JobRow, 'loadingDate' | 'loadingFlexible' | 'deliveryDate' | 'deliveryFlexible'> }) {
  const { t } = useTranslation('jobs');
  const format = useFormat();
  const flexible = (on: boolean) => on && <span className="text-xs text-muted-foreground"> ({t('flexible')})</span>;
  return (
    <>
      <span className="block">
        <span className="text-muted-foreground">{t('loadingDay')}: </span>
        {format.day(job.loadingDate)}
        {flexible(job.loadingFlexible)}
      </span>
      <span className="block">
        <span className="text-muted-foreground">{t('deliveryDay')}: </span>
        {format.day(job.deliveryDate)}
        {flexible(job.deliveryFlexible)}
      </span>
    </>
  );
}
