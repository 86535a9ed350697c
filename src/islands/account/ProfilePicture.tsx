import { useTranslation } from 'react-i18next';
import { ExternalLinkIcon, Trash2Icon } from 'lucide-react';
import { runWithToasts } from '@/client/run-with-toasts';
import { api } from '@/client/trpc';
import { UserAvatar } from '@/components/app/UserAvatar';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { updateUser } from '@/stores/auth';
import { FileUpload } from './FileUpload';

interface ProfilePictureProps {
  userId: string;
  name: string;
  avatarKey: string | null;
  onChanged: () => void;
}

/** Change (or remove) the profile picture; the menu shows the new one at once. Links to the public profile. */
export function ProfilePicture({ userId, name, avatarKey, onChanged }: ProfilePictureProps) {
  const { t } = useTranslation('account');

  async function remove() {
    const outcome = await runWithToasts(() => api.account.removeAvatar.mutate(), { success: t('picture.removed') });
    if (!outcome.ok) return;
    updateUser({ avatarKey: null });
    onChanged();
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{t('picture.title')}</h2>
        </CardTitle>
        <CardDescription>{t('picture.description')}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-wrap items-start gap-4">
        <UserAvatar
          name={name}
          avatarKey={avatarKey}
          alt={avatarKey ? t('picture.alt', { name }) : undefined}
          className="size-24 text-2xl"
        />
        <div className="grid gap-3">
          <FileUpload
            kind="avatar"
            label={t('picture.change')}
            successText={t('upload.success')}
            failureText={t('upload.failed')}
            onUploaded={(answer) => {
              updateUser({ avatarKey: answer.key });
              onChanged();
            }}
          />
          {avatarKey && (
            <Button variant="ghost" size="sm" className="justify-self-start" onClick={() => void remove()}>
              <Trash2Icon aria-hidden="true" />
              {t('picture.remove')}
            </Button>
          )}
          <a
            href={`/platform/profile/user/${userId}`}
            className="inline-flex items-center gap-1 text-sm font-medium text-primary underline-offset-4 hover:underline"
          >
            {t('profile.viewPublic')}
            <ExternalLinkIcon aria-hidden="true" className="size-3.5" />
          </a>
        </div>
      </CardContent>
    </Card>
  );
}
