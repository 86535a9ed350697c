import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { toast } from '@/client/toast';
import { DownloadIcon, FileTextIcon, Trash2Icon } from 'lucide-react';
import { downloadFile } from '@/client/download-file';
import { runWithToasts } from '@/client/run-with-toasts';
import { api } from '@/client/trpc';
import { useApi } from '@/client/use-api';
import { useFormat } from '@/client/use-format';
import { ConfirmButton } from '@/components/app/ConfirmButton';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Skeleton } from '@/components/ui/skeleton';
import { FileUpload } from './FileUpload';

type Document = Awaited<ReturnType<typeof api.account.documents.list.query>>[number];

/** Legal documents: upload (PDF or image), list, download, remove after a confirmation. Only the owner sees them. */
export function CompanyDocuments() {
  const { t } = useTranslation('account');
  const format = useFormat();
  const documents = useApi(useCallback(() => api.account.documents.list.query(), []));
  const size = (bytes: number) =>
    bytes < 1024 * 1024
      ? format.number(Math.max(1, Math.round(bytes / 1024)), { style: 'unit', unit: 'kilobyte' })
      : format.number(bytes / (1024 * 1024), { style: 'unit', unit: 'megabyte', maximumFractionDigits: 1 });

  async function download(document: Document) {
    await downloadFile(document.key, document.name).catch(() => toast.error(t('documents.downloadFailed')));
  }

  async function remove(document: Document) {
    const outcome = await runWithToasts(() => api.account.documents.remove.mutate({ id: document.id }), {
      success: t('documents.removed'),
    });
    if (outcome.ok) documents.reload();
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{t('documents.title')}</h2>
        </CardTitle>
        <CardDescription>{t('documents.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {!documents.data ? (
          <Skeleton className="h-10 w-full" />
        ) : documents.data.length === 0 ? (
          <p className="text-sm text-muted-foreground">{t('documents.empty')}</p>
        ) : (
          <ul aria-label={t('documents.listLabel')} className="divide-y rounded-md border">
            {documents.data.map((document) => (
              <li key={document.id} className="flex flex-wrap items-center gap-3 p-3">
                <FileTextIcon aria-hidden="true" className="size-5 shrink-0 text-muted-foreground" />
                <div className="min-w-0 flex-1">
                  <p className="font-medium [overflow-wrap:anywhere]">{document.name}</p>
                  <p className="text-xs text-muted-foreground">
                    {t('documents.added', { size: size(document.size), date: format.date(document.createdAt) })}
                  </p>
                </div>
                <div className="flex gap-1">
                  <Button
                    variant="ghost"
                    size="icon"
                    aria-label={t('documents.downloadNamed', { name: document.name })}
                    title={t('documents.download')}
                    onClick={() => void download(document)}
                  >
                    <DownloadIcon aria-hidden="true" />
                  </Button>
                  <ConfirmButton
                    variant="destructive"
                    size="icon"
                    trigger={<Trash2Icon aria-hidden="true" />}
                    triggerLabel={t('documents.removeNamed', { name: document.name })}
                    title={t('documents.removeTitle', { name: document.name })}
                    text={t('documents.removeText')}
                    confirm={t('documents.removeConfirm')}
                    onConfirm={() => remove(document)}
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
        <FileUpload
          kind="document"
          label={t('documents.upload')}
          successText={t('documents.uploaded')}
          failureText={t('documents.uploadFailed')}
          onUploaded={documents.reload}
        />
      </CardContent>
    </Card>
  );
}
