/** The messages page's pure parts: days, how pages of a thread and of the inbox join what is held, the price proposal's input. */
import { describe, expect, it } from 'vitest';
import { groupByDay, localDay, nearDay } from '@/islands/messages/day-groups';
import { emptyInbox, withFirstPage } from '@/islands/messages/inbox-merge';
import { offerFormSchema, offerInput } from '@/islands/messages/offer-form';
import { joined, withNewer, withOlder } from '@/islands/messages/thread-merge';
import type { InboxItem, Message, ThreadHead, ThreadPage } from '@/islands/messages/types';

const threadId = '7d0c8f9e-1b2a-4c3d-8e4f-5a6b7c8d9e0f';

const message = (id: number, at = new Date(2030, 2, 10, 12), extra: Partial<Message> = {}): Message => ({
  id,
  side: 'customer',
  mine: true,
  kind: 'text',
  body: `message ${id}`,
  masked: false,
  createdAt: at,
  answeredPublicly: false,
  offer: null,
  file: null,
  event: null,
  ...extra,
});

const head = { id: threadId, otherReadId: null } as unknown as ThreadHead;
const page = (ids: number[], extra: Partial<ThreadPage> = {}): ThreadPage => ({
  head,
  messages: ids.map((id) => message(id)),
  olderCursor: null,
  reset: false,
  ...extra,
});
const ids = (messages: readonly Message[]) => messages.map((m) => m.id);

describe('groupByDay', () => {
  it('puts consecutive messages of one local day together, oldest first', () => {
    const groups = groupByDay([
      message(1, new Date(2030, 2, 9, 23, 59)),
      message(2, new Date(2030, 2, 10, 0, 1)),
      message(3, new Date(2030, 2, 10, 9)),
    ]);
    expect(groups.map((group) => [group.day, ids(group.messages)])).toEqual([
      ['2030-03-09', [1]],
      ['2030-03-10', [2, 3]],
    ]);
  });

  it('names today and yesterday, and no other day', () => {
    const now = new Date(2030, 2, 1, 8);
    expect(nearDay(localDay(now), now)).toBe('today');
    expect(nearDay('2030-02-28', now)).toBe('yesterday');
    expect(nearDay('2030-02-27', now)).toBeNull();
  });
});

describe('a thread’s pages', () => {
  it('appends newer messages once each, keeping the cursor for older ones', () => {
    const held = withNewer(null, page([3, 4], { olderCursor: 3, reset: true }));
    const next = withNewer(held, page([4, 5]));
    expect(ids(next.messages)).toEqual([3, 4, 5]);
    expect(next.olderCursor).toBe(3);
  });

  it('replaces everything on a reset (an offer changed an older message)', () => {
    const held = withNewer(null, page([3, 4], { olderCursor: 3, reset: true }));
    const reset = withNewer(held, page([6, 7], { olderCursor: 6, reset: true }));
    expect(ids(reset.messages)).toEqual([6, 7]);
    expect(reset.olderCursor).toBe(6);
  });

  it('puts older messages in front with their cursor', () => {
    const held = withNewer(null, page([5, 6], { olderCursor: 5, reset: true }));
    const older = withOlder(held, page([2, 3, 4], { olderCursor: null }));
    expect(ids(older.messages)).toEqual([2, 3, 4, 5, 6]);
    expect(older.olderCursor).toBeNull();
  });

  it('keeps the later copy of a message (its offer state is newer)', () => {
    const open = message(4, undefined, { kind: 'offer', body: 'open' });
    const accepted = message(4, undefined, { kind: 'offer', body: 'accepted' });
    expect(joined([open, message(5)], [accepted]).map((m) => m.body)).toEqual(['accepted', 'message 5']);
  });
});

describe('the inbox’s first page again', () => {
  const item = (id: string, minute: number): InboxItem => ({
    id,
    transportId: null,
    title: id,
    otherName: 'Other',
    unread: 0,
    closed: false,
    lastAt: new Date(2030, 2, 10, 12, minute),
    last: null,
  });

  it('moves a thread with news to the top and keeps the older pages already shown, with their cursor', () => {
    const held = { ...emptyInbox, loaded: true, items: [item('c', 30), item('b', 20), item('a', 10)], nextCursor: 'after-a' };
    const next = withFirstPage(held, { items: [item('a', 40), item('c', 30)], nextCursor: 'after-c' });
    expect(next.items.map((i) => i.id)).toEqual(['a', 'c', 'b']);
    expect(next.nextCursor).toBe('after-a');
  });

  it('takes the page alone when nothing older was held', () => {
    const next = withFirstPage(emptyInbox, { items: [item('a', 40)], nextCursor: null });
    expect(next).toMatchObject({ loaded: true, items: [item('a', 40)], nextCursor: null });
  });
});

describe('the price proposal', () => {
  const values = { threadId, amount: 420, validUntil: undefined };

  it('sends no moment for 24 hours, the loading day’s end in UTC, or the moment picked', () => {
    expect(offerInput({ ...values, duration: '24h' }, '2030-03-12').validUntil).toBeUndefined();
    expect(offerInput({ ...values, duration: 'loadingDay' }, '2030-03-12').validUntil).toEqual(new Date('2030-03-12T23:59:59.999Z'));
    const picked = new Date(Date.now() + 3_600_000);
    expect(offerInput({ ...values, duration: 'custom', validUntil: picked }, '2030-03-12').validUntil).toBe(picked);
  });

  it('asks for an amount and, for a moment of one’s own, the moment', () => {
    const empty = offerFormSchema.safeParse({ threadId, amount: null, duration: '24h' });
    expect(empty.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([['amount', 'validation:numberRequired']]);
    const noMoment = offerFormSchema.safeParse({ threadId, amount: 420, duration: 'custom' });
    expect(noMoment.error?.issues.map((issue) => [issue.path.join('.'), issue.message])).toEqual([
      ['validUntil', 'messages:offerUntilRequired'],
    ]);
    expect(offerFormSchema.safeParse({ threadId, amount: 420, duration: '24h' }).success).toBe(true);
  });
});
