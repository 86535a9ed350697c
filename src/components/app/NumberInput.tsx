import { useState, type ComponentProps } from 'react';
import { Input } from '@/components/ui/input';

interface NumberInputProps extends Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'type'> {
  /** Nothing typed yet: undefined (or null, as a stored draft may hold it). */
  value: number | null | undefined;
  /** An empty (or unreadable) field gives undefined, which the schema reports as a missing number. */
  onChange: (value: number | undefined) => void;
}

const parse = (text: string) => (text.trim() === '' || Number.isNaN(Number(text)) ? undefined : Number(text));

/**
 * A number field that keeps what is typed. The text is its own state: react-hook-form shows a
 * field's default again when its value becomes undefined, which would refill a cleared field.
 */
export function NumberInput({ value, onChange, ...props }: NumberInputProps) {
  const [text, setText] = useState(value === undefined || value === null ? '' : String(value));
  if (value !== undefined && value !== null && value !== parse(text)) setText(String(value));
  return (
    <Input
      {...props}
      type="number"
      inputMode="decimal"
      value={text}
      onChange={(event) => {
        setText(event.target.value);
        onChange(parse(event.target.value));
      }}
    />
  );
}
