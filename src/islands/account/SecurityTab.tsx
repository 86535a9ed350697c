import { api } from '@/client/trpc';
import { useApi } from '@/client/use-api';
import { ActiveSessions } from './ActiveSessions';
import { ChangePasswordForm } from './ChangePasswordForm';

const querySessions = () => api.auth.sessions.query();

/** The Security tab: a password change signs the other devices out, so the sessions list asks again at once. */
export function SecurityTab() {
  const sessions = useApi(querySessions);
  return (
    <>
      <ChangePasswordForm onChanged={sessions.reload} />
      <ActiveSessions sessions={sessions} />
    </>
  );
}
