import { useTranslation } from 'react-i18next';
import { runWithToasts } from '@/client/run-with-toasts';
import { api } from '@/client/trpc';
import { ConfirmButton } from '@/components/app/ConfirmButton';
import { StartTransit } from './StartTransit';
import type { JobDetailData } from './types';

/** What the hired company may do now: start the transit with a vehicle, or mark the job delivered. */
export function JobActions({ job, onChanged }: { job: JobDetailData; onChanged: () => void }) {
  const { t } = useTranslation('jobs');
  if (job.actions.length === 0) return null;
  return (
    <section role="group" aria-label={t('actions.label')} className="grid gap-3 rounded-lg border bg-muted/30 p-4">
      {job.actions.includes('startTransit') && <StartTransit job={job} onStarted={onChanged} />}
      {job.actions.includes('markDelivered') && (
        <div>
          <ConfirmButton
            trigger={t('deliver.action')}
            variant="default"
            title={t('deliver.confirmTitle')}
            text={t('deliver.confirmText')}
            confirm={t('deliver.action')}
            dismiss={t('actions.keep')}
            onConfirm={async () => {
              const outcome = await runWithToasts(() => api.transports.markDelivered.mutate({ id: job.id }), {
                success: t('deliver.done'),
                failure: 'jobs:actionFailed',
              });
              if (outcome.ok) onChanged();
            }}
          />
        </div>
      )}
    </section>
  );
}
