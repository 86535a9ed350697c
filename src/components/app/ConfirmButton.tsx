import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  AlertDialog,
  AlertDialogAction,
  AlertDialogCancel,
  AlertDialogContent,
  AlertDialogDescription,
  AlertDialogFooter,
  AlertDialogHeader,
  AlertDialogTitle,
  AlertDialogTrigger,
} from '@/components/ui/alert-dialog';
import { Button } from '@/components/ui/button';
import { cn } from '@/lib/utils';

interface ConfirmButtonProps {
  /** The button that opens the confirmation. */
  trigger: ReactNode;
  triggerLabel?: string;
  variant?: 'default' | 'destructive' | 'outline' | 'secondary' | 'ghost';
  size?: 'default' | 'sm' | 'icon';
  /** More classes for the trigger (a segment of a bordered group). */
  className?: string;
  title: string;
  text: string;
  confirm: string;
  dismiss?: string;
  /** More to read before confirming, between the text and the buttons (a list of warnings). */
  children?: ReactNode;
  /** Runs after the confirmation; the button refuses presses until it settles. */
  onConfirm: () => Promise<void>;
}

/** A button whose action only runs once an alert dialog has been confirmed. */
export function ConfirmButton({
  trigger,
  triggerLabel,
  variant = 'outline',
  size = 'default',
  className,
  title,
  text,
  confirm,
  dismiss,
  children,
  onConfirm,
}: ConfirmButtonProps) {
  const { t } = useTranslation('common');
  const [busy, setBusy] = useState(false);
  async function run() {
    setBusy(true);
    try {
      await onConfirm();
    } finally {
      setBusy(false);
    }
  }
  return (
    <AlertDialog>
      <AlertDialogTrigger asChild>
        {/* While the action runs the button refuses presses but keeps the focus, which the closing
            confirmation gives back to it: a disabled button cannot take it, and the focus was lost. */}
        <Button
          variant={variant}
          size={size}
          className={cn('aria-disabled:opacity-50', className)}
          aria-disabled={busy || undefined}
          onClick={(event) => busy && event.preventDefault()}
          aria-label={triggerLabel}
        >
          {trigger}
        </Button>
      </AlertDialogTrigger>
      <AlertDialogContent>
        <AlertDialogHeader>
          <AlertDialogTitle>{title}</AlertDialogTitle>
          <AlertDialogDescription>{text}</AlertDialogDescription>
        </AlertDialogHeader>
        {children}
        <AlertDialogFooter>
          <AlertDialogCancel>{dismiss ?? t('action.cancel')}</AlertDialogCancel>
          <AlertDialogAction variant={variant === 'destructive' ? 'destructive' : 'default'} onClick={() => void run()}>
            {confirm}
          </AlertDialogAction>
        </AlertDialogFooter>
      </AlertDialogContent>
    </AlertDialog>
  );
}
