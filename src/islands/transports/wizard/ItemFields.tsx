import { useEffect, useState } from 'react';
import { useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Trash2Icon } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { itemTypes } from '@/lib/constants';
import { NumberField } from '@/components/app/NumberField';
import { SelectField } from '@/components/app/SelectField';
import { TextField } from '@/components/app/TextField';
import type { WizardValues } from './wizard-values';

const measures = ['quantity', 'weightKg', 'widthCm', 'heightCm', 'lengthCm'] as const;

interface ItemFieldsProps {
  index: number;
  /** Added with "Add item" since the step opened, rather than one of the items it opened with. */
  added: boolean;
  /** Absent while this is the only item: a transport carries at least one. */
  onRemove?: () => void;
}

/** One item as a card: description and type, then its count, weight and size. */
export function ItemFields({ index, added, onRemove }: ItemFieldsProps) {
  const { t } = useTranslation(['wizard', 'transports']);
  const { control, formState, getFieldState, clearErrors, watch } = useFormContext<WizardValues>();
  const number = index + 1;
  // An item added after a Continue is checked with the rest, but shown in error only once the person
  // has typed in it, left one of its fields or pressed Continue again. The items the step opened with
  // show theirs at once, a Continue pressed while the step's code still loaded included.
  const [submitsBefore] = useState(formState.submitCount);
  const [edited, setEdited] = useState(false);
  useEffect(() => {
    const subscription = watch((_, { name }) => name?.startsWith(`items.${index}.`) && setEdited(true));
    return () => subscription.unsubscribe();
  }, [watch, index]);
  const { error, isTouched } = getFieldState(`items.${index}`, formState);
  const untouched = added && formState.submitCount === submitsBefore && !edited && !isTouched;
  useEffect(() => {
    if (untouched && error) clearErrors(`items.${index}`);
  }, [untouched, error, clearErrors, index]);
  return (
    <li className="grid gap-4 rounded-xl border bg-card p-4 sm:p-5">
      <div className="flex items-center justify-between gap-2">
        <h3 className="font-semibold">{t('item.heading', { number })}</h3>
        {onRemove && (
          <Button type="button" variant="ghost" size="sm" onClick={onRemove} aria-label={t('item.removeNumbered', { number })}>
            <Trash2Icon aria-hidden="true" />
            {t('item.remove')}
          </Button>
        )}
      </div>
      <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
        <TextField
          control={control}
          name={`items.${index}.description`}
          label={t('field.itemDescription')}
          placeholder={t('field.itemDescriptionPlaceholder')}
        />
        <SelectField
          control={control}
          name={`items.${index}.type`}
          label={t('field.itemType')}
          options={itemTypes.map((type) => ({ value: type, label: t(`transports:itemType.${type}`) }))}
        />
      </div>
      <div className="grid grid-cols-2 gap-4 sm:grid-cols-5">
        {measures.map((measure) => (
          <NumberField
            key={measure}
            control={control}
            name={`items.${index}.${measure}`}
            label={t(`field.${measure}`)}
            min={1}
            step={measure === 'quantity' ? 1 : 'any'}
            className="content-start"
          />
        ))}
      </div>
    </li>
  );
}
