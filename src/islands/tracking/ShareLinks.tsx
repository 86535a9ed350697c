import { useCallback, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/client/toast';
import { CopyIcon, LinkIcon } from 'lucide-react';
import { runWithToasts } from '@/client/run-with-toasts';
import { api } from '@/client/trpc';
import { useApi } from '@/client/use-api';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { ShareList } from './ShareList';

/** The value a datetime-local input takes for a moment, in the browser's time zone. */
const localInputValue = (date: Date) => new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);

/** Links for the recipient: create (optionally expiring), copy the new one (its token is shown once), list, revoke. */
export function ShareLinks({ transportId }: { transportId: string }) {
  const { t } = useTranslation('tracking');
  const ids = { expires: useId(), hint: useId(), link: useId() };
  const [expires, setExpires] = useState('');
  const [busy, setBusy] = useState(false);
  const [created, setCreated] = useState<string | null>(null);
  const links = useApi(useCallback(() => api.tracking.shares.list.query({ transportId }), [transportId]));

  async function create() {
    setBusy(true);
    const expiresAt = expires ? new Date(expires) : null;
    const outcome = await runWithToasts(() => api.tracking.shares.create.mutate({ transportId, expiresAt }));
    setBusy(false);
    if (!outcome.ok) return;
    setCreated(`${location.origin}${outcome.value.path}`);
    setExpires('');
    links.reload();
  }

  async function copy(url: string) {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('share.copied'));
    } catch {
      toast.error(t('share.copyFailed'));
    }
  }

  return (
    <div className="grid gap-3 border-t pt-4">
      <h4 className="font-medium">{t('share.title')}</h4>
      <p className="text-sm text-muted-foreground">{t('share.text')}</p>
      <div className="flex flex-wrap items-end gap-3">
        <div className="grid gap-1.5">
          <Label htmlFor={ids.expires}>{t('share.expiresLabel')}</Label>
          <Input
            id={ids.expires}
            type="datetime-local"
            className="w-auto"
            min={localInputValue(new Date())}
            value={expires}
            onChange={(event) => setExpires(event.target.value)}
            aria-describedby={ids.hint}
          />
        </div>
        <Button onClick={() => void create()} disabled={busy}>
          <LinkIcon aria-hidden="true" />
          {t('share.create')}
        </Button>
      </div>
      <p id={ids.hint} className="text-xs text-muted-foreground">
        {t('share.expiresHint')}
      </p>
      {created && (
        <div className="grid gap-1.5 rounded-md border border-primary/40 bg-primary/5 p-3">
          <Label htmlFor={ids.link}>{t('share.linkLabel')}</Label>
          <div className="flex flex-wrap gap-2">
            <Input
              id={ids.link}
              readOnly
              value={created}
              className="min-w-0 flex-1 font-mono text-xs"
              onFocus={(event) => event.target.select()}
            />
            <Button variant="outline" onClick={() => void copy(created)}>
              <CopyIcon aria-hidden="true" />
              {t('share.copy')}
            </Button>
          </div>
          <p role="status" className="text-xs">
            {t('share.created')}
          </p>
        </div>
      )}
      <ShareList rows={links.data ?? []} onChanged={links.reload} />
    </div>
  );
}
