import type { Control, FieldPathByValue, FieldValues } from 'react-hook-form';
import { ChoiceCards, type Choice } from '@/components/ui/choice-cards';
import { FormControl, FormField, FormItem, FormMessage } from '@/components/ui/form';

interface ChoiceFieldProps<T extends FieldValues, V extends string> {
  control: Control<T>;
  /** A field holding one of the choices, or nothing yet. */
  name: FieldPathByValue<T, V | null | undefined>;
  label: string;
  choices: readonly Choice<V>[];
  className?: string;
}

/** One of a few choices drawn as cards, with the field's error under them. */
export function ChoiceField<T extends FieldValues, V extends string>({ control, name, label, choices, className }: ChoiceFieldProps<T, V>) {
  return (
    <FormField
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <FormItem className="group" data-error={!!fieldState.error}>
          <FormControl>
            <ChoiceCards
              label={label}
              name={field.name}
              choices={choices}
              // The name admits only fields holding a V or nothing; react-hook-form types the value loosely.
              value={(field.value as V | null | undefined) ?? undefined}
              onChange={field.onChange}
              onBlur={field.onBlur}
              className={className}
            />
          </FormControl>
          <FormMessage />
        </FormItem>
      )}
    />
  );
}
