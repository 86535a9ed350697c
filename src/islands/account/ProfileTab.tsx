import type { api } from '@/client/trpc';
import { AccountInfo } from './AccountInfo';
import { ProfileForm } from './ProfileForm';
import { ProfilePicture } from './ProfilePicture';

export type Profile = Awaited<ReturnType<typeof api.account.profile.query>>;

/** The Profile tab: picture and account info side by side, contact info below. */
export function ProfileTab({ profile, onChanged }: { profile: Profile; onChanged: () => void }) {
  const { address, phone, taxId, description } = profile;
  return (
    <div className="grid gap-4">
      <div className="grid gap-4 lg:grid-cols-2">
        <ProfilePicture userId={profile.id} name={profile.name} avatarKey={profile.avatarKey} onChanged={onChanged} />
        <AccountInfo email={profile.email} accountType={profile.accountType} createdAt={profile.createdAt} />
      </div>
      <ProfileForm values={{ name: profile.name, address, phone, taxId, description }} onSaved={onChanged} />
    </div>
  );
}
