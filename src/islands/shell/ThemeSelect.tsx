import { useTranslation } from 'react-i18next';
import { Monitor, Moon, Sun } from 'lucide-react';
import { useStoreAfterHydration } from '@/client/use-after-hydration';
import { $theme, setTheme, type Theme } from '@/stores/theme';
import { cn } from '@/lib/utils';

const options: { value: Theme; Icon: typeof Sun }[] = [
  { value: 'light', Icon: Sun },
  { value: 'dark', Icon: Moon },
  { value: 'system', Icon: Monitor },
];

export function ThemeSelect() {
  const { t } = useTranslation();
  // The server cannot read the stored choice: it draws `system`, the browser its own right after.
  const theme = useStoreAfterHydration($theme, 'system');
  return (
    <div role="group" aria-label={t('theme.label')} className="inline-flex rounded-md border bg-card p-0.5">
      {options.map(({ value, Icon }) => (
        <button
          key={value}
          type="button"
          aria-pressed={theme === value}
          title={t(`theme.${value}`)}
          onClick={() => setTheme(value)}
          className={cn(
            'inline-flex size-8 items-center justify-center rounded-sm text-muted-foreground hover:bg-accent hover:text-accent-foreground',
            theme === value && 'bg-secondary text-foreground',
          )}
        >
          <Icon aria-hidden="true" className="size-4" />
          <span className="sr-only">{t(`theme.${value}`)}</span>
        </button>
      ))}
    </div>
  );
}
