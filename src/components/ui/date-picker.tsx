import { useId, useState } from 'react';
import { CalendarIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Calendar } from '@/components/ui/calendar';
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
  className?: string;
}

/** A button showing the chosen date in `lang`, opening a calendar in a popover. */
export function DatePicker({ value, onChange, lang, id, disabled, fromDate, className, ...aria }: DatePickerProps) {
  const { t } = useTranslation('common');
  const [open, setOpen] = useState(false);
  // A <label> names the button, which hides its text from screen readers: describe it with the date.
  const valueId = useId();
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
        >
          <CalendarIcon aria-hidden="true" />
          <span id={valueId}>{value ? formatLongDate(value, lang) : t('datePicker.placeholder')}</span>
        </Button>
      </PopoverTrigger>
      <PopoverContent className="w-auto p-0" align="start" aria-label={t('datePicker.placeholder')}>
        <Calendar
          lang={lang}
          mode="single"
          selected={value ?? undefined}
          defaultMonth={value ?? fromDate}
          startMonth={fromDate}
          disabled={fromDate ? { before: fromDate } : undefined}
          onSelect={(date) => {
            onChange(date ?? null);
            setOpen(false);
          }}
          // DayPicker's own prop, not the attribute: focus moves into the calendar the person just opened.
          // eslint-disable-next-line jsx-a11y/no-autofocus
          autoFocus
        />
      </PopoverContent>
    </Popover>
  );
}
