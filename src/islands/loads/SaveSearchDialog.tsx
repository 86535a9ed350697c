import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import * as z from 'zod/mini';
import { runFormMutation } from '@/client/run-form-mutation';
import { api } from '@/client/trpc';
import { useZodForm } from '@/client/use-zod-form';
import { Button } from '@/components/ui/button';
import { Dialog, DialogContent, DialogDescription, DialogFooter, DialogHeader, DialogTitle, DialogTrigger } from '@/components/ui/dialog';
import { Form, FormControl, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Input } from '@/components/ui/input';
import { Label } from '@/components/ui/label';
import type { SavedSearchAlerts } from '@/lib/notifications';
import { savedSearchNameSchema, type LoadFilters } from '@/lib/schemas/load-search';
import { AlertsSelect } from './AlertsSelect';
import { SaveSearchButton } from './SaveSearchButton';

const nameFormSchema = z.object({ name: savedSearchNameSchema });

export interface SaveSearchDialogProps {
  filters: LoadFilters;
  onSaved: () => void;
}

/**
 * Names the filters applied now; a name the company already uses is refused at the field. It loads
 * when its button is first used (SaveSearch.tsx), so it mounts open.
 */
export function SaveSearchDialog({ filters, onSaved }: SaveSearchDialogProps) {
  const { t } = useTranslation('loads');
  const { t: tc } = useTranslation('common');
  const { t: tn } = useTranslation('notifications');
  const [open, setOpen] = useState(true);
  const [alerts, setAlerts] = useState<SavedSearchAlerts>('instant');
  const alertsId = useId();
  const form = useZodForm(nameFormSchema, { defaultValues: { name: '' } });
  async function onSubmit({ name }: { name: string }) {
    const outcome = await runFormMutation(form, () => api.savedSearches.create.mutate({ name, filters, alerts }), {
      success: t('saved.savedToast', { name }),
      fields: { 'loads:savedSearchNameTaken': 'name' },
    });
    if (!outcome.ok) return;
    form.reset();
    setAlerts('instant');
    setOpen(false);
    onSaved();
  }
  return (
    <Dialog open={open} onOpenChange={setOpen}>
      <DialogTrigger asChild>
        <SaveSearchButton />
      </DialogTrigger>
      <DialogContent>
        <DialogHeader>
          <DialogTitle>{t('saved.saveTitle')}</DialogTitle>
          <DialogDescription>{t('saved.saveText')}</DialogDescription>
        </DialogHeader>
        <Form {...form}>
          <form onSubmit={form.handleSubmit(onSubmit)} className="grid gap-4" noValidate>
            <FormField
              control={form.control}
              name="name"
              render={({ field }) => (
                <FormItem>
                  <FormLabel>{t('saved.name')}</FormLabel>
                  <FormControl>
                    <Input {...field} autoComplete="off" />
                  </FormControl>
                  <FormMessage />
                </FormItem>
              )}
            />
            <div className="grid gap-2">
              <Label htmlFor={alertsId}>{tn('alerts.field')}</Label>
              <AlertsSelect id={alertsId} value={alerts} onChange={setAlerts} className="w-full" />
            </div>
            <DialogFooter>
              <Button type="button" variant="outline" onClick={() => setOpen(false)}>
                {tc('action.cancel')}
              </Button>
              <Button type="submit" disabled={form.formState.isSubmitting}>
                {tc('action.save')}
              </Button>
            </DialogFooter>
          </form>
        </Form>
      </DialogContent>
    </Dialog>
  );
}
