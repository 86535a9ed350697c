import { useTranslation } from 'react-i18next';
import { runWithToasts } from '@/client/run-with-toasts';
import { api } from '@/client/trpc';
import { useFormat } from '@/client/use-format';
import { ConfirmButton } from '@/components/app/ConfirmButton';
import { Badge } from '@/components/ui/badge';
import type { ShareRow } from './types';

const stateOf = (row: ShareRow) => (row.revokedAt ? 'revoked' : row.expired ? 'expired' : 'active');
const tone = { active: 'success', revoked: 'neutral', expired: 'neutral' } as const;

/** The transport's links, newest first, each with its name; an active one can be revoked after a confirmation. */
export function ShareList({ rows, onChanged }: { rows: ShareRow[]; onChanged: (revokedId: string) => void }) {
  const { t } = useTranslation('tracking');
  const format = useFormat();
  if (rows.length === 0) return <p className="text-sm text-muted-foreground">{t('share.none')}</p>;

  async function revoke(id: string) {
    const outcome = await runWithToasts(() => api.tracking.shares.revoke.mutate({ id }), { success: t('share.revokedToast') });
    if (outcome.ok) onChanged(id);
  }

  return (
    <ul aria-label={t('share.listLabel')} className="grid gap-2">
      {rows.map((row) => {
        const state = stateOf(row);
        const createdAt = format.dateTime(row.createdAt);
        return (
          <li key={row.id} className="flex flex-wrap items-center gap-x-3 gap-y-1 rounded-md border px-3 py-2 text-sm">
            <Badge variant={tone[state]}>{t(`share.state.${state}`)}</Badge>
            {row.label && <span className="font-medium">{row.label}</span>}
            {row.showsDeliveryCode && <Badge variant="info">{t('share.codeBadge')}</Badge>}
            <span>{t('share.createdAt', { time: createdAt })}</span>
            <span className="text-muted-foreground">
              {row.expiresAt ? t('share.expiresAt', { time: format.dateTime(row.expiresAt) }) : t('share.untilDelivery')}
            </span>
            {state === 'active' && (
              <span className="ml-auto">
                <ConfirmButton
                  variant="destructive"
                  size="sm"
                  trigger={t('share.revoke')}
                  triggerLabel={row.label ? `${t('share.revoke')}: ${row.label}` : t('share.revokeNamed', { time: createdAt })}
                  title={t('share.revokeTitle')}
                  text={t('share.revokeText')}
                  confirm={t('share.revokeConfirm')}
                  onConfirm={() => revoke(row.id)}
                />
              </span>
            )}
          </li>
        );
      })}
    </ul>
  );
}
