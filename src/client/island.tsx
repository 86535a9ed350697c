/**
 * Every island's root (issue 23). The server renders the island in the request's language and the
 * browser hydrates that HTML: Astro passes `lang` (the page's `Astro.locals.lang`), the server takes
 * its instance for that language, the browser its one page-wide instance, which speaks the same
 * language (the layout inlines its texts). An island that must know the signed-in user (kept in
 * localStorage, unknown to the server) names a skeleton: the server and the first browser render
 * draw it, the next render the island itself, so the two renders always match. One without a
 * skeleton is drawn alike on both sides and is not rendered again after hydration.
 */
import type { ComponentType } from 'react';
import { I18nextProvider } from 'react-i18next';
import { serverIslandInstance } from '@/lib/i18n/island-instances';
import type { Language } from '@/lib/i18n/languages';
import { i18n } from './i18n';
import { useHydrated } from './use-after-hydration';

export interface IslandProps {
  lang: Language;
}

export function island<P extends object>(Island: ComponentType<P>, Skeleton?: ComponentType): ComponentType<P & IslandProps> {
  // Only an island with a skeleton waits for hydration: the render after it is synchronous and
  // redraws the whole island, a long task on a phone that an island drawn alike on both sides skips.
  const Content = Skeleton
    ? function AfterHydration(props: P) {
        return useHydrated() ? <Island {...props} /> : <Skeleton />;
      }
    : Island;
  function Root({ lang, ...props }: P & IslandProps) {
    return (
      <I18nextProvider i18n={serverIslandInstance(lang) ?? i18n}>
        <Content {...(props as P)} />
      </I18nextProvider>
    );
  }
  Root.displayName = `Island(${Island.displayName ?? Island.name})`;
  return Root;
}
