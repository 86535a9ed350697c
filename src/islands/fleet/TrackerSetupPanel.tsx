import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { osmAndTemplateUrl, trackerServerUrl, trackerSetupUrl } from '@/lib/tracker-id';
import { CopyableUrl } from './CopyableUrl';
import { TrackerQrCode } from './TrackerQrCode';

/** How to point Traccar Client or OsmAnd at this server with the vehicle's tracker id. */
export function TrackerSetupPanel({ trackerId }: { trackerId: string }) {
  const { t } = useTranslation('fleet');
  const titleId = useId();
  const origin = window.location.origin;
  return (
    <section aria-labelledby={titleId} className="grid gap-3 rounded-md border bg-muted/40 p-3">
      <h3 id={titleId} className="text-sm font-medium">
        {t('tracker.setupTitle')}
      </h3>
      <p className="text-sm text-muted-foreground">{t('tracker.setupText')}</p>
      <div className="grid items-start gap-4 sm:grid-cols-[auto_minmax(0,1fr)]">
        <TrackerQrCode value={trackerSetupUrl(origin, trackerId)} label={t('tracker.qrLabel', { id: trackerId })} />
        <div className="grid min-w-0 gap-3">
          <CopyableUrl label={t('tracker.serverUrl')} value={trackerServerUrl(origin)} copyLabel={t('tracker.copyServerUrl')} />
          <CopyableUrl label={t('tracker.osmAndUrl')} value={osmAndTemplateUrl(origin, trackerId)} copyLabel={t('tracker.copyOsmAndUrl')} />
        </div>
      </div>
    </section>
  );
}
