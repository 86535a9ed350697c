/**
 * What the wizard starts from (issue 28): nothing (a new request, `/platform/user/create`), one of
 * the customer's OPEN transports to edit (`?edit=<id>`), or any of theirs to copy as a new one
 * (`?from=<id>`: duplicate, or post an expired or cancelled one again). Each keeps its own draft,
 * so an edit or a copy never overwrites the new request someone had begun.
 */
import { paths } from '@/lib/paths';

export type WizardSource = { kind: 'create' } | { kind: 'edit'; id: string } | { kind: 'copy'; id: string };

export function wizardSource(search: string): WizardSource {
  const params = new URLSearchParams(search);
  const edit = params.get('edit');
  if (edit) return { kind: 'edit', id: edit };
  const from = params.get('from');
  if (from) return { kind: 'copy', id: from };
  return { kind: 'create' };
}

export const wizardPaths = {
  edit: (id: string) => `${paths.createTransport}?edit=${encodeURIComponent(id)}`,
  copy: (id: string) => `${paths.createTransport}?from=${encodeURIComponent(id)}`,
};

/** The draft's storage key: the new request's as it always was, an edit's or a copy's per transport. */
export function draftKeyOf(source: WizardSource, base: string): string {
  return source.kind === 'create' ? base : `${base}:${source.kind}:${source.id}`;
}
