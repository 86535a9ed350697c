import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';

export interface SelectOption {
  value: string;
  label: string;
}

interface SelectFieldProps<T extends FieldValues, Out extends FieldValues> {
  control: Control<T, unknown, Out>;
  name: FieldPath<T>;
  label: string;
  options: readonly SelectOption[];
  /** A hint under the field. */
  description?: string | null;
  /** The trigger's width: `w-full` unless said otherwise. */
  triggerClassName?: string;
}

/** A labelled choice from a list, with the field's error under it. */
export function SelectField<T extends FieldValues, Out extends FieldValues>({
  control,
  name,
  label,
  options,
  description,
  triggerClassName = 'w-full',
}: SelectFieldProps<T, Out>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field }) => (
        <FormItem>
          <FormLabel>{label}</FormLabel>
          <Select value={(field.value as string | null | undefined) ?? ''} onValueChange={field.onChange} name={field.name}>
            <FormControl>
              <SelectTrigger className={triggerClassName} onBlur={field.onBlur} ref={field.ref}>
                <SelectValue />
              </SelectTrigger>
            </FormControl>
            <SelectContent>
              {options.map((option) => (
                <SelectItem key={option.value} value={option.value}>
                  {option.label}
                </SelectItem>
              ))}
            </SelectContent>
          </Select>
          {description && <FormDescription>{description}</FormDescription>}
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
