import { useTranslation } from 'react-i18next';
import { useFormat } from '@/client/use-format';
import { paths } from '@/lib/paths';
import type { TransporterDay } from './types';

interface HomeJobsProps {
  jobs: TransporterDay['inTransit']['items'];
  empty: string;
  group: 'toStart' | 'inTransit';
}

/** A few jobs by name, each opening its detail on the jobs page. */
export function HomeJobs({ jobs, empty, group }: HomeJobsProps) {
  const { t } = useTranslation('jobs');
  const format = useFormat();
  if (jobs.length === 0) return <p className="text-muted-foreground">{empty}</p>;
  return (
    <ul className="grid gap-2">
      {jobs.map((job) => (
        <li key={job.id} className="grid gap-0.5">
          <a
            className="font-medium underline-offset-4 hover:underline"
            href={`${paths.jobs}?${group === 'toStart' ? '' : `group=${group}&`}job=${job.id}`}
          >
            {job.title}
          </a>
          <span className="text-muted-foreground">
            {group === 'toStart' ? t('loadingDay') : t('deliveryDay')}:{' '}
            {format.day(group === 'toStart' ? job.loadingDate : job.deliveryDate)}
            {' · '}
            {job.vehicleName ?? t('noVehicle')}
          </span>
        </li>
      ))}
    </ul>
  );
}
