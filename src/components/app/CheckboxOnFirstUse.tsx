import { useEffect, useRef, useState, type ComponentProps, type ComponentType } from 'react';
import { CheckIcon } from 'lucide-react';
import type { Checkbox } from '@/components/ui/checkbox';
import { checkboxClassName, checkboxIndicatorClassName } from '@/components/ui/checkbox-style';
import { cn } from '@/lib/utils';

type CheckboxProps = ComponentProps<typeof Checkbox>;
type Props = Omit<ComponentProps<'button'>, 'checked' | 'defaultChecked' | 'onChange'> & {
  checked: boolean;
  onCheckedChange: (checked: boolean) => void;
};

let loading: Promise<ComponentType<CheckboxProps>> | undefined;
const prefetch = () => {
  loading ??= import('@/components/ui/checkbox').then(
    ({ Checkbox }) => Checkbox,
    (error: unknown) => {
      loading = undefined; // offline for a moment: the next use tries again
      throw error;
    },
  );
  return loading.catch(() => null);
};

/**
 * The Radix checkbox, its code loaded on first use (issue 23): a form's last box (the terms) is not
 * needed for the first input. Until then a look-alike renders (the same on the server and while
 * hydrating); hovering or focusing it fetches the code, and a click or Space toggles it and then
 * swaps in the real checkbox, focused.
 */
export function CheckboxOnFirstUse({ className, checked, onCheckedChange, ref, ...props }: Props) {
  const [Loaded, setLoaded] = useState<{ Checkbox: ComponentType<CheckboxProps>; hadFocus: boolean } | null>(null);
  const real = useRef<HTMLButtonElement | null>(null);
  // FormControl's Slot hands a ref (or an undefined one) down: ours must not be lost under it.
  const setReal = (node: HTMLButtonElement | null) => {
    real.current = node;
    if (typeof ref === 'function') ref(node);
    else if (ref) ref.current = node;
  };
  const refocus = Loaded?.hadFocus === true;
  useEffect(() => {
    if (refocus) real.current?.focus(); // the look-alike had it, and is gone
  }, [refocus]);
  if (Loaded) {
    const { Checkbox } = Loaded;
    return (
      <Checkbox
        className={className}
        checked={checked}
        onCheckedChange={(value) => onCheckedChange(value === true)}
        {...props}
        ref={setReal}
      />
    );
  }
  const state = checked ? 'checked' : 'unchecked';
  const use = () => {
    onCheckedChange(!checked); // at once, not after the code arrives
    void prefetch().then((Checkbox) => Checkbox && setLoaded({ Checkbox, hadFocus: document.activeElement === real.current }));
  };
  return (
    <button
      type="button"
      role="checkbox"
      aria-checked={checked}
      data-state={state}
      data-slot="checkbox"
      className={cn(checkboxClassName, className)}
      {...props}
      ref={setReal}
      onPointerEnter={() => void prefetch()}
      onFocus={() => void prefetch()}
      onKeyDown={(event) => event.key === 'Enter' && event.preventDefault()} // checkboxes do not answer Enter (WAI-ARIA)
      onClick={use}
    >
      {checked && (
        <span data-slot="checkbox-indicator" data-state={state} className={checkboxIndicatorClassName}>
          <CheckIcon aria-hidden="true" className="size-3.5" />
        </span>
      )}
    </button>
  );
}
