/** i18next's types from our English texts: `t('errors:nope')` or a misspelt key fails to compile. */
import 'i18next';
import type { Resources } from '@/lib/i18n/keys';

declare module 'i18next' {
  interface CustomTypeOptions {
    defaultNS: 'common';
    keySeparator: false;
    resources: Resources;
  }
}
