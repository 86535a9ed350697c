import { ArrowLeft } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/client/use-format';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { BidStatusBadge } from '@/islands/transports/TransportStatusBadge';
import { paths } from '@/lib/paths';
import type { ThreadHead } from './types';

/** Where the load is shown to each side: the transporter's list of loads, the customer's own transports. */
function loadPath(head: ThreadHead): string | null {
  if (!head.transportId) return null;
  const id = encodeURIComponent(head.transportId);
  return head.side === 'company' ? `${paths.transporterTransports}?load=${id}` : `${paths.userHome}?transport=${id}`;
}

/** The load (a link to it while it exists), the other side, and the company's bid with its status. */
export function ThreadHeader({ head, loading, onBack }: { head: ThreadHead | null; loading: boolean; onBack: () => void }) {
  const { t } = useTranslation('messages');
  const format = useFormat();
  const link = head && loadPath(head);
  return (
    <header className="flex items-start gap-2 border-b px-3 py-2 sm:px-4">
      <Button variant="ghost" size="sm" className="-ml-1 sm:hidden" onClick={onBack}>
        <ArrowLeft aria-hidden="true" />
        {t('back')}
      </Button>
      {head ? (
        <div className="grid min-w-0 flex-1 gap-0.5">
          <h2 className="-m-1 line-clamp-2 p-1 text-base font-semibold break-words">
            {link ? (
              <a href={link} className="underline-offset-4 hover:underline">
                {head.title}
              </a>
            ) : (
              head.title
            )}
          </h2>
          <p className="flex flex-wrap items-center gap-x-2 gap-y-1 text-sm text-muted-foreground">
            <span>{t('thread.with', { name: head.otherName })}</span>
            {head.bid && (
              <span className="flex items-center gap-1.5">
                <span className="text-foreground">{t('thread.bid', { amount: format.money(head.bid.amount, head.bid.currency) })}</span>
                <BidStatusBadge status={head.bid.status} />
              </span>
            )}
          </p>
        </div>
      ) : (
        loading && <Skeleton className="h-10 flex-1" />
      )}
    </header>
  );
}
