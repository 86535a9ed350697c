import { useCallback, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { errorKey } from '@/client/trpc';
import { useApi } from '@/client/use-api';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import type { TransportStatus } from '@/lib/constants';
import { cn } from '@/lib/utils';
import { TransportStatusBadge } from './TransportStatusBadge';

/** What the dialog's head shows of any transport (the owner's, a load, a job). */
interface TransportHead {
  id: string;
  title: string;
  loadingAddress: string;
  deliveryAddress: string;
  status: TransportStatus;
}

export interface TransportDialogTexts {
  busy: string;
  loadFailed: string;
  /** The transport is not there for this caller: a retry will not help. */
  notFound: string;
  backToList: string;
}

interface TransportDialogProps<T extends TransportHead> {
  /** The transport shown; null keeps the dialog closed. */
  id: string | null;
  onClose: () => void;
  /** Reads it; a stable function (module level), called again on retry and on `reload`. */
  read: (id: string) => Promise<T>;
  texts: TransportDialogTexts;
  className?: string;
  /** Beside the status badge, e.g. the bid count. */
  badges?: (transport: T) => ReactNode;
  /** The body under the head; `reload` reads the transport again after a change. */
  children: (transport: T, reload: () => void) => ReactNode;
}

/**
 * One transport in a wide dialog: the owner's transport, a load a transporter may bid on, a job won.
 * It reads the transport, says when it is loading, failed (with a retry) or not there (with a way
 * back), and heads the body with the title, the route and the status.
 */
export function TransportDialog<T extends TransportHead>({ id, onClose, className, ...body }: TransportDialogProps<T>) {
  return (
    <Dialog open={id !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className={cn('gap-6 sm:max-w-5xl', className)}>
        {id && <DialogBody id={id} onClose={onClose} {...body} />}
      </DialogContent>
    </Dialog>
  );
}

function DialogBody<T extends TransportHead>({
  id,
  onClose,
  read,
  texts,
  badges,
  children,
}: Omit<TransportDialogProps<T>, 'className'> & { id: string }) {
  const { t } = useTranslation('transports');
  const { t: tc } = useTranslation('common');
  const detail = useApi(useCallback(() => read(id), [read, id]));
  const transport = detail.data?.id === id ? detail.data : undefined;

  if (!transport) {
    const failed = detail.error && !detail.loading;
    const missing = failed && errorKey(detail.error) === 'transports:notFound';
    const title = missing ? texts.notFound : failed ? texts.loadFailed : texts.busy;
    return (
      <>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription className="sr-only">{title}</DialogDescription>
        </DialogHeader>
        {missing ? (
          <Button variant="outline" className="justify-self-start" onClick={onClose}>
            {texts.backToList}
          </Button>
        ) : failed ? (
          <Button variant="outline" className="justify-self-start" onClick={detail.reload}>
            {tc('action.retry')}
          </Button>
        ) : (
          <div className="grid gap-3" aria-busy="true">
            <Skeleton className="h-32 w-full" />
            <Skeleton className="h-24 w-full" />
          </div>
        )}
      </>
    );
  }

  return (
    <>
      <DialogHeader className="pr-8">
        <DialogTitle className="text-xl leading-tight">{transport.title}</DialogTitle>
        <DialogDescription>
          {transport.loadingAddress} <span aria-hidden="true">→</span>
          <span className="sr-only"> {t('routeTo')} </span> {transport.deliveryAddress}
        </DialogDescription>
        <div className="flex flex-wrap items-center justify-center gap-3 sm:justify-start">
          <span className="text-sm text-muted-foreground">{t('detail.statusLabel')}:</span>
          <TransportStatusBadge status={transport.status} />
          {badges?.(transport)}
        </div>
      </DialogHeader>
      {children(transport, detail.reload)}
    </>
  );
}
