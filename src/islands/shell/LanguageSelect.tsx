import { useTranslation } from 'react-i18next';
import { Languages } from 'lucide-react';
import { useStoreAfterHydration } from '@/client/use-after-hydration';
import { $language, setLanguage } from '@/stores/language';
import { languageNames, languages, toLanguage } from '@/lib/i18n/languages';

/** Switches every island's language at once, without a reload. */
export function LanguageSelect() {
  const { t, i18n } = useTranslation();
  const lang = useStoreAfterHydration($language, toLanguage(i18n.language));
  return (
    // The select draws no outline of its own: its box (the label) shows the focus, as an input does.
    <label className="relative inline-flex h-9 items-center gap-2 rounded-md border bg-card px-2 text-sm has-[select:focus-visible]:border-ring has-[select:focus-visible]:ring-[3px] has-[select:focus-visible]:ring-ring/50">
      <Languages aria-hidden="true" className="size-4 text-muted-foreground" />
      <span className="sr-only">{t('language.label')}</span>
      <select
        className="h-full cursor-pointer bg-transparent pr-1 outline-none"
        value={lang}
        onChange={(event) => setLanguage(toLanguage(event.target.value))}
      >
        {languages.map((l) => (
          <option key={l} value={l} lang={l}>
            {languageNames[l]}
          </option>
        ))}
      </select>
    </label>
  );
}
