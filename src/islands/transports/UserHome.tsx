import { useCallback, useEffect, useState } from 'react';
import '@/client/i18n';
import { api } from '@/client/trpc';
import { useApi } from '@/client/use-api';
import { paths } from '@/lib/paths';
import { HomePrompt } from './HomePrompt';
import { MyTransports } from './MyTransports';
import { TransportDetail } from './TransportDetail';
import { useTransportParam } from './use-transport-param';

const pageSize = 20;

/** /platform/user: the prompt, the customer's transports and, over them, the one opened. */
export default function UserHome() {
  const creating = new URLSearchParams(location.search).get('action') === 'create';
  const [page, setPage] = useState(1);
  const [openId, setOpenId] = useTransportParam();
  const list = useApi(useCallback(() => api.transports.mine.query({ page, pageSize }), [page]));

  useEffect(() => {
    if (creating) location.replace(paths.createTransport);
  }, [creating]);

  // A page emptied by a deletion falls back to the last page that still has transports (set while
  // rendering, React's way of following data: the next render asks for that page).
  const data = list.data;
  if (data && data.page === page && data.items.length === 0 && page > 1) setPage(Math.max(1, Math.ceil(data.total / pageSize)));

  if (creating) return null;
  return (
    <div className="grid gap-6">
      <HomePrompt firstTime={list.data ? list.data.total === 0 : list.error ? false : undefined} />
      <MyTransports list={list} onPage={setPage} onOpen={setOpenId} />
      <TransportDetail id={openId} onClose={() => setOpenId(null)} onChanged={list.reload} />
    </div>
  );
}
