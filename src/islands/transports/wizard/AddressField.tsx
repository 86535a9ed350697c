import { useId, useMemo, useState, type ComponentProps, type KeyboardEvent } from 'react';
import { MapPinIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { formatPlace, searchPlaces, type Place } from '@/lib/gazetteer';
import { cn } from '@/lib/utils';

type InputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange'>;

interface AddressFieldProps extends InputProps {
  value: string;
  /** Free text: the caller forgets any place picked before. */
  onChange: (text: string) => void;
  onPick: (place: Place) => void;
}

/**
 * A combobox after the WAI-ARIA list-autocomplete pattern: typing filters the offline gazetteer,
 * arrows move through the suggestions, Enter picks one, Escape closes the list; focus stays in the input.
 */
export function AddressField({ value, onChange, onPick, onKeyDown, onBlur, className, ...inputProps }: AddressFieldProps) {
  const { t } = useTranslation('wizard');
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const suggestions = useMemo(() => searchPlaces(value, 6), [value]);
  const expanded = open && suggestions.length > 0;
  const optionId = (index: number) => `${listId}-option-${index}`;

  function pick(place: Place) {
    onPick(place);
    setOpen(false);
    setActive(-1);
  }

  /** Down from the last and up from the first wrap around; from a closed list they open it. */
  function move(step: 1 | -1) {
    const last = suggestions.length - 1;
    if (last < 0) return;
    setOpen(true);
    setActive((index) => {
      if (!expanded) return step === 1 ? 0 : last;
      if (step === 1) return index >= last ? 0 : index + 1;
      return index <= 0 ? last : index - 1;
    });
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    onKeyDown?.(event);
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && expanded && suggestions[active]) {
      event.preventDefault();
      pick(suggestions[active]);
    } else if (event.key === 'Escape' && expanded) {
      event.preventDefault();
      setOpen(false);
      setActive(-1);
    }
  }

  return (
    <div className="relative">
      <Input
        {...inputProps}
        type="text"
        role="combobox"
        autoComplete="off"
        aria-autocomplete="list"
        aria-expanded={expanded}
        aria-controls={listId}
        aria-activedescendant={expanded && active >= 0 ? optionId(active) : undefined}
        value={value}
        className={className}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(-1);
        }}
        onKeyDown={handleKeyDown}
        onBlur={(event) => {
          setOpen(false);
          onBlur?.(event);
        }}
      />
      <ul
        id={listId}
        role="listbox"
        aria-label={t('address.suggestions')}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-50 mt-1 max-h-64 overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
      >
        {suggestions.map((place, index) => (
          // The keyboard works from the input (arrows, Enter, Escape), as the combobox pattern has it.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={`${place.name}-${place.country}`}
            id={optionId(index)}
            role="option"
            aria-selected={index === active}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(place)}
            onMouseMove={() => setActive(index)}
            className={cn(
              'flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm',
              index === active && 'bg-accent text-accent-foreground',
            )}
          >
            <MapPinIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
            <span className="flex-1 truncate">{formatPlace(place)}</span>
          </li>
        ))}
      </ul>
    </div>
  );
}
