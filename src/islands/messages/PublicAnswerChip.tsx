import { Megaphone, X } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** How much of the question the chip quotes. */
const excerptLength = 80;

const excerpt = (text: string) => {
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > excerptLength ? `${line.slice(0, excerptLength - 1)}…` : line;
};

/** Over the composer while the customer answers a transporter's question for every transporter on the load. */
export function PublicAnswerChip({ question, onCancel }: { question: string; onCancel: () => void }) {
  const { t } = useTranslation('messages');
  return (
    <div className="flex items-center gap-2 rounded-md border border-primary/50 bg-primary/10 py-1 pr-1 pl-2.5 text-sm">
      <Megaphone aria-hidden="true" className="size-4 shrink-0" />
      <p className="min-w-0 flex-1 break-words">{t('composer.answering', { question: excerpt(question) })}</p>
      <Button
        type="button"
        variant="ghost"
        size="icon"
        className="size-7 shrink-0"
        aria-label={t('composer.stopAnswering')}
        onClick={onCancel}
      >
        <X aria-hidden="true" />
      </Button>
    </div>
  );
}
