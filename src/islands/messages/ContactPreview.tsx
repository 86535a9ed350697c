import { useDeferredValue, useMemo } from 'react';
import { EyeOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { findContacts } from '@/lib/contact-mask';

/**
 * Before the award, what the server will hide in the text being written (the same rule, run here as
 * the person types): the pieces it found and why. Nothing while the text has none.
 */
export function ContactPreview({ text }: { text: string }) {
  const { t } = useTranslation('messages');
  const typed = useDeferredValue(text);
  const pieces = useMemo(() => findContacts(typed).map((span) => typed.slice(span.start, span.end)), [typed]);
  return (
    <div aria-live="polite">
      {pieces.length > 0 && (
        <div className="grid gap-1.5 rounded-md border border-warning/70 bg-warning/10 p-2.5 text-sm">
          <p className="flex items-center gap-2 font-medium">
            <EyeOff aria-hidden="true" className="size-4 shrink-0" />
            {t('composer.hiddenTitle')}
          </p>
          <ul className="flex flex-wrap gap-1.5">
            {pieces.map((piece, index) => (
              <li key={index}>
                <mark className="rounded bg-warning/30 px-1.5 py-0.5 break-all text-foreground">{piece}</mark>
              </li>
            ))}
          </ul>
          <p className="text-xs text-muted-foreground">{t('composer.hiddenWhy')}</p>
        </div>
      )}
    </div>
  );
}
