import { fileUrl } from '@/lib/file-url';
import { cn } from '@/lib/utils';

export function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase())
    .join('');
}

interface UserAvatarProps {
  name: string;
  avatarKey?: string | null;
  /** A name for the picture; leave it out where the name is written beside it (the picture is then decorative). */
  alt?: string;
  className?: string;
}

/** The profile picture in a circle, or the name's initials when there is none. */
export function UserAvatar({ name, avatarKey, alt, className }: UserAvatarProps) {
  const shape = 'flex size-7 shrink-0 items-center justify-center overflow-hidden rounded-full';
  if (avatarKey) {
    return (
      <img src={fileUrl(avatarKey)} alt={alt ?? ''} aria-hidden={alt ? undefined : true} className={cn(shape, 'object-cover', className)} />
    );
  }
  return (
    <span aria-hidden="true" className={cn(shape, 'bg-primary text-xs font-semibold text-primary-foreground', className)}>
      {initials(name)}
    </span>
  );
}
