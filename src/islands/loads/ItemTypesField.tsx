import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { itemTypes, type ItemType } from '@/lib/constants';

/** Item types as toggles: loads with at least one item of a pressed type are listed. */
export function ItemTypesField({ value, onChange }: { value: ItemType[]; onChange: (types: ItemType[]) => void }) {
  const { t } = useTranslation('loads');
  const { t: tt } = useTranslation('transports');
  return (
    <fieldset className="grid content-start gap-2">
      <legend className="mb-2 text-sm font-medium">{t('filters.itemTypes')}</legend>
      <div className="flex flex-wrap gap-1.5">
        {itemTypes.map((type) => {
          const pressed = value.includes(type);
          return (
            <Button
              key={type}
              type="button"
              size="sm"
              variant={pressed ? 'default' : 'outline'}
              aria-pressed={pressed}
              onClick={() => onChange(pressed ? value.filter((other) => other !== type) : [...value, type])}
            >
              {tt(`itemType.${type}`)}
            </Button>
          );
        })}
      </div>
    </fieldset>
  );
}
