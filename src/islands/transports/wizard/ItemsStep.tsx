import { useRef, useState } from 'react';
import { useFieldArray, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { PlusIcon } from 'lucide-react';
import { translate } from '@/client/i18n';
import { Button } from '@/components/ui/button';
import { asMessageKey } from '@/lib/message-key';
import { ItemFields } from './ItemFields';
import { LoadTotals } from './LoadTotals';
import { emptyItem, type WizardValues } from './wizard-values';

/** Step 2: the items, added and removed freely down to one, with the load they make. */
export function ItemsStep() {
  const { t } = useTranslation('wizard');
  const { control, formState } = useFormContext<WizardValues>();
  const { fields, append, remove } = useFieldArray({ control, name: 'items' });
  // The items the step opened with (their ids stay while it is shown); any other was added here.
  const [openedWith] = useState(() => new Set(fields.map((field) => field.id)));
  const addButton = useRef<HTMLButtonElement>(null);
  // The removed card took the focused button with it; continue from a control that stays.
  const removeItem = (index: number) => {
    remove(index);
    addButton.current?.focus();
  };
  const listError = asMessageKey(formState.errors.items?.message ?? formState.errors.items?.root?.message);
  return (
    <div className="grid gap-6 lg:grid-cols-[1fr_18rem] lg:items-start">
      <div className="grid gap-4">
        <ol className="grid gap-4" aria-label={t('item.list')}>
          {fields.map((field, index) => (
            <ItemFields
              key={field.id}
              index={index}
              added={!openedWith.has(field.id)}
              onRemove={fields.length > 1 ? () => removeItem(index) : undefined}
            />
          ))}
        </ol>
        {listError && <p className="text-sm text-destructive">{translate(listError)}</p>}
        <Button ref={addButton} type="button" variant="outline" className="justify-self-start" onClick={() => append(emptyItem())}>
          <PlusIcon aria-hidden="true" />
          {t('item.add')}
        </Button>
      </div>
      <LoadTotals className="lg:sticky lg:top-4" />
    </div>
  );
}
