import { createContext, useContext, type ReactNode } from 'react';

/** Whether the wizard edits a transport transporters have bid on (issue 28): what they priced is locked. */
export const EditLockContext = createContext(false);

/**
 * Fields that bids lock, disabled together (a disabled fieldset disables every control in it,
 * pickers' buttons included) while the wizard edits a transport with bids; laid out as if absent.
 */
export function LockedAfterBids({ children, when = true }: { children: ReactNode; when?: boolean }) {
  const locked = useContext(EditLockContext) && when;
  return (
    <fieldset disabled={locked} className="contents">
      {children}
    </fieldset>
  );
}
