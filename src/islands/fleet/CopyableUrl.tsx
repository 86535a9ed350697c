import { CopyIcon } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useCopyText } from './use-copy-text';

interface CopyableUrlProps {
  label: string;
  value: string;
  copyLabel: string;
}

/** An address to put into a phone app: read-only, selectable, with a button that copies it. */
export function CopyableUrl({ label, value, copyLabel }: CopyableUrlProps) {
  const id = useId();
  const copy = useCopyText();

  return (
    <div className="grid min-w-0 gap-2">
      <Label htmlFor={id}>{label}</Label>
      <div className="flex gap-2">
        <Input id={id} readOnly value={value} spellCheck={false} className="min-w-0 font-mono text-xs" onFocus={(e) => e.target.select()} />
        <Button type="button" variant="outline" onClick={() => void copy(value)}>
          <CopyIcon aria-hidden="true" />
          <span className="sr-only sm:not-sr-only">{copyLabel}</span>
        </Button>
      </div>
    </div>
  );
}
