import { useTranslation } from 'react-i18next';
import { KeysetPager } from '@/components/app/KeysetPager';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import type { ApiState } from '@/client/use-api';
import type { JobGroup } from '@/lib/schemas/job';
import { JobsCards } from './JobsCards';
import { JobsTable } from './JobsTable';
import type { JobsPage } from './types';
import { TableOrCards } from '@/components/app/TableOrCards';

interface JobsListProps {
  list: ApiState<JobsPage>;
  group: JobGroup;
  /** The page number shown: counted by the pager, never by the server. */
  page: number;
  onNext: (cursor: string) => void;
  onPrevious: (cursor: string) => void;
  onOpen: (id: string) => void;
}

/** One group's jobs: loading, error and empty states, the table (cards on a phone) and the pager. */
export function JobsList({ list, group, page, onNext, onPrevious, onOpen }: JobsListProps) {
  const { t } = useTranslation('jobs');
  const { t: tc } = useTranslation('common');
  const data = list.data;
  if (list.error && !list.loading && !data) {
    return (
      <div role="alert" className="flex flex-col items-start gap-3 rounded-md border border-destructive/50 p-4">
        <p>{t('loadFailed')}</p>
        <Button variant="outline" onClick={list.reload}>
          {tc('action.retry')}
        </Button>
      </div>
    );
  }
  if (!data) {
    return (
      <div className="grid gap-3" aria-label={tc('app.loading')} role="status">
        {[0, 1, 2].map((n) => (
          <Skeleton key={n} className="h-12 w-full" />
        ))}
      </div>
    );
  }
  return (
    <div className="grid gap-4">
      {data.items.length === 0 ? (
        <p className="py-6 text-center text-muted-foreground">{page === 1 ? t(`empty.${group}`) : tc('table.empty')}</p>
      ) : (
        <TableOrCards
          fits="page"
          table={<JobsTable items={data.items} onOpen={onOpen} />}
          cards={<JobsCards items={data.items} onOpen={onOpen} />}
        />
      )}
      {(data.next || data.previous) && (
        <KeysetPager
          className="justify-end"
          page={page}
          next={data.next}
          previous={data.previous}
          busy={list.loading}
          onNext={onNext}
          onPrevious={onPrevious}
        />
      )}
    </div>
  );
}
