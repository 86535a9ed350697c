import { useTranslation } from 'react-i18next';
import { KeysetPager } from '@/components/app/KeysetPager';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import type { ApiState } from '@/client/use-api';
import { MyTransportsList } from './MyTransportsList';
import { MyTransportsTable } from './MyTransportsTable';
import type { MyTransportsPage } from './types';
import { TableOrCards } from '@/components/app/TableOrCards';

interface MyTransportsProps {
  list: ApiState<MyTransportsPage>;
  /** The page number shown: counted by the pager, never by the server. */
  page: number;
  onNext: (cursor: string) => void;
  onPrevious: (cursor: string) => void;
  onOpen: (id: string) => void;
}

/** "My transports": the table with its loading, error, empty states and the pager. */
export function MyTransports({ list, page, onNext, onPrevious, onOpen }: MyTransportsProps) {
  const { t } = useTranslation('transports');
  const { t: tc } = useTranslation('common');
  const data = list.data;
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
          <p className="py-6 text-center text-muted-foreground">{page === 1 ? t('mine.empty') : tc('table.empty')}</p>
        ) : (
          <TableOrCards
            fits="page"
            table={<MyTransportsTable items={data.items} onOpen={onOpen} />}
            cards={<MyTransportsList items={data.items} onOpen={onOpen} />}
          />
        )}
        {data && (data.next || data.previous) && (
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
      </CardContent>
    </Card>
  );
}
