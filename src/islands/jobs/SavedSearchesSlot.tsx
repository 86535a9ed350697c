import { useTranslation } from 'react-i18next';
import { paths } from '@/lib/paths';
import { HomeCard } from './HomeCard';

/**
 * The slot for "new loads matching saved searches" on the transporter home. Saved searches and their
 * new-load counts come from savedSearches.list (the loads part of issue 10); until that is wired in
 * here, the slot leads to the load search.
 */
export function SavedSearchesSlot() {
  const { t } = useTranslation('jobs');
  return (
    <HomeCard heading={t('home.findLoads')} link={{ href: paths.transporterTransports, label: t('home.findLoadsLink') }}>
      <p className="text-muted-foreground">{t('home.findLoadsText')}</p>
    </HomeCard>
  );
}
