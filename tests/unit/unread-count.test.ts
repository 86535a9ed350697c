import { expect, it } from 'vitest';
import { mostUnreadShown, unreadShown } from '@/lib/unread-count';

it('shows the count up to the most a badge shows, then that many and a plus', () => {
  expect(unreadShown(1)).toBe('1');
  expect(unreadShown(mostUnreadShown)).toBe('99');
  expect(unreadShown(mostUnreadShown + 1)).toBe('99+');
  expect(unreadShown(1234)).toBe('99+');
});
