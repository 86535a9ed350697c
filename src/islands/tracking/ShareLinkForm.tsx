import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkIcon } from 'lucide-react';
import { runWithToasts } from '@/client/run-with-toasts';
import { api } from '@/client/trpc';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { shareLabelMaxLength } from '@/lib/schemas/tracking';

/** The value a datetime-local input takes for a moment, in the browser's time zone. */
const localInputValue = (date: Date) => new Date(date.getTime() - date.getTimezoneOffset() * 60_000).toISOString().slice(0, 16);

export interface CreatedShare {
  id: string;
  url: string;
}

/** A new link: its name, an optional expiry, and whether it is the consignee's (shows the delivery code). */
export function ShareLinkForm({ transportId, onCreated }: { transportId: string; onCreated: (share: CreatedShare) => void }) {
  const { t } = useTranslation('tracking');
  const ids = { label: useId(), labelHint: useId(), expires: useId(), hint: useId(), code: useId(), codeHint: useId() };
  const [label, setLabel] = useState('');
  const [expires, setExpires] = useState('');
  const [showsDeliveryCode, setShowsDeliveryCode] = useState(false);
  const [busy, setBusy] = useState(false);

  async function create() {
    setBusy(true);
    const expiresAt = expires ? new Date(expires) : null;
    const outcome = await runWithToasts(() => api.tracking.shares.create.mutate({ transportId, label, expiresAt, showsDeliveryCode }));
    setBusy(false);
    if (!outcome.ok) return;
    onCreated({ id: outcome.value.id, url: `${location.origin}${outcome.value.path}` });
    setLabel('');
    setExpires('');
    setShowsDeliveryCode(false);
  }

  return (
    <div className="grid gap-3">
      <div className="flex flex-wrap items-start gap-3">
        <div className="grid min-w-0 flex-1 basis-56 gap-1.5">
          <Label htmlFor={ids.label}>{t('share.labelLabel')}</Label>
          <Input
            id={ids.label}
            value={label}
            maxLength={shareLabelMaxLength}
            onChange={(event) => setLabel(event.target.value)}
            aria-describedby={ids.labelHint}
          />
          <p id={ids.labelHint} className="text-xs text-muted-foreground">
            {t('share.labelHint')}
          </p>
        </div>
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
          <p id={ids.hint} className="text-xs text-muted-foreground">
            {t('share.expiresHint')}
          </p>
        </div>
      </div>
      <div className="flex items-start gap-2">
        <Checkbox
          id={ids.code}
          className="mt-0.5"
          checked={showsDeliveryCode}
          onCheckedChange={(checked) => setShowsDeliveryCode(checked === true)}
          aria-describedby={ids.codeHint}
        />
        <div className="grid gap-1">
          <Label htmlFor={ids.code}>{t('share.showsCode')}</Label>
          <p id={ids.codeHint} className="text-xs text-muted-foreground">
            {t('share.showsCodeHint')}
          </p>
        </div>
      </div>
      <div>
        <Button onClick={() => void create()} disabled={busy}>
          <LinkIcon aria-hidden="true" />
          {t('share.create')}
        </Button>
      </div>
    </div>
  );
}
