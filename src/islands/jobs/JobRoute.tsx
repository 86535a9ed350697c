import { useTranslation } from 'react-i18next';

/** "From → To", read aloud as "From to To". */
export function JobRoute({ from, to }: { from: string; to: string }) {
  const { t } = useTranslation('jobs');
  return (
    <>
      <span className="block">{from}</span>
      <span className="block text-muted-foreground">
        <span aria-hidden="true">→ </span>
        <span className="sr-only">{t('routeTo')} </span>
        {to}
      </span>
    </>
  );
}
