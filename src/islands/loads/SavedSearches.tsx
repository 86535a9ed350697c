import { useCallback, useEffect, useState } from 'react';
import { TrashIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { runWithToasts } from '@/client/run-with-toasts';
import { api } from '@/client/trpc';
import { useApi } from '@/client/use-api';
import { ConfirmButton } from '@/components/app/ConfirmButton';
import { Badge } from '@/components/ui/badge';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { LoadFilters } from '@/lib/schemas/load-search';
import { SaveSearch } from './SaveSearch';
import { AlertsSelect } from './AlertsSelect';
import type { SavedSearchAlerts } from '@/lib/notifications';

/** Shown as "99+" beyond this: the server stops counting at 100. */
const shownMost = 99;

interface SavedSearchesProps {
  current: LoadFilters;
  onOpen: (filters: LoadFilters) => void;
}

/** The company's named searches: one click opens one (its "new" count starts again), save the current one, delete. */
export function SavedSearches({ current, onOpen }: SavedSearchesProps) {
  const { t } = useTranslation('loads');
  const { t: tc } = useTranslation('common');
  const { t: tn } = useTranslation('notifications');
  const list = useApi(useCallback(() => api.savedSearches.list.query(), []));
  const open = async (id: string) => {
    const outcome = await runWithToasts(() => api.savedSearches.open.mutate({ id }));
    if (outcome.ok) onOpen(outcome.value.filters);
    list.reload();
  };
  // An alert mode just chosen shows until the list is read again after its save (with the saved mode,
  // or the old one if the save failed): a controlled select would otherwise jump back to the old mode
  // while the save is on its way.
  const [chosen, setChosen] = useState<Record<string, { alerts: SavedSearchAlerts; over: typeof list.data }>>({});
  const alertsOf = (search: { id: string; alerts: SavedSearchAlerts }) => {
    const choice = chosen[search.id];
    return choice && choice.over === list.data ? choice.alerts : search.alerts;
  };
  const setAlerts = async (id: string, alerts: SavedSearchAlerts) => {
    setChosen((all) => ({ ...all, [id]: { alerts, over: list.data } }));
    await runWithToasts(() => api.savedSearches.setAlerts.mutate({ id, alerts }));
    list.reload();
  };
  // The transporter home links a saved search as ?saved=<id>: open it once, as a click here would.
  useEffect(() => {
    const url = new URL(location.href);
    const id = url.searchParams.get('saved');
    if (!id) return;
    url.searchParams.delete('saved');
    history.replaceState(history.state, '', url);
    void open(id);
    // Once, on arrival.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return (
    <Card className="min-w-0 gap-3 py-4">
      <CardHeader className="flex flex-wrap items-center justify-between gap-2 px-4">
        <CardTitle>
          <h2 className="text-base">{t('saved.heading')}</h2>
        </CardTitle>
        <SaveSearch filters={current} onSaved={list.reload} />
      </CardHeader>
      <CardContent className="px-4">
        {/* A search's row (two lines on a phone) while they load, so the filters and results below stay put. */}
        {!list.data && !list.error && <Skeleton className="h-16 w-72 max-w-full sm:h-8" aria-hidden="true" />}
        {list.data && list.data.length === 0 && <p className="text-sm text-muted-foreground">{t('saved.empty')}</p>}
        {list.error && !list.data ? <p className="text-sm text-destructive">{t('saved.loadFailed')}</p> : null}
        <ul className="flex flex-wrap gap-2">
          {list.data?.map((search) => {
            const count = search.newLoads > shownMost ? `${shownMost}+` : String(search.newLoads);
            return (
              // On a phone, two lines: the name, then its alert choice and the delete button.
              <li key={search.id} className="flex max-w-full min-w-0 flex-wrap items-center rounded-md border">
                <Button
                  variant="ghost"
                  size="sm"
                  className="min-w-0 shrink gap-2 max-sm:basis-full max-sm:justify-start"
                  onClick={() => open(search.id)}
                >
                  <span className="truncate">{search.name}</span>
                  {search.newLoads > 0 && <Badge>{t('saved.new', { count: search.newLoads, shown: count })}</Badge>}
                </Button>
                <AlertsSelect
                  value={alertsOf(search)}
                  label={tn('alerts.label', { name: search.name })}
                  onChange={(alerts) => void setAlerts(search.id, alerts)}
                  className="h-8 w-auto shrink-0 rounded-none border-y-0 border-r-0 shadow-none max-sm:shrink max-sm:grow max-sm:basis-0 max-sm:rounded-bl-md max-sm:border-t max-sm:border-l-0"
                />
                <ConfirmButton
                  variant="ghost"
                  size="sm"
                  className="shrink-0 rounded-none rounded-r-md border-l max-sm:rounded-tr-none max-sm:border-t"
                  trigger={<TrashIcon aria-hidden="true" />}
                  triggerLabel={t('saved.delete', { name: search.name })}
                  title={t('saved.deleteTitle')}
                  text={t('saved.deleteText', { name: search.name })}
                  confirm={tc('action.delete')}
                  onConfirm={async () => {
                    await runWithToasts(() => api.savedSearches.remove.mutate({ id: search.id }), {
                      success: t('saved.deletedToast', { name: search.name }),
                    });
                    list.reload();
                  }}
                />
              </li>
            );
          })}
        </ul>
      </CardContent>
    </Card>
  );
}
