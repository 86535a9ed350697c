import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/client/toast';
import { UploadIcon } from 'lucide-react';
import { translate } from '@/client/i18n';
import { UploadError, uploadFile } from '@/client/upload-file';
import { FilePickerLabel } from '@/components/app/FilePickerLabel';
import type { MessageKey } from '@/lib/i18n/keys';
import { uploadErrors, type UploadAnswer, type UploadKind } from '@/lib/uploads';
import { acceptAttribute, checkFile, invalidTypeFor } from './file-check';

type UploadState = { phase: 'idle' } | { phase: 'uploading'; name: string; percent: number } | { phase: 'failure'; key: MessageKey };

interface FileUploadProps {
  kind: UploadKind;
  /** The button's text, which also names the file field. */
  label: string;
  /** The spec's 'image uploaded' (a toast) and 'failed to upload image' (said at the field, not again as a toast), or the document's. */
  successText: string;
  failureText: string;
  onUploaded: (answer: UploadAnswer) => void;
}

/** A file field shown as a button: idle → uploading (with progress) → success (toast) or failure (the reason, kept beside the field only). */
export function FileUpload({ kind, label, successText, failureText, onUploaded }: FileUploadProps) {
  const { t } = useTranslation('account');
  const id = useId();
  const [state, setState] = useState<UploadState>({ phase: 'idle' });
  const uploading = state.phase === 'uploading';

  function fail(key: MessageKey) {
    const reason = key === uploadErrors.invalidType ? invalidTypeFor(kind) : key;
    setState({ phase: 'failure', key: reason });
  }

  async function send(file: File) {
    const problem = await checkFile(kind, file);
    if (problem) return fail(problem);
    setState({ phase: 'uploading', name: file.name, percent: 0 });
    try {
      const answer = await uploadFile(kind, file, {
        name: kind === 'document' ? file.name : undefined,
        onProgress: (fraction) => setState({ phase: 'uploading', name: file.name, percent: Math.round(fraction * 100) }),
      });
      setState({ phase: 'idle' });
      toast.success(successText);
      onUploaded(answer);
    } catch (error) {
      fail(error instanceof UploadError ? error.key : uploadErrors.failed);
    }
  }

  return (
    <div className="grid gap-2">
      <input
        id={id}
        type="file"
        accept={acceptAttribute(kind)}
        className="peer sr-only"
        disabled={uploading}
        aria-describedby={`${id}-status`}
        onChange={(event) => {
          const file = event.target.files?.[0];
          event.target.value = '';
          if (file) void send(file);
        }}
      />
      <FilePickerLabel htmlFor={id}>
        <UploadIcon aria-hidden="true" />
        {label}
      </FilePickerLabel>
      <div id={`${id}-status`} aria-live="polite" className="text-sm">
        {state.phase === 'uploading' && (
          <div className="grid max-w-sm gap-1">
            <span className="truncate text-muted-foreground">{t('upload.uploading', { name: state.name })}</span>
            <div
              role="progressbar"
              aria-label={t('upload.progress')}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={state.percent}
              className="h-2 overflow-hidden rounded-full bg-muted"
            >
              <div className="h-full bg-primary transition-[width]" style={{ width: `${state.percent}%` }} />
            </div>
          </div>
        )}
        {state.phase === 'failure' && (
          <p role="alert" className="text-destructive">
            {state.key === uploadErrors.failed ? failureText : `${failureText}: ${translate(state.key)}`}
          </p>
        )}
      </div>
    </div>
  );
}
