import { useState } from 'react';
import '@/client/i18n';
import { island } from '@/client/island';
import { PageSkeleton } from '@/components/app/PageSkeleton';
import { EditLockContext } from './edit-lock';
import { StartFailed } from './StartFailed';
import { draftKey, wizardDraft } from './use-wizard-draft';
import { useWizardStart } from './use-wizard-start';
import { draftKeyOf, wizardSource } from './wizard-source';
import { WizardForm } from './WizardForm';

/**
 * The transport wizard's island: a new request, or (issue 28) one of the customer's transports to
 * edit or to copy as a new one (wizard-source.ts), read before the form (WizardForm.tsx) is shown.
 */
function CreateTransportWizard() {
  const [source] = useState(() => wizardSource(location.search));
  const [draft] = useState(() => wizardDraft(draftKeyOf(source, draftKey)));
  const start = useWizardStart(source, draft);
  if (start.state === 'loading') return <PageSkeleton />;
  if (start.state === 'failed') return <StartFailed reason={start.reason} retry={start.retry} />;
  return (
    <EditLockContext value={start.lockedAfterBids}>
      <WizardForm source={source} draft={draft} start={start} lockedAfterBids={start.lockedAfterBids} />
    </EditLockContext>
  );
}

export default island(CreateTransportWizard, PageSkeleton);
