import { useEffect, useId, useRef, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';

interface VehicleSearchProps {
  query: string;
  onQuery: (query: string) => void;
  matches: number;
  total: number;
  /** Enter: the first match is selected (the map flies to it). */
  onPickFirst: () => void;
}

/** Whether a key press belongs to a field being typed in (the / shortcut leaves those alone). */
const typingIn = (target: EventTarget | null) =>
  target instanceof HTMLElement && (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName));

/** The search box over the side list: / focuses it anywhere on the page, Escape clears it. */
export function VehicleSearch({ query, onQuery, matches, total, onPickFirst }: VehicleSearchProps) {
  const { t } = useTranslation('live');
  const input = useRef<HTMLInputElement>(null);
  const [inputId, hintId] = [useId(), useId()];
  useEffect(() => {
    const onSlash = (event: globalThis.KeyboardEvent) => {
      if (event.key !== '/' || event.ctrlKey || event.metaKey || event.altKey || typingIn(event.target)) return;
      event.preventDefault();
      input.current?.focus();
    };
    document.addEventListener('keydown', onSlash);
    return () => document.removeEventListener('keydown', onSlash);
  }, []);
  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    if (event.key === 'Enter') {
      event.preventDefault();
      onPickFirst();
    } else if (event.key === 'Escape' && query !== '') {
      event.preventDefault();
      onQuery('');
    }
  };
  return (
    <div className="grid gap-1.5">
      <Label htmlFor={inputId}>{t('search.label')}</Label>
      <Input
        ref={input}
        id={inputId}
        type="search"
        autoComplete="off"
        spellCheck={false}
        value={query}
        onChange={(event) => onQuery(event.target.value)}
        onKeyDown={onKeyDown}
        aria-describedby={hintId}
      />
      <p id={hintId} className="text-xs text-muted-foreground">
        {t('search.hint')}
      </p>
      <p className="text-xs text-muted-foreground" role="status">
        {query.trim() === ''
          ? ''
          : matches === 0
            ? t('search.none', { query: query.trim() })
            : t('search.results', { count: matches, total })}
      </p>
    </div>
  );
}
