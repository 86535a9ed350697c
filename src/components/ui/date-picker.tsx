import { lazy, Suspense, use, useId, useState } from 'react';
import type { DayPickerLocale } from 'react-day-picker';
import { CalendarIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { loadCalendarLocale } from '@/components/ui/calendar-locale';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { formatLongDate } from '@/lib/format';
import type { Language } from '@/lib/i18n/languages';
import { cn } from '@/lib/utils';

export interface DatePickerProps {
  value: Date | null;
  onChange: (date: Date | null) => void;
  /** The language the date and the calendar are shown in. */
  lang: Language;
  /** Put on the trigger button so a <label htmlFor> or FormControl names it. */
  id?: string;
  disabled?: boolean;
  'aria-invalid'?: boolean;
  'aria-describedby'?: string;
  /** The earliest day that can be picked; earlier days are disabled and the calendar starts at its month. */
  fromDate?: Date;
  /** The latest day that can be picked; later days are disabled and the calendar ends at its month. */
  toDate?: Date;
  className?: string;
}

// The calendar (DayPicker, date-fns) and its language's locale load on first use: ~30 kB gzip that a
// page with a date field need not load before someone opens it (issue 9).
const Calendar = lazy(() => import('@/components/ui/calendar').then((module) => ({ default: module.Calendar })));
const locales = new Map<Language, Promise<DayPickerLocale>>();

function localeOf(lang: Language): Promise<DayPickerLocale> {
  let locale = locales.get(lang);
  if (!locale) {
    locale = loadCalendarLocale(lang);
    locales.set(lang, locale);
    // A failed load is tried again on the next opening, not remembered.
    locale.catch(() => locales.delete(lang));
  }
  return locale;
}

interface DayCalendarProps {
  lang: Language;
  selected?: Date;
  fromDate?: Date;
  toDate?: Date;
  onSelect: (date: Date | undefined) => void;
}

function DayCalendar({ lang, selected, fromDate, toDate, onSelect }: DayCalendarProps) {
  return (
    <Calendar
      locale={use(localeOf(lang))}
      mode="single"
      selected={selected}
      defaultMonth={selected ?? fromDate}
      startMonth={fromDate}
      endMonth={toDate}
      disabled={[...(fromDate ? [{ before: fromDate }] : []), ...(toDate ? [{ after: toDate }] : [])]}
      onSelect={onSelect}
      // DayPicker's own prop, not the attribute: focus moves into the calendar the person just opened.
      // eslint-disable-next-line jsx-a11y/no-autofocus
      autoFocus
    />
  );
}

/** A button showing the chosen date in `lang`, opening a calendar in a popover. */
export function DatePicker({ value, onChange, lang, id, disabled, fromDate, toDate, className, ...aria }: DatePickerProps) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  // A <label> names the button, which hides its text from screen readers: describe it with the date.
  const valueId = useId();
  // Start loading when the pointer or focus reaches the button, so the calendar is there on click.
  const preload = () => void Promise.all([import('@/components/ui/calendar'), localeOf(lang)]).catch(() => undefined);
  const describedBy = [aria['aria-describedby'], valueId].filter(Boolean).join(' ');
  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          id={id}
          type="button"
          variant="outline"
          disabled={disabled}
          data-slot="date-picker-trigger"
          data-empty={!value}
          className={cn(
            'w-full justify-start text-left font-normal data-[empty=true]:text-muted-foreground aria-invalid:border-destructive',
            className,
          )}
          aria-invalid={aria['aria-invalid']}
          aria-describedby={describedBy}
          onPointerEnter={preload}
          onFocus={preload}
        >
          <CalendarIcon aria-hidden="true" />
          <span id={valueId}>{value ? formatLongDate(value, lang) : t('datePicker.placeholder')}</span>
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-auto p-0" align="start" aria-label={t('datePicker.placeholder')}>
        <Suspense fallback={<div className="size-72" aria-busy="true" data-slot="calendar-loading" />}>
          <DayCalendar
            lang={lang}
            selected={value ?? undefined}
            fromDate={fromDate}
            toDate={toDate}
            onSelect={(date) => {
              onChange(date ?? null);
              setOpen(false);
            }}
          />
        </Suspense>
      </PopoverContent>
    </Popover>
  );
}
