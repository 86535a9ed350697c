import { useTranslation } from 'react-i18next';
import { ExternalLinkIcon } from 'lucide-react';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { fileUrl } from '@/lib/file-url';
import { FileUpload } from './FileUpload';

interface CompanyCoverProps {
  companyId: string;
  name: string;
  coverKey: string | null;
  onChanged: () => void;
}

/** The cover image of the public company profile, and the link to that profile. */
export function CompanyCover({ companyId, name, coverKey, onChanged }: CompanyCoverProps) {
  const { t } = useTranslation('account');
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{t('cover.title')}</h2>
        </CardTitle>
        <CardDescription>{t('cover.description')}</CardDescription>
      </CardHeader>
      <CardContent className="grid gap-4">
        {coverKey ? (
          <img src={fileUrl(coverKey)} alt={t('cover.alt', { name })} className="aspect-[8/3] w-full rounded-md border object-cover" />
        ) : (
          <div className="flex h-28 w-full items-center justify-center rounded-md border border-dashed bg-muted/40 text-sm text-muted-foreground">
            {t('cover.none')}
          </div>
        )}
        <div className="flex flex-wrap items-start justify-between gap-3">
          <FileUpload
            kind="cover"
            label={t('cover.change')}
            successText={t('upload.success')}
            failureText={t('upload.failed')}
            onUploaded={onChanged}
          />
          <a
            href={`/platform/profile/company/${companyId}`}
            className="inline-flex items-center gap-1 py-2 text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            {t('company.viewPublic')}
            <ExternalLinkIcon aria-hidden="true" className="size-3.5" />
          </a>
        </div>
      </CardContent>
    </Card>
  );
}
