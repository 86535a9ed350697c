import { useTranslation } from 'react-i18next';
import { PackagePlusIcon, TruckIcon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardTitle } from '@/components/ui/card';
import { paths } from '@/lib/paths';
import { Skeleton } from '@/components/ui/skeleton';

/** The card above the list: a first request is explained (nothing is agreed until an offer is accepted); everyone else is invited to post another. */
export function HomePrompt({ firstTime }: { firstTime: boolean | undefined }) {
  const { t } = useTranslation('transports');
  const Icon = firstTime ? PackagePlusIcon : TruckIcon;
  return (
    <Card className="border-primary/30 bg-primary/5">
      <CardContent className="flex flex-col gap-4 sm:flex-row sm:items-center">
        {firstTime === undefined ? (
          // The icon, the heading and the text's lines (three on a phone), so the list below does not move when they come.
          <>
            <Skeleton className="size-10 shrink-0" aria-hidden="true" />
            <div className="grid flex-1 gap-1" aria-hidden="true">
              <Skeleton className="h-7 w-72 max-w-full" />
              {/* Each bar in its line's 20 px (text-sm), as the text will be. */}
              <div className="grid gap-1 py-0.5">
                <Skeleton className="h-4 w-full" />
                <Skeleton className="h-4 w-full" />
                <Skeleton className="h-4 w-2/3 sm:hidden" />
              </div>
            </div>
          </>
        ) : (
          <>
            <Icon aria-hidden="true" className="size-10 shrink-0 text-primary" />
            <div className="grid flex-1 gap-1">
              <CardTitle>
                <h2 className="text-xl">{t(firstTime ? 'home.firstTitle' : 'home.findTitle')}</h2>
              </CardTitle>
              <p className="text-sm text-muted-foreground">{t(firstTime ? 'home.firstText' : 'home.findText')}</p>
            </div>
          </>
        )}
        <Button asChild size="lg" className="self-start sm:self-center">
          <a href={paths.createTransport}>{t('home.create')}</a>
        </Button>
      </CardContent>
    </Card>
  );
}
