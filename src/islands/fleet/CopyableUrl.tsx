import { CopyIcon } from 'lucide-react';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/client/toast';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

interface CopyableUrlProps {
  label: string;
  value: string;
  copyLabel: string;
}

/** An address to put into a phone app: read-only, selectable, with a button that copies it. */
export function CopyableUrl({ label, value, copyLabel }: CopyableUrlProps) {
  const { t } = useTranslation('fleet');
  const id = useId();

  async function copy() {
    try {
      await navigator.clipboard.writeText(value);
      toast.success(t('tracker.copied'));
    } catch {
      toast.error(t('tracker.copyFailed'));
    }
  }

  return (
    <div className="grid min-w-0 gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input id={id} readOnly value={value} spellCheck={false} className="min-w-0 font-mono text-xs" onFocus={(e) => e.target.select()} />
        <Button type="button" variant="outline" onClick={() => void copy()}>
          <CopyIcon aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">{copyLabel}</span>
        </Button>
      </div>
    </div>
  );
}
