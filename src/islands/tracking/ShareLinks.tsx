import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '@/client/trpc';
import { useApi } from '@/client/use-api';
import { NewShareLink } from './NewShareLink';
import { ShareLinkForm, type CreatedShare } from './ShareLinkForm';
import { ShareList } from './ShareList';

/**
 * Links for the recipient: create (named, optionally expiring, optionally the consignee's with the
 * delivery code), copy the new one (its token is shown once, and no longer once it is revoked), list, revoke.
 */
export function ShareLinks({ transportId }: { transportId: string }) {
  const { t } = useTranslation('tracking');
  const [created, setCreated] = useState<CreatedShare | null>(null);
  const links = useApi(useCallback(() => api.tracking.shares.list.query({ transportId }), [transportId]));
  const createdRevoked = links.data?.some((row) => row.id === created?.id && row.revokedAt !== null) ?? false;

  return (
    <div className="grid gap-3 border-t pt-4">
      <h4 className="font-medium">{t('share.title')}</h4>
      <p className="text-sm text-muted-foreground">{t('share.text')}</p>
      <ShareLinkForm
        transportId={transportId}
        onCreated={(share) => {
          setCreated(share);
          links.reload();
        }}
      />
      {created && !createdRevoked && <NewShareLink url={created.url} />}
      <ShareList
        rows={links.data ?? []}
        onChanged={(revokedId) => {
          if (revokedId === created?.id) setCreated(null);
          links.reload();
        }}
      />
    </div>
  );
}
