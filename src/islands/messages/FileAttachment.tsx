import { FileText, ImageOff } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { downloadFile } from '@/client/download-file';
import { translate } from '@/client/i18n';
import { toast } from '@/client/toast';
import { useFormat } from '@/client/use-format';
import { Skeleton } from '@/components/ui/skeleton';
import type { Message } from './types';
import { usePrivateImage } from './use-private-image';

type SentFile = NonNullable<Message['file']>;

const download = (file: SentFile) => downloadFile(file.key, file.name).catch(() => toast.error(translate('messages:file.downloadFailed')));

/** A photo, fetched with the session and shown small (a click downloads it). */
function Thumbnail({ file }: { file: SentFile }) {
  const { t } = useTranslation('messages');
  const url = usePrivateImage(file.key);
  if (url === null) return <Skeleton className="h-40 w-56 max-w-full" />;
  if (url === 'failed')
    return (
      <span className="inline-flex items-center gap-2">
        <ImageOff aria-hidden="true" className="size-4" />
        {t('file.imageFailed', { name: file.name })}
      </span>
    );
  return (
    <button
      type="button"
      onClick={() => void download(file)}
      className="block rounded-md outline-none focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <img src={url} alt={file.name} className="max-h-40 max-w-full rounded-md object-contain" />
    </button>
  );
}

/** A message's file: a photo as a thumbnail, a PDF as a download button with its name and size. */
export function FileAttachment({ file }: { file: SentFile }) {
  const format = useFormat();
  if (file.type.startsWith('image/')) return <Thumbnail file={file} />;
  const size = format.number(file.size / 1_048_576, { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });
  return (
    <button
      type="button"
      onClick={() => void download(file)}
      className="flex items-center gap-2 rounded-md border bg-card px-3 py-2 text-left text-card-foreground outline-none hover:bg-accent focus-visible:ring-[3px] focus-visible:ring-ring/50"
    >
      <FileText aria-hidden="true" className="size-5 shrink-0" />
      <span className="grid">
        <span className="font-medium break-all">{file.name}</span>
        <span className="text-xs text-muted-foreground">PDF · {size}</span>
      </span>
    </button>
  );
}
