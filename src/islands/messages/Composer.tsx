import { useEffect, type KeyboardEvent } from 'react';
import { SendHorizontal } from 'lucide-react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { runFormMutation } from '@/client/run-form-mutation';
import { api } from '@/client/trpc';
import { useZodForm } from '@/client/use-zod-form';
import { Button } from '@/components/ui/button';
import { Form, FormControl, FormDescription, FormField, FormItem, FormLabel, FormMessage } from '@/components/ui/form';
import { Textarea } from '@/components/ui/textarea';
import { messageMaxLength } from '@/lib/messages';
import { composerSchema, type ComposerValues } from '@/lib/schemas/message';
import { cn } from '@/lib/utils';
import { AttachButton } from './AttachButton';
import { ContactPreview } from './ContactPreview';
import { OfferDialog } from './OfferDialog';
import { draftOf, keepDraft } from './message-drafts';
import { PublicAnswerChip } from './PublicAnswerChip';
import type { Message, ThreadHead } from './types';

/** The counter shows from this many characters on. */
const counterFrom = messageMaxLength - 200;

interface ComposerProps {
  head: ThreadHead;
  /** The transporter's question the customer answers for everyone, or null for a plain reply. */
  answering: Message | null;
  onStopAnswering: () => void;
  /** A text went in; `publicly` when it answered a question for everyone (that question changed too). */
  onSent: (message: Message, publicly: boolean) => void;
  /** A file or a price proposal went in: the thread reads what is new. */
  onChanged: () => void;
}

/**
 * Writing into the thread: the text (Ctrl/Cmd+Enter sends), what will be hidden before the award,
 * a file, and the customer's price proposal. A refused text stays for another try; an unsent one
 * stays with its thread (message-drafts.ts); after a text is sent the box keeps the focus.
 */
export function Composer({ head, answering, onStopAnswering, onSent, onChanged }: ComposerProps) {
  const { t } = useTranslation('messages');
  const form = useZodForm(composerSchema, { defaultValues: { body: draftOf(head.id) } });
  const body = useWatch({ control: form.control, name: 'body' }) ?? '';
  useEffect(() => {
    if (answering) form.setFocus('body');
  }, [answering, form]);
  useEffect(() => keepDraft(head.id, body), [head.id, body]);

  async function onSubmit({ body: text }: ComposerValues) {
    const publicQuestionId = answering?.id;
    const outcome = await runFormMutation(form, () => api.messages.send.mutate({ threadId: head.id, body: text, publicQuestionId }), {
      ...(publicQuestionId ? { success: t('composer.answeredToast') } : {}),
      fields: { 'messages:bodyRequired': 'body', 'messages:bodyTooLong': 'body', 'validation:controlCharacters': 'body' },
    });
    if (!outcome.ok) return;
    // Send was disabled while it went, which took the focus from it: the next line is typed here
    // (before the reset, which lets go of the field's element until it renders again).
    form.setFocus('body');
    form.reset({ body: '' });
    if (publicQuestionId) onStopAnswering();
    onSent(outcome.value, publicQuestionId !== undefined);
  }
  const send = form.handleSubmit(onSubmit);
  const sendOnShortcut = (event: KeyboardEvent<HTMLTextAreaElement>) => {
    if (event.key !== 'Enter' || !(event.ctrlKey || event.metaKey)) return;
    event.preventDefault();
    void send();
  };

  return (
    <div className="grid gap-2 border-t p-3">
      {answering && <PublicAnswerChip question={answering.body} onCancel={onStopAnswering} />}
      <Form {...form}>
        <form noValidate onSubmit={send} className="grid gap-2">
          <FormField
            control={form.control}
            name="body"
            render={({ field }) => (
              <FormItem className="gap-1">
                <FormLabel className="sr-only">{t(answering ? 'composer.answerLabel' : 'composer.label')}</FormLabel>
                <FormControl>
                  <Textarea {...field} rows={2} placeholder={t('composer.placeholder')} onKeyDown={sendOnShortcut} className="max-h-48" />
                </FormControl>
                {body.length >= counterFrom && (
                  <FormDescription
                    className={cn('text-right tabular-nums', body.length > messageMaxLength && 'font-medium text-destructive')}
                  >
                    {t('composer.counter', { used: body.length, max: messageMaxLength })}
                  </FormDescription>
                )}
                <FormMessage />
              </FormItem>
            )}
          />
          {!head.revealed && <ContactPreview text={body} />}
          <div className="flex flex-wrap items-center gap-2">
            {!answering && <AttachButton threadId={head.id} onUploaded={onChanged} />}
            {!answering && head.canOffer && head.bid && <OfferDialog head={head} bid={head.bid} onSent={onChanged} />}
            <span className="ml-auto hidden text-xs text-muted-foreground sm:inline">{t('composer.shortcut')}</span>
            <Button type="submit" size="sm" disabled={form.formState.isSubmitting} className="max-sm:ml-auto">
              <SendHorizontal aria-hidden="true" />
              {t('composer.send')}
            </Button>
          </div>
        </form>
      </Form>
    </div>
  );
}
