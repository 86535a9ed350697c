import '@/client/i18n';
import { LanguageSelect } from './LanguageSelect';
import { ThemeSelect } from './ThemeSelect';

export default function AppHeaderControls() {
  return (
    <div className="flex items-center gap-2">
      <LanguageSelect />
      <ThemeSelect />
    </div>
  );
}
