/**
 * react-hook-form wired to the primitives, after shadcn/ui's form.tsx: FormField names the field,
 * FormItem gives it ids, FormControl puts id / aria-invalid / aria-describedby on the control, and
 * FormMessage shows the error. Our zod schemas carry translation keys as messages
 * ("validation:passwordTooShort"), so FormMessage translates them.
 */
import { createContext, useContext, useEffect, useId, useState, type ComponentProps } from 'react';
import { Slot } from '@radix-ui/react-slot';
import type * as LabelPrimitive from '@radix-ui/react-label';
import {
  Controller,
  FormProvider,
  useFormContext,
  useFormState,
  type ControllerProps,
  type FieldPath,
  type FieldValues,
} from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Label } from '@/components/ui/label';
import { clientNamespaces } from '@/lib/i18n/namespaces';
import { asMessageKey } from '@/lib/message-key';
import { cn, unwrap } from '@/lib/utils';

export const Form = FormProvider;

const FormFieldContext = createContext<{ name: string } | null>(null);

interface FormItemContextValue {
  id: string;
  hasDescription: boolean;
  setHasDescription: (value: boolean) => void;
}
const FormItemContext = createContext<FormItemContextValue | null>(null);

export function FormField<
  TFieldValues extends FieldValues = FieldValues,
  TName extends FieldPath<TFieldValues> = FieldPath<TFieldValues>,
  TTransformedValues = TFieldValues,
>(props: ControllerProps<TFieldValues, TName, TTransformedValues>) {
  return (
    <FormFieldContext.Provider value={{ name: props.name }}>
      <Controller {...props} />
    </FormFieldContext.Provider>
  );
}

export function useFormField() {
  const field = unwrap(useContext(FormFieldContext), 'useFormField is used inside <FormField>');
  const item = unwrap(useContext(FormItemContext), 'useFormField is used inside <FormItem>');
  const { getFieldState } = useFormContext();
  const formState = useFormState({ name: field.name });
  const fieldState = getFieldState(field.name, formState);
  return {
    id: item.id,
    name: field.name,
    formItemId: `${item.id}-form-item`,
    formDescriptionId: `${item.id}-form-item-description`,
    formMessageId: `${item.id}-form-item-message`,
    hasDescription: item.hasDescription,
    setHasDescription: item.setHasDescription,
    ...fieldState,
  };
}

export function FormItem({ className, ...props }: ComponentProps<'div'>) {
  const id = useId();
  const [hasDescription, setHasDescription] = useState(false);
  return (
    <FormItemContext.Provider value={{ id, hasDescription, setHasDescription }}>
      <div data-slot="form-item" className={cn('grid gap-2', className)} {...props} />
    </FormItemContext.Provider>
  );
}

export function FormLabel({ className, ...props }: ComponentProps<typeof LabelPrimitive.Root>) {
  const { error, formItemId } = useFormField();
  return (
    <Label
      data-slot="form-label"
      data-error={!!error}
      className={cn('data-[error=true]:text-destructive', className)}
      htmlFor={formItemId}
      {...props}
    />
  );
}

/** Only ids of elements that are rendered go into aria-describedby, so no reference dangles. */
export function FormControl(props: ComponentProps<typeof Slot>) {
  const { error, formItemId, formDescriptionId, formMessageId, hasDescription } = useFormField();
  const describedBy = [hasDescription && formDescriptionId, error?.message && formMessageId].filter(Boolean).join(' ');
  return <Slot data-slot="form-control" id={formItemId} aria-describedby={describedBy || undefined} aria-invalid={!!error} {...props} />;
}

export function FormDescription({ className, ...props }: ComponentProps<'p'>) {
  const { formDescriptionId, setHasDescription } = useFormField();
  useEffect(() => {
    setHasDescription(true);
    return () => setHasDescription(false);
  }, [setHasDescription]);
  return <p data-slot="form-description" id={formDescriptionId} className={cn('text-sm text-muted-foreground', className)} {...props} />;
}

/** The field's error translated (its message is a key such as "validation:required"), else its children. */
export function FormMessage({ className, children, ...props }: ComponentProps<'p'>) {
  const { t } = useTranslation(clientNamespaces);
  const { error, formMessageId } = useFormField();
  const key = asMessageKey(error?.message);
  const body = key ? t(key) : error?.message || children;
  if (!body) return null;
  return (
    <p data-slot="form-message" id={formMessageId} className={cn('text-sm text-destructive', className)} {...props}>
      {body}
    </p>
  );
}
