import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LinkIcon } from 'lucide-react';
import { runWithToasts } from '@/client/run-with-toasts';
import { api } from '@/client/trpc';
import { Button } from '@/components/ui/button';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { shareLabelMaxLength } from '@/lib/schemas/tracking';

/**
 * How long a link works: until delivery (every link ends there), or fewer hours. Chosen from a list in
 * the page's language: the browser's date-and-time field spoke its own ("mm/dd/yyyy, --:-- --").
 */
const validities = ['delivery', '24h', '3d', '7d'] as const;
type Validity = (typeof validities)[number];
const validityHours: Record<Exclude<Validity, 'delivery'>, number> = { '24h': 24, '3d': 72, '7d': 168 };

export interface CreatedShare {
  id: string;
  url: string;
}

/** A new link: its name, an optional expiry, and whether it is the consignee's (shows the delivery code). */
export function ShareLinkForm({ transportId, onCreated }: { transportId: string; onCreated: (share: CreatedShare) => void }) {
  const { t } = useTranslation('tracking');
  const ids = { label: useId(), labelHint: useId(), expires: useId(), hint: useId(), code: useId(), codeHint: useId() };
  const [label, setLabel] = useState('');
  const [validity, setValidity] = useState<Validity>('delivery');
  const [showsDeliveryCode, setShowsDeliveryCode] = useState(false);
  const [busy, setBusy] = useState(false);

  async function create() {
    setBusy(true);
    const expiresAt = validity === 'delivery' ? null : new Date(Date.now() + validityHours[validity] * 3_600_000);
    const outcome = await runWithToasts(() => api.tracking.shares.create.mutate({ transportId, label, expiresAt, showsDeliveryCode }));
    setBusy(false);
    if (!outcome.ok) return;
    onCreated({ id: outcome.value.id, url: `${location.origin}${outcome.value.path}` });
    setLabel('');
    setValidity('delivery');
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
          <Select value={validity} onValueChange={(value) => setValidity(value as Validity)}>
            <SelectTrigger id={ids.expires} className="w-auto" aria-describedby={ids.hint}>
              <SelectValue />
            </SelectTrigger>
            <SelectContent>
              {validities.map((choice) => (
                <SelectItem key={choice} value={choice}>
                  {choice === 'delivery' ? t('share.untilDelivery') : t(`share.validFor.${choice}`)}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
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
