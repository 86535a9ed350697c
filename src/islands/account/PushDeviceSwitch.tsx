import { useEffect, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { disablePush, enablePush, pushState, type PushState } from '@/client/push';
import { runWithToasts } from '@/client/run-with-toasts';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Label } from '@/components/ui/label';

/** "Push on this device": Web Push for this browser, registered only when the person turns it on here. */
export function PushDeviceSwitch() {
  const { t } = useTranslation('notifications');
  const id = useId();
  // Null until this browser's state is read (after hydration: the server cannot know it).
  const [state, setState] = useState<PushState | null>(null);
  const [busy, setBusy] = useState(false);

  useEffect(() => {
    pushState().then(setState, () => setState('off'));
  }, []);

  async function toggle(on: boolean) {
    setBusy(true);
    const outcome = await runWithToasts(() => (on ? enablePush() : disablePush()), { failure: 'notifications:push.failed' });
    if (outcome.ok) setState(outcome.value);
    setBusy(false);
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{t('push.title')}</h2>
        </CardTitle>
        <CardDescription>{t('push.intro')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-2">
        <div className="flex items-center gap-3">
          <Checkbox
            id={id}
            role="switch"
            checked={state === 'on'}
            disabled={busy || state === null || state === 'unsupported' || state === 'blocked'}
            onCheckedChange={(checked) => void toggle(checked === true)}
          />
          <Label htmlFor={id}>{t('push.thisDevice')}</Label>
        </div>
        {(state === 'unsupported' || state === 'blocked') && <p className="text-sm text-muted-foreground">{t(`push.${state}`)}</p>}
      </CardContent>
    </Card>
  );
}
