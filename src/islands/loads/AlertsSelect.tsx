import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';
import { savedSearchAlerts, type SavedSearchAlerts } from '@/lib/notifications';

interface AlertsSelectProps {
  id?: string;
  value: SavedSearchAlerts;
  onChange: (value: SavedSearchAlerts) => void;
  /** Its name when no visible label names it (a search in the list). */
  label?: string;
  className?: string;
}

/** How a saved search alerts: at once, in a daily digest at 07:00, or not at all (issue 26). */
export function AlertsSelect({ id, value, onChange, label, className }: AlertsSelectProps) {
  const { t } = useTranslation('notifications');
  return (
    <select
      id={id}
      aria-label={label}
      value={value}
      onChange={(event) => onChange(event.target.value as SavedSearchAlerts)}
      className={cn(
        'h-9 min-w-0 rounded-md border border-input bg-card px-3 text-base shadow-xs outline-none focus-visible:border-ring focus-visible:ring-[3px] focus-visible:ring-ring/50 md:text-sm',
        className,
      )}
    >
      {savedSearchAlerts.map((mode) => (
        <option key={mode} value={mode}>
          {t(`alerts.${mode}`)}
        </option>
      ))}
    </select>
  );
}
