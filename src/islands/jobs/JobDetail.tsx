import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { api, errorKey } from '@/client/trpc';
import { useApi } from '@/client/use-api';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { Skeleton } from '@/components/ui/skeleton';
import { TransportItems } from '../transports/TransportItems';
import { TransportStatusBadge } from '../transports/TransportStatusBadge';
import { JobActions } from './JobActions';
import { JobContact } from './JobContact';
import { JobFacts } from './JobFacts';
import type { JobDetailData } from './types';

interface JobDetailProps {
  /** The job shown; null keeps the dialog closed. */
  id: string | null;
  onClose: () => void;
  /** A move changed the list's rows. */
  onChanged: () => void;
}

/** One job in a wide dialog: actions first, then delivery info and agreement, the customer's contact, the items. */
export function JobDetail({ id, onClose, onChanged }: JobDetailProps) {
  return (
    <Dialog open={id !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent className="gap-6 sm:max-w-5xl">{id && <DetailBody id={id} onClose={onClose} onChanged={onChanged} />}</DialogContent>
    </Dialog>
  );
}

function DetailBody({ id, onClose, onChanged }: { id: string; onClose: () => void; onChanged: () => void }) {
  const { t } = useTranslation('jobs');
  const { t: tc } = useTranslation('common');
  const detail = useApi(useCallback(() => api.jobs.byId.query({ id }), [id]));
  const job: JobDetailData | undefined = detail.data?.id === id ? detail.data : undefined;

  if (!job) {
    const failed = detail.error && !detail.loading;
    // Someone else's job, or none, will not load on a retry: say so, with a way back.
    const missing = failed && errorKey(detail.error) === 'transports:notFound';
    const title = missing ? t('detail.notFound') : failed ? t('detail.loadFailed') : t('detail.busy');
    return (
      <>
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription className="sr-only">{title}</DialogDescription>
        </DialogHeader>
        {missing ? (
          <Button variant="outline" className="justify-self-start" onClick={onClose}>
            {t('detail.backToList')}
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
        <DialogTitle className="text-xl leading-tight">{job.title}</DialogTitle>
        <DialogDescription>
          {job.loadingAddress} <span aria-hidden="true">→</span>
          <span className="sr-only"> {t('routeTo')} </span> {job.deliveryAddress}
        </DialogDescription>
        <div className="flex flex-wrap items-center justify-center gap-3 sm:justify-start">
          <span className="text-sm text-muted-foreground">{t('detail.statusLabel')}:</span>
          <TransportStatusBadge status={job.status} />
        </div>
      </DialogHeader>
      <JobActions
        job={job}
        onChanged={() => {
          detail.reload();
          onChanged();
        }}
      />
      <JobFacts job={job} />
      <JobContact customer={job.customer} />
      {job.description && (
        <section className="grid gap-1">
          <h3 className="font-semibold">{t('detail.description')}</h3>
          <p className="text-sm whitespace-pre-line">{job.description}</p>
        </section>
      )}
      <TransportItems items={job.items} />
    </>
  );
}
