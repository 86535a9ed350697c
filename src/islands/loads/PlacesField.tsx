import { useId, useState } from 'react';
import { GlobeIcon, MapPinIcon, XIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useFormat } from '@/client/use-format';
import { Combobox } from '@/components/app/Combobox';
import { NumberInput } from '@/components/app/NumberInput';
import { Button } from '@/components/ui/button';
import { maxPlacesPerEnd, maxRadiusKm, type PlaceFilter } from '@/lib/schemas/load-search';
import { placeLabel, placeSuggestions, samePlace } from './place-options';

interface PlacesFieldProps {
  label: string;
  value: PlaceFilter[];
  onChange: (places: PlaceFilter[]) => void;
}

/**
 * Several countries or places with a radius: type, pick a suggestion in the shared combobox (the
 * first is highlighted, so Enter takes it; arrows choose another), remove with ×.
 */
export function PlacesField({ label, value, onChange }: PlacesFieldProps) {
  const { t } = useTranslation('loads');
  const { locale } = useFormat();
  const id = useId();
  const [query, setQuery] = useState('');
  const full = value.length >= maxPlacesPerEnd;
  const suggestions = placeSuggestions(query, locale).filter((option) => !value.some((chosen) => samePlace(chosen, option)));
  const add = (place: PlaceFilter) => {
    onChange([...value, place]);
    setQuery('');
  };
  const setRadius = (index: number, radiusKm: number | undefined) =>
    onChange(
      value.map((place, i) =>
        i === index && 'place' in place ? { ...place, radiusKm: Math.min(maxRadiusKm, Math.max(1, Math.round(radiusKm ?? 1))) } : place,
      ),
    );
  return (
    <fieldset className="grid content-start gap-2">
      <legend className="mb-2 text-sm font-medium">{label}</legend>
      {value.length > 0 && (
        <ul className="flex flex-wrap gap-2">
          {value.map((place, index) => {
            const name = placeLabel(place, locale);
            return (
              <li
                key={`${place.country}:${'place' in place ? place.place : ''}`}
                className="flex items-center gap-1 rounded-md border bg-muted/40 py-0.5 pr-0.5 pl-2 text-sm"
              >
                <span>{name}</span>
                {'place' in place && (
                  <label className="flex items-center gap-1 text-muted-foreground">
                    <span aria-hidden="true">±</span>
                    <NumberInput
                      aria-label={t('filters.radiusFor', { place: name })}
                      className="h-7 w-16 px-1.5"
                      min={1}
                      max={maxRadiusKm}
                      value={place.radiusKm}
                      onChange={(radius) => radius !== undefined && setRadius(index, radius)}
                    />
                    {t('filters.km')}
                  </label>
                )}
                <Button
                  type="button"
                  variant="ghost"
                  size="icon"
                  className="size-7"
                  aria-label={t('filters.remove', { place: name })}
                  onClick={() => onChange(value.filter((_, i) => i !== index))}
                >
                  <XIcon aria-hidden="true" />
                </Button>
              </li>
            );
          })}
        </ul>
      )}
      <Combobox
        id={id}
        aria-label={t('filters.addPlace', { field: label })}
        placeholder={full ? t('filters.placesFull') : t('filters.placePlaceholder')}
        disabled={full}
        value={query}
        onChange={setQuery}
        options={suggestions}
        optionKey={(option) => `${option.country}:${'place' in option ? option.place : ''}`}
        renderOption={(option) => (
          <>
            {'place' in option ? (
              <MapPinIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
            ) : (
              <GlobeIcon aria-hidden="true" className="size-4 shrink-0 text-muted-foreground" />
            )}
            <span className="flex-1 truncate">
              {'place' in option ? placeLabel(option, locale) : t('filters.wholeCountry', { country: placeLabel(option, locale) })}
            </span>
          </>
        )}
        onPick={add}
        listLabel={t('filters.suggestions')}
        emptyText={t('filters.noPlace')}
        selectFirst
      />
    </fieldset>
  );
}
