/** Badges show an unread count up to this, then "99+"; a name that holds the badge's text says the same. */
export const mostUnreadShown = 99;

/** The unread count as a badge shows it. */
export function unreadShown(count: number): string {
  return count > mostUnreadShown ? `${mostUnreadShown}+` : String(count);
}
