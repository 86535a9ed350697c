import { useTranslation } from 'react-i18next';
import { cn } from '@/lib/utils';

const filters = ['all', 'unread'] as const;
export type NotificationFilterValue = (typeof filters)[number];

interface NotificationFilterProps {
  value: NotificationFilterValue;
  onChange: (value: NotificationFilterValue) => void;
}

/** All or only unread notifications: a radio group drawn as a segmented control. */
export function NotificationFilter({ value, onChange }: NotificationFilterProps) {
  const { t } = useTranslation('notifications');
  return (
    <fieldset className="flex flex-wrap items-center gap-2">
      <legend className="float-left mr-1 text-sm font-medium">{t('filterLabel')}</legend>
      <div className="inline-flex rounded-lg border bg-card p-0.5">
        {filters.map((filter) => (
          <label
            key={filter}
            className={cn(
              'relative rounded-md px-3 py-1 text-sm font-medium text-muted-foreground has-[:focus-visible]:ring-[3px] has-[:focus-visible]:ring-ring/50',
              value === filter && 'bg-secondary text-foreground',
            )}
          >
            <input
              type="radio"
              name="notification-filter"
              value={filter}
              checked={value === filter}
              onChange={() => onChange(filter)}
              // Over the whole label, unseen: a click anywhere on the word lands on the radio itself.
              className="absolute inset-0 cursor-pointer appearance-none rounded-md outline-none"
            />
            {t(filter === 'all' ? 'filterAll' : 'filterUnread')}
          </label>
        ))}
      </div>
    </fieldset>
  );
}
