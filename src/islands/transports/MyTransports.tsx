import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import type { ApiState } from '@/client/use-api';
import { MyTransportsList } from './MyTransportsList';
import { MyTransportsTable } from './MyTransportsTable';
import type { MyTransportsPage } from './types';

interface MyTransportsProps {
  list: ApiState<MyTransportsPage>;
  onPage: (page: number) => void;
  onOpen: (id: string) => void;
}

/** "My transports": the table with its loading, error, empty states and the pager. */
export function MyTransports({ list, onPage, onOpen }: MyTransportsProps) {
  const { t } = useTranslation('transports');
  const { t: tc } = useTranslation('common');
  const data = list.data;
  const pages = data ? Math.max(1, Math.ceil(data.total / data.pageSize)) : 1;
  return (
    <Card aria-busy={list.loading}>
      <CardHeader>
        <CardTitle>
          <h2 className="text-lg">{t('mine.heading')}</h2>
        </CardTitle>
        <CardDescription>{t('mine.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {list.error && !list.loading ? (
          <div role="alert" className="flex flex-col items-start gap-3 rounded-md border border-destructive/50 p-4">
            <p>{t('mine.loadFailed')}</p>
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
          <p className="py-6 text-center text-muted-foreground">{data.total === 0 ? t('mine.empty') : tc('table.empty')}</p>
        ) : (
          <>
            <div className="hidden md:block">
              <MyTransportsTable items={data.items} onOpen={onOpen} />
            </div>
            <div className="md:hidden">
              <MyTransportsList items={data.items} onOpen={onOpen} />
            </div>
          </>
        )}
        {data && pages > 1 && (
          <nav aria-label={tc('pagination.label')} className="flex items-center justify-end gap-3">
            <Button variant="outline" size="sm" disabled={data.page <= 1 || list.loading} onClick={() => onPage(data.page - 1)}>
              {tc('action.previous')}
            </Button>
            <span className="text-sm text-muted-foreground" aria-live="polite">
              {tc('pagination.page', { page: data.page, pages })}
            </span>
            <Button variant="outline" size="sm" disabled={data.page >= pages || list.loading} onClick={() => onPage(data.page + 1)}>
              {tc('action.next')}
            </Button>
          </nav>
        )}
      </CardContent>
    </Card>
  );
}
