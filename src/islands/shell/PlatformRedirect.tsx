import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import '@/client/i18n';
import { island } from '@/client/island';
import { PageSkeleton } from '@/components/app/PageSkeleton';
import { homePathFor } from '@/lib/platform-access';
import { $auth } from '@/stores/auth';

/** /platform: a loading animation while the persisted session decides where to go (spec section 2). */
function PlatformRedirect() {
  const { t } = useTranslation('platform');
  useEffect(() => {
    location.replace(homePathFor($auth.get()));
  }, []);
  return (
    <div role="status" className="flex min-h-[60vh] flex-col items-center justify-center gap-4">
      <div className="wave" aria-hidden="true">
        <span />
        <span />
        <span />
        <span />
        <span />
      </div>
      <p className="text-muted-foreground">{t('redirect.text')}</p>
    </div>
  );
}

export default island(PlatformRedirect, PageSkeleton);
