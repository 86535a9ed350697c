import { useState } from 'react';
import { MessageSquare } from 'lucide-react';
import { runWithToasts } from '@/client/run-with-toasts';
import { api } from '@/client/trpc';
import { Button } from '@/components/ui/button';
import { threadPath } from '@/lib/paths';

interface OpenThreadButtonProps {
  transportId: string;
  /** The customer's side: the bidding company to write to. A transporter writes for its own company. */
  companyId?: string;
  /** The visible text. */
  text: string;
  /** The accessible name when the text alone does not say to whom (it must contain the text). */
  label?: string;
}

/** Finds or starts the load's message thread with the other side, then goes to it on the messages page. */
export function OpenThreadButton({ transportId, companyId, text, label }: OpenThreadButtonProps) {
  const [opening, setOpening] = useState(false);
  async function open() {
    setOpening(true);
    const outcome = await runWithToasts(() => api.messages.open.mutate({ transportId, companyId }));
    if (outcome.ok) location.assign(threadPath(outcome.value.threadId));
    else setOpening(false);
  }
  return (
    <Button variant="outline" size="sm" aria-label={label} aria-busy={opening} disabled={opening} onClick={() => void open()}>
      <MessageSquare aria-hidden="true" />
      {text}
    </Button>
  );
}
