import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ApiState } from '@/client/use-api';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { LoadsCards } from './LoadsCards';
import { LoadsTable } from './LoadsTable';
import type { LoadsPage } from './types';
import { TableOrCards } from '@/components/app/TableOrCards';

interface LoadResultsProps {
  list: ApiState<LoadsPage>;
  heading: string;
  /** The scope and order controls above the rows. */
  order: ReactNode;
  /** The pager below them. */
  pager: ReactNode;
  onOpen: (id: string) => void;
}

/** The list with its loading, error and empty states: a table from medium screens up, cards on a phone. */
export function LoadResults({ list, heading, order, pager, onOpen }: LoadResultsProps) {
  const { t } = useTranslation('loads');
  const { t: tc } = useTranslation('common');
  const data = list.data;
  return (
    <Card aria-busy={list.loading} className="min-w-0">
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg">{heading}</h2>
        </CardTitle>
      </CardHeader>
      {/* One column that may be narrower than the table: the table scrolls inside its card, not the page. */}
      <CardContent className="grid grid-cols-[minmax(0,1fr)] gap-4">
        {order}
        {list.error && !list.loading ? (
          <div role="alert" className="flex flex-col items-start gap-3 rounded-md border border-destructive/50 p-4">
            <p>{t('list.loadFailed')}</p>
            <Button variant="outline" onClick={list.reload}>
              {tc('action.retry')}
            </Button>
          </div>
        ) : !data ? (
          <div className="grid gap-3" aria-label={tc('app.loading')} role="status">
            {[0, 1, 2, 3].map((n) => (
              <Skeleton key={n} className="h-9 w-full" />
            ))}
          </div>
        ) : data.items.length === 0 ? (
          <p className="py-6 text-center text-muted-foreground">{t('list.empty')}</p>
        ) : (
          <TableOrCards
            fits="page"
            table={<LoadsTable items={data.items} onOpen={onOpen} />}
            cards={<LoadsCards items={data.items} onOpen={onOpen} />}
          />
        )}
        {/* Not under the first skeleton: the rows would push it away as they come (a layout shift). */}
        {data && pager}
      </CardContent>
    </Card>
  );
}
