import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';

/** "Save this search": the plain button before the dialog's code loads (SaveSearch.tsx) and the Radix trigger after. */
export function SaveSearchButton(buttonProps: ComponentProps<'button'>) {
  const { t } = useTranslation('loads');
  return (
    <Button variant="outline" size="sm" aria-haspopup="dialog" {...buttonProps}>
      {t('saved.save')}
    </Button>
  );
}
