import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { CopyIcon } from 'lucide-react';
import { toast } from '@/client/toast';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

/** The link just made, to copy: its token is shown only this once. */
export function NewShareLink({ url }: { url: string }) {
  const { t } = useTranslation('tracking');
  const id = useId();

  async function copy() {
    try {
      await navigator.clipboard.writeText(url);
      toast.success(t('share.copied'));
    } catch {
      toast.error(t('share.copyFailed'));
    }
  }

  return (
    <div className="grid gap-1.5 rounded-md border border-primary/40 bg-primary/5 p-3">
      <Label htmlFor={id}>{t('share.linkLabel')}</Label>
      <div className="flex flex-wrap gap-2">
        <Input id={id} readOnly value={url} className="min-w-0 flex-1 font-mono text-xs" onFocus={(event) => event.target.select()} />
        <Button variant="outline" onClick={() => void copy()}>
          <CopyIcon aria-hidden="true" />
          {t('share.copy')}
        </Button>
      </div>
      <p role="status" className="text-xs">
        {t('share.created')}
      </p>
    </div>
  );
}
