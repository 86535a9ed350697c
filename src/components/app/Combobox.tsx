import { useId, useState, type ComponentProps, type KeyboardEvent, type ReactNode } from 'react';
import { Input } from '@/components/ui/input';
import { cn } from '@/lib/utils';

type InputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'role'>;

interface ComboboxProps<T> extends InputProps {
  value: string;
  onChange: (text: string) => void;
  options: readonly T[];
  optionKey: (option: T) => string;
  renderOption: (option: T) => ReactNode;
  onPick: (option: T) => void;
  /** The popup list's accessible name. */
  listLabel: string;
  /** Said in the popup when typed text finds nothing; without it the popup stays closed then. */
  emptyText?: string;
  /** Highlight the first suggestion while typing, so Enter takes it: for a field that holds only picked values. */
  selectFirst?: boolean;
}

/**
 * A combobox after the WAI-ARIA list-autocomplete pattern, the one the wizard's addresses and the
 * load search's places share: typing shows the suggestions in a popup, arrows move through them
 * (wrapping), Enter picks the highlighted one, Escape closes the popup; focus stays in the input and
 * `aria-activedescendant` names the highlighted option.
 */
export function Combobox<T>({
  value,
  onChange,
  options,
  optionKey,
  renderOption,
  onPick,
  listLabel,
  emptyText,
  selectFirst = false,
  onKeyDown,
  onBlur,
  ...inputProps
}: ComboboxProps<T>) {
  const listId = useId();
  const [open, setOpen] = useState(false);
  const [active, setActive] = useState(-1);
  const typed = value.trim() !== '';
  const expanded = open && options.length > 0;
  const nothingFound = open && typed && options.length === 0 && emptyText !== undefined;
  const optionId = (index: number) => `${listId}-option-${index}`;
  const highlighted = expanded ? Math.min(active, options.length - 1) : -1;

  function pick(option: T) {
    onPick(option);
    setOpen(false);
    setActive(-1);
  }

  /** Down from the last and up from the first wrap around; from a closed list they open it. */
  function move(step: 1 | -1) {
    const last = options.length - 1;
    if (last < 0) return;
    setOpen(true);
    setActive(() => {
      if (!expanded || highlighted < 0) return step === 1 ? 0 : last;
      if (step === 1) return highlighted >= last ? 0 : highlighted + 1;
      return highlighted <= 0 ? last : highlighted - 1;
    });
  }

  function handleKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    onKeyDown?.(event);
    const option = options[highlighted];
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      move(event.key === 'ArrowDown' ? 1 : -1);
    } else if (event.key === 'Enter' && option !== undefined) {
      event.preventDefault();
      pick(option);
    } else if (event.key === 'Escape' && (expanded || nothingFound)) {
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
        aria-activedescendant={highlighted >= 0 ? optionId(highlighted) : undefined}
        value={value}
        onChange={(event) => {
          onChange(event.target.value);
          setOpen(true);
          setActive(selectFirst && event.target.value.trim() !== '' ? 0 : -1);
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
        aria-label={listLabel}
        hidden={!expanded}
        className="absolute inset-x-0 top-full z-50 mt-1 max-h-64 overflow-y-auto rounded-md border bg-popover p-1 text-popover-foreground shadow-md"
      >
        {options.map((option, index) => (
          // The keyboard works from the input (arrows, Enter, Escape), as the combobox pattern has it.
          // eslint-disable-next-line jsx-a11y/click-events-have-key-events
          <li
            key={optionKey(option)}
            id={optionId(index)}
            role="option"
            aria-selected={index === highlighted}
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => pick(option)}
            onMouseMove={() => setActive(index)}
            className={cn(
              'flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm',
              index === highlighted && 'bg-accent text-accent-foreground',
            )}
          >
            {renderOption(option)}
          </li>
        ))}
      </ul>
      <p
        role="status"
        className={cn(
          'absolute inset-x-0 top-full z-50 mt-1 rounded-md border bg-popover px-3 py-2 text-sm text-muted-foreground shadow-md',
          !nothingFound && 'sr-only',
        )}
      >
        {nothingFound ? emptyText : ''}
      </p>
    </div>
  );
}
