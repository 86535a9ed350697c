import { useTranslation } from 'react-i18next';
import { useFormat } from '@/client/use-format';
import { DetailList } from '@/components/app/DetailList';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/ui/card';
import type { AccountType } from '@/lib/constants';

interface AccountInfoProps {
  email: string;
  accountType: AccountType;
  createdAt: Date;
}

/** What the account is, and since when: read only. */
export function AccountInfo({ email, accountType, createdAt }: AccountInfoProps) {
  const { t } = useTranslation('platform');
  const format = useFormat();
  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{t('account.info')}</h2>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <DetailList
          className="gap-x-6 gap-y-3"
          items={[
            { label: t('account.type'), value: t(`accountType.${accountType}`) },
            { label: t('account.activeSince'), value: format.longDate(createdAt) },
            { label: t('account.email'), value: email },
          ]}
        />
      </CardContent>
    </Card>
  );
}
