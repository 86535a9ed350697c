/**
 * A page's title as the browser's tab shows it: "Page · Tovar". Without the soft hyphens (U+00AD) a
 * locale puts in a long word so that it breaks at a syllable in the phone's top bar
 * ("Fuhrpark\u00adverwaltung"): a tab or a bookmark has no use for them.
 */
export function documentTitle(title: string, appName: string): string {
  return `${title.replaceAll('\u00ad', '')} · ${appName}`;
}
