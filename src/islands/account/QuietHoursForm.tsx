import { useId, useMemo, useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { runWithToasts } from '@/client/run-with-toasts';
import { api } from '@/client/trpc';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/ui/card';
import { Checkbox } from '@/components/ui/checkbox';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import { useFormat } from '@/client/use-format';
import { languageTags } from '@/lib/i18n/languages';
import { minutesOfTime, timeOfMinutes } from '@/lib/minute-of-day';
import type { NotificationPreferences } from './NotificationsTab';
import { SavedStatus } from './SavedStatus';

interface QuietHoursFormProps {
  quietHours: NotificationPreferences['quietHours'];
  onSaved: (preferences: NotificationPreferences) => void;
}

const deviceTimeZone = () => Intl.DateTimeFormat().resolvedOptions().timeZone;

/** Every zone this browser knows, with the stored one and the device's always among them. */
function timeZonesWith(...zones: string[]): string[] {
  return [...new Set([...zones, ...Intl.supportedValuesOf('timeZone')])].sort();
}

/**
 * A zone as a person reads it, in the page's language: its city and its time's name ("Sarajevo ·
 * Mitteleuropäische Zeit"), not its database id ("Europe/Sarajevo"). Intl has no city names in other
 * languages: the city is the id's, in English.
 */
function zoneLabel(zone: string, lang: string, at: Date): string {
  const city = zone.split('/').at(-1)!.replaceAll('_', ' ');
  try {
    const name = new Intl.DateTimeFormat(lang, { timeZone: zone, timeZoneName: 'longGeneric' })
      .formatToParts(at)
      .find((part) => part.type === 'timeZoneName')?.value;
    return name && name !== city ? `${city} · ${name}` : city;
  } catch {
    return zone;
  }
}

/** Quiet hours: whether mail and push wait, from when until when, in which time zone. */
export function QuietHoursForm({ quietHours, onSaved }: QuietHoursFormProps) {
  const { t } = useTranslation('notifications');
  const id = useId();
  const [enabled, setEnabled] = useState(quietHours.enabled);
  const [from, setFrom] = useState(timeOfMinutes(quietHours.from));
  const [to, setTo] = useState(timeOfMinutes(quietHours.to));
  const [timeZone, setTimeZone] = useState(quietHours.timeZone);
  const [busy, setBusy] = useState(false);
  const [saved, setSaved] = useState(false);
  const device = useMemo(() => deviceTimeZone(), []);
  const { lang } = useFormat();
  const zones = useMemo(() => {
    const now = new Date();
    return timeZonesWith(quietHours.timeZone, device).map((zone) => ({ zone, label: zoneLabel(zone, languageTags[lang], now) }));
  }, [quietHours.timeZone, device, lang]);

  async function save(event: FormEvent) {
    event.preventDefault();
    const fromMinutes = minutesOfTime(from);
    const toMinutes = minutesOfTime(to);
    if (fromMinutes === null || toMinutes === null) return;
    setBusy(true);
    setSaved(false);
    const input = { enabled, from: fromMinutes, to: toMinutes, timeZone };
    const outcome = await runWithToasts(() => api.notifications.setQuietHours.mutate(input));
    setBusy(false);
    if (outcome.ok) onSaved(outcome.value);
    setSaved(outcome.ok);
  }

  return (
    <Card>
      <CardHeader>
        <CardTitle>
          <h2>{t('quietTitle')}</h2>
        </CardTitle>
        <CardDescription>{t('quietIntro')}</CardDescription>
      </CardHeader>
      <CardContent>
        <form className="grid gap-4" onSubmit={(event) => void save(event)}>
          <div className="flex items-start gap-2">
            <Checkbox id={`${id}-enabled`} checked={enabled} onCheckedChange={(checked) => setEnabled(checked === true)} />
            <Label htmlFor={`${id}-enabled`} className="leading-snug">
              {t('quietEnabled')}
            </Label>
          </div>
          <div className="grid grid-cols-2 gap-4 sm:grid-cols-[repeat(2,minmax(0,10rem))_minmax(0,20rem)]">
            <div className="grid content-start gap-1.5">
              <Label htmlFor={`${id}-from`}>{t('quietFrom')}</Label>
              <Input id={`${id}-from`} type="time" required disabled={!enabled} value={from} onChange={(e) => setFrom(e.target.value)} />
            </div>
            <div className="grid content-start gap-1.5">
              <Label htmlFor={`${id}-to`}>{t('quietTo')}</Label>
              <Input id={`${id}-to`} type="time" required disabled={!enabled} value={to} onChange={(e) => setTo(e.target.value)} />
            </div>
            <div className="col-span-2 grid content-start gap-1.5 sm:col-span-1">
              <Label htmlFor={`${id}-zone`}>{t('timeZone')}</Label>
              <select
                id={`${id}-zone`}
                value={timeZone}
                disabled={!enabled}
                onChange={(event) => setTimeZone(event.target.value)}
                className="h-9 w-full min-w-0 rounded-md border border-input bg-card px-3 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:cursor-not-allowed disabled:opacity-50 md:text-sm"
              >
                {zones.map(({ zone, label }) => (
                  <option key={zone} value={zone}>
                    {label}
                  </option>
                ))}
              </select>
              {enabled && timeZone !== device && (
                <Button
                  type="button"
                  variant="link"
                  size="sm"
                  className="h-auto justify-self-start px-0"
                  onClick={() => setTimeZone(device)}
                >
                  {t('useDeviceTimeZone', { timeZone: zones.find(({ zone }) => zone === device)?.label ?? device })}
                </Button>
              )}
            </div>
          </div>
          <div className="flex flex-wrap items-center gap-3">
            <Button type="submit" disabled={busy}>
              {t('saveQuietHours')}
            </Button>
            <SavedStatus saved={saved} />
          </div>
        </form>
      </CardContent>
    </Card>
  );
}
