import type { ComponentProps } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';

interface TextFormFieldProps<V extends FieldValues, O extends FieldValues> extends Omit<
  ComponentProps<'input'>,
  'name' | 'defaultValue' | 'value'
> {
  control: Control<V, unknown, O>;
  name: FieldPath<V>;
  label: string;
  hint?: string;
  /** Says "(optional)" after the label. */
  optional?: boolean;
  multiLine?: boolean;
}

/** One text field of the account forms: label, input (or text area), hint and the field's error. */
export function TextFormField<V extends FieldValues, O extends FieldValues>({
  control,
  name,
  label,
  hint,
  optional,
  multiLine,
  ...input
}: TextFormFieldProps<V, O>) {
  const { t } = useTranslation('account');
  return (
    <FormField
      // FormField types its control without the transformed values; the field reads only the inputs.
      control={control as unknown as Control<V>}
      name={name}
      render={({ field }) => {
        const value = (field.value as string | null | undefined) ?? '';
        return (
          <FormItem className={multiLine ? 'content-start sm:col-span-2' : 'content-start'}>
            <FormLabel>
              {label}
              {optional && <span className="font-normal text-muted-foreground"> ({t('optional')})</span>}
            </FormLabel>
            <FormControl>
              {multiLine ? <Textarea rows={4} {...field} value={value} /> : <Input {...input} {...field} value={value} />}
            </FormControl>
            {hint && <FormDescription>{hint}</FormDescription>}
            <FormMessage />
          </FormItem>
        );
      }}
    />
  );
}
