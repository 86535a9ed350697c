import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import '@/client/i18n';
import { island } from '@/client/island';
import { PageSkeleton } from '@/components/app/PageSkeleton';
import { api } from '@/client/trpc';
import { useApi } from '@/client/use-api';
import { lazyUntilOpen } from '@/client/lazy-until-open';
import { LoadFilterBar } from './LoadFilterBar';
import { LoadResults } from './LoadResults';
import { LoadsOrder } from './LoadsOrder';
import { LoadsPager } from './LoadsPager';
import { SavedSearches } from './SavedSearches';
import { useLoadParam } from './use-load-param';
import { useLoadSearchUrl } from './use-load-search-url';

const LoadDetail = lazyUntilOpen(() => import('./LoadDetail').then((module) => module.LoadDetail));

/** /platform/transporter/transports: saved searches, the filters, the loads found, and the one opened. */
function LoadSearch() {
  const { t } = useTranslation('loads');
  const { view, search, next, previous } = useLoadSearchUrl();
  const { filters, scope, pageSize, position } = view;
  const [openId, setOpenId] = useLoadParam();
  const list = useApi(
    useCallback(
      () => api.loads.search.query({ ...filters, scope, pageSize, cursor: position.cursor, direction: position.direction }),
      [filters, scope, pageSize, position],
    ),
  );
  const vehicles = useApi(useCallback(() => api.loads.vehicles.query(), []));
  const data = list.data;
  return (
    <div className="grid min-w-0 gap-6">
      <SavedSearches current={filters} onOpen={(opened) => search({ filters: opened, scope: 'open' })} />
      {/* A new key when the applied filters change (a saved search, back/forward) starts the draft from them. */}
      <LoadFilterBar key={JSON.stringify(filters)} filters={filters} onApply={(applied) => search({ filters: applied })} />
      <LoadResults
        list={list}
        heading={t(scope === 'open' ? 'list.headingOpen' : 'list.headingMyBids')}
        onOpen={setOpenId}
        order={
          <LoadsOrder
            scope={scope}
            sort={filters.sort}
            vehicleId={filters.vehicleId}
            vehicles={vehicles.data ?? []}
            onScope={(chosen) => search({ scope: chosen })}
            onSort={(sort, vehicleId) => search({ filters: { ...filters, sort, vehicleId } })}
          />
        }
        pager={
          <LoadsPager
            page={position.page}
            pageSize={pageSize}
            next={data?.next ?? null}
            previous={data?.previous ?? null}
            busy={list.loading}
            onNext={next}
            onPrevious={previous}
            onPageSize={(size) => search({ pageSize: size })}
          />
        }
      />
      <LoadDetail id={openId} onClose={() => setOpenId(null)} onChanged={list.reload} />
    </div>
  );
}

export default island(LoadSearch, PageSkeleton);
