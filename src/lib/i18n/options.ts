import type { InitOptions } from 'i18next';
import { defaultLanguage, languages } from './languages';

/** Options shared by the server and the islands: flat files with dotted keys, English fallback. */
export const i18nOptions: InitOptions = {
  fallbackLng: defaultLanguage,
  supportedLngs: [...languages],
  load: 'currentOnly',
  defaultNS: 'common',
  keySeparator: false,
  interpolation: { escapeValue: false },
  returnNull: false,
};
