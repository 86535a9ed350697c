import { persistentAtom } from '@nanostores/persistent';
import { computed } from 'nanostores';
import { atom } from 'nanostores';
import { themeStorageKey } from '@/lib/constants';

export const themes = ['light', 'dark', 'system'] as const;
export type Theme = (typeof themes)[number];

const toTheme = (value: string): Theme => ((themes as readonly string[]).includes(value) ? (value as Theme) : 'system');

/** The chosen theme, under the plain key `theme` as the spec says; `system` follows the OS. */
export const $theme = persistentAtom<Theme>(themeStorageKey, 'system', { encode: (v) => v, decode: toTheme });

const darkQuery = typeof window === 'undefined' ? null : window.matchMedia('(prefers-color-scheme: dark)');
const $systemDark = atom(darkQuery?.matches ?? false);
darkQuery?.addEventListener('change', (event) => $systemDark.set(event.matches));

export const $resolvedTheme = computed([$theme, $systemDark], (theme, systemDark) =>
  theme === 'system' ? (systemDark ? 'dark' : 'light') : theme,
);

export function setTheme(theme: Theme): void {
  $theme.set(theme);
}

if (typeof document !== 'undefined') {
  $resolvedTheme.subscribe((resolved) => document.documentElement.classList.toggle('dark', resolved === 'dark'));
}
