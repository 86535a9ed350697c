/** The islands' i18next instance with the English texts loaded, as the layout inlines them in a page. */
import { i18n } from '@/client/i18n';
import { clientNamespaces } from '@/lib/i18n/namespaces';
import { resources } from '@/lib/i18n/resources';

for (const ns of clientNamespaces) i18n.addResourceBundle('en', ns, resources.en?.[ns] ?? {}, true, true);
await i18n.changeLanguage('en');

export { i18n };
