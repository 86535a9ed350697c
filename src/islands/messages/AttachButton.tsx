import { useId, useRef } from 'react';
import { Paperclip } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { attachmentTypes, useAttachment } from './use-attachment';

/** "Attach": a photo or a PDF into the thread, with the upload's progress beside it. */
export function AttachButton({ threadId, onUploaded }: { threadId: string; onUploaded: () => void }) {
  const { t } = useTranslation('messages');
  const picker = useRef<HTMLInputElement>(null);
  const progressId = useId();
  const { upload, attach } = useAttachment(threadId, onUploaded);
  return (
    <>
      <input
        ref={picker}
        type="file"
        accept={attachmentTypes}
        className="hidden"
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void attach(file);
        }}
      />
      <Button type="button" variant="outline" size="sm" disabled={upload !== null} onClick={() => picker.current?.click()}>
        <Paperclip aria-hidden="true" />
        {t('attach.button')}
      </Button>
      {upload && (
        <span className="flex min-w-0 items-center gap-2 text-xs text-muted-foreground">
          <span id={progressId} className="truncate">
            {t('attach.uploading', { name: upload.name })}
          </span>
          <progress aria-labelledby={progressId} value={upload.fraction} max={1} className="h-1.5 w-20 accent-primary" />
        </span>
      )}
    </>
  );
}
