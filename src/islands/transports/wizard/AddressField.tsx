import { useMemo, type ComponentProps } from 'react';
import { MapPinIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Combobox } from '@/components/app/Combobox';
import { formatPlace, searchPlaces, type Place } from '@/lib/gazetteer';

type InputProps = Omit<ComponentProps<'input'>, 'value' | 'onChange' | 'role'>;

interface AddressFieldProps extends InputProps {
  value: string;
  /** Free text: the caller forgets any place picked before. */
  onChange: (text: string) => void;
  onPick: (place: Place) => void;
}

/**
 * An address: free text, with the offline gazetteer's places suggested in the shared combobox.
 * Nothing is highlighted until the arrows move, so Enter keeps the typed text as it is.
 */
export function AddressField({ value, onChange, onPick, ...inputProps }: AddressFieldProps) {
  const { t } = useTranslation('wizard');
  const suggestions = useMemo(() => searchPlaces(value, 6), [value]);
  return (
    <Combobox
      {...inputProps}
      value={value}
      onChange={onChange}
      options={suggestions}
      optionKey={(place) => `${place.name}-${place.country}`}
      renderOption={(place) => (
        <>
          <MapPinIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
          <span className="flex-1 truncate">{formatPlace(place)}</span>
        </>
      )}
      onPick={onPick}
      listLabel={t('address.suggestions')}
    />
  );
}
