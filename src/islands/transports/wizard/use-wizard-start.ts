import { useCallback, useMemo } from 'react';
import { api, errorKey } from '@/client/trpc';
import { useApi } from '@/client/use-api';
import type { WizardDraft } from './use-wizard-draft';
import { valuesFromTransport } from './values-from-transport';
import type { WizardSource } from './wizard-source';
import { emptyValues, type Step, type WizardValues } from './wizard-values';

export type WizardStart =
  | { state: 'loading' }
  | { state: 'failed'; reason: 'notFound' | 'notOpen' | 'loadFailed'; retry: () => void }
  | {
      state: 'ready';
      step: Step;
      values: WizardValues;
      /** Editing a transport transporters have bid on: only src/lib/transport-edit.ts's fields may change. */
      lockedAfterBids: boolean;
    };

const noTransport = () => Promise.resolve(null);

/**
 * Where the wizard's form starts: this source's draft if the tab has one, else the transport it
 * edits or copies (read once), else an empty request. An edit needs the transport OPEN.
 */
export function useWizardStart(source: WizardSource, draft: WizardDraft): WizardStart {
  const id = source.kind === 'create' ? null : source.id;
  const read = useCallback(() => (id ? api.transports.byId.query({ id }) : noTransport()), [id]);
  const transport = useApi(read);
  const saved = useMemo(() => draft.read(), [draft]);
  if (source.kind === 'create')
    return { state: 'ready', step: saved?.step ?? 0, values: saved?.values ?? emptyValues(), lockedAfterBids: false };
  const data = transport.data;
  if (!data) {
    if (!transport.error || transport.loading) return { state: 'loading' };
    const reason = errorKey(transport.error) === 'transports:notFound' ? 'notFound' : 'loadFailed';
    return { state: 'failed', reason, retry: transport.reload };
  }
  if (source.kind === 'edit' && data.status !== 'OPEN') return { state: 'failed', reason: 'notOpen', retry: transport.reload };
  return {
    state: 'ready',
    step: saved?.step ?? 0,
    values: saved?.values ?? valuesFromTransport(data, source.kind),
    lockedAfterBids: source.kind === 'edit' && data.bids.some((bid) => bid.status === 'PENDING'),
  };
}
