import { useTranslation } from 'react-i18next';
import { Dialog, DialogContent, DialogDescription, DialogHeader, DialogTitle } from '@/components/ui/dialog';
import { ReportForm } from './ReportForm';
import type { Message } from './types';

/** Reporting one of the other side's messages to an operator: open while `message` is set. */
export function ReportDialog({ message, onClose }: { message: Message | null; onClose: () => void }) {
  const { t } = useTranslation('messages');
  return (
    <Dialog open={message !== null} onOpenChange={(open) => !open && onClose()}>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('report.title')}</DialogTitle>
          <DialogDescription>{t('report.text')}</DialogDescription>
        </DialogHeader>
        {message && (
          <>
            <blockquote className="max-h-24 overflow-y-auto border-l-2 pl-3 text-sm break-words whitespace-pre-wrap text-muted-foreground">
              {message.kind === 'text' ? message.body : t(`preview.${message.kind}`)}
            </blockquote>
            <ReportForm key={message.id} messageId={message.id} onDone={onClose} />
          </>
        )}
      </DialogContent>
    </Dialog>
  );
}
