import { useTranslation } from 'react-i18next';

/** A transport's free-text description, when it has one. */
export function TransportDescription({ text }: { text: string | null }) {
  const { t } = useTranslation('transports');
  if (!text) return null;
  return (
    <section className="grid gap-1">
      <h3 className="font-semibold">{t('detail.description')}</h3>
      <p className="text-sm whitespace-pre-line">{text}</p>
    </section>
  );
}
