/**
 * DayPicker's locales (date-fns locales plus translated navigation and day labels), one chunk per
 * language, loaded only for the language the calendar opens in.
 */
import type { DayPickerLocale } from 'react-day-picker';
import type { Language } from '@/lib/i18n/languages';

const loaders: Record<Language, () => Promise<DayPickerLocale>> = {
  en: () => import('react-day-picker/locale/en-GB').then((module) => module.enGB),
  es: () => import('react-day-picker/locale/es').then((module) => module.es),
  bs: () => import('react-day-picker/locale/bs').then((module) => module.bs),
  'sr-Cyrl': () => import('react-day-picker/locale/sr').then((module) => module.sr),
  'sr-Latn': () => import('react-day-picker/locale/sr-Latn').then((module) => module.srLatn),
  de: () => import('react-day-picker/locale/de').then((module) => module.de),
};

export function loadCalendarLocale(lang: Language): Promise<DayPickerLocale> {
  return loaders[lang]();
}
