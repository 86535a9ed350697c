import { useCallback, useEffect } from 'react';
import '@/client/i18n';
import { island } from '@/client/island';
import { PageSkeleton } from '@/components/app/PageSkeleton';
import { api } from '@/client/trpc';
import { useApi } from '@/client/use-api';
import { useKeysetPage } from '@/client/use-keyset-page';
import { paths } from '@/lib/paths';
import { HomePrompt } from './HomePrompt';
import { MyTransports } from './MyTransports';
import { lazyUntilOpen } from '@/client/lazy-until-open';
import { useTransportParam } from './use-transport-param';

const TransportDetail = lazyUntilOpen(() => import('./TransportDetail').then((module) => module.TransportDetail));

const pageSize = 20;

/** /platform/user: the prompt, the customer's transports and, over them, the one opened. */
function UserHome() {
  const creating = new URLSearchParams(location.search).get('action') === 'create';
  const paging = useKeysetPage();
  const { position } = paging;
  const [openId, setOpenId] = useTransportParam();
  const list = useApi(
    useCallback(() => api.transports.mine.query({ pageSize, cursor: position.cursor, direction: position.direction }), [position]),
  );

  useEffect(() => {
    if (creating) location.replace(paths.createTransport);
  }, [creating]);

  // A page emptied by a deletion starts the list again from the top (while rendering, React's way of
  // following data: the next render asks for the first page).
  const data = list.data;
  if (data && !list.loading && data.items.length === 0 && position.page > 1) paging.restart();

  if (creating) return null;
  return (
    <div className="grid gap-6">
      <HomePrompt firstTime={list.data ? position.page === 1 && list.data.items.length === 0 : list.error ? false : undefined} />
      <MyTransports list={list} page={position.page} onNext={paging.next} onPrevious={paging.previous} onOpen={setOpenId} />
      <TransportDetail id={openId} onClose={() => setOpenId(null)} onChanged={list.reload} />
    </div>
  );
}

export default island(UserHome, PageSkeleton);
