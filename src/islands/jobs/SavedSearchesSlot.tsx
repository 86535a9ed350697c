import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@/client/trpc';
import { useApi } from '@/client/use-api';
import { paths } from '@/lib/paths';
import { HomeCard } from './HomeCard';

/** Shown as "99+" beyond this: the server stops counting at 100. */
const shownMost = 99;

/**
 * New loads matching the company's saved searches (savedSearches.list counts the open loads posted
 * since each was last opened); a search opens in the load search, which resets its count.
 */
export function SavedSearchesSlot() {
  const { t } = useTranslation('jobs');
  const searches = useApi(useCallback(() => api.savedSearches.list.query(), []));
  const withNew = (searches.data ?? []).filter((search) => search.newLoads > 0);
  return (
    <HomeCard
      heading={t('home.findLoads')}
      count={searches.data ? withNew.reduce((sum, search) => sum + search.newLoads, 0) : undefined}
      link={{ href: paths.transporterTransports, label: t('home.findLoadsLink') }}
    >
      {searches.data && withNew.length === 0 && <p className="text-muted-foreground">{t('home.findLoadsText')}</p>}
      {withNew.length > 0 && (
        <ul className="grid gap-1">
          {withNew.map((search) => (
            <li key={search.id}>
              <a className="underline underline-offset-4" href={`${paths.transporterTransports}?saved=${search.id}`}>
                {t('home.savedSearchNew', {
                  name: search.name,
                  count: search.newLoads,
                  shown: search.newLoads > shownMost ? `${shownMost}+` : String(search.newLoads),
                })}
              </a>
            </li>
          ))}
        </ul>
      )}
    </HomeCard>
  );
}
