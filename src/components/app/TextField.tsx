import type { ComponentProps } from 'react';
import type { Control, FieldPath, FieldValues } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';

interface TextFieldProps<V extends FieldValues, O extends FieldValues> extends Omit<
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

/** A labelled text (or, multiLine, a text area), with a hint and the field's error under it; "(optional)" from the account namespace. */
export function TextField<V extends FieldValues, O extends FieldValues>({
  control,
  name,
  label,
  hint,
  optional,
  multiLine,
  ...input
}: TextFieldProps<V, O>) {
  const { t } = useTranslation('account');
  return (
    <FormField
      control={control}
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
