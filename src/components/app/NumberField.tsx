import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { NumberInput } from './NumberInput';

interface NumberFieldProps<T extends FieldValues, Out extends FieldValues> {
  control: Control<T, unknown, Out>;
  name: FieldPath<T>;
  label: string;
  min?: number;
  step?: number | string;
  className?: string;
}

/** A labelled number (NumberInput keeps what is typed), with the field's error under it. */
export function NumberField<T extends FieldValues, Out extends FieldValues>({
  control,
  name,
  label,
  min,
  step,
  className,
}: NumberFieldProps<T, Out>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem className={className}>
          <FormLabel>{label}</FormLabel>
          <FormControl>
            <NumberInput
              min={min}
              step={step}
              value={field.value as number | null | undefined}
              onChange={field.onChange}
              onBlur={field.onBlur}
              name={field.name}
              ref={field.ref}
            />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
