/**
 * Issue 26: quiet hours are night in the person's own time zone, taken from the browser: the tab's
 * stream carries it, and it becomes theirs until they choose one; a zone the server does not know
 * is passed over without refusing the stream.
 */
import { describe, expect, it } from 'vitest';
import { testDatabaseKind, useTestDatabase } from './helpers/database';
import { openSubscription } from './helpers/sse-stream';
import { createAccount } from './helpers/transports';

const db = useTestDatabase();

async function watchFrom(timeZone: string) {
  const person = await createAccount(db(), 'USER');
  return { person, watch: () => openSubscription(db(), 'notifications.stream', { timeZone }, person.session.token) };
}

async function firstEventOf(stream: Awaited<ReturnType<typeof openSubscription>>) {
  try {
    return JSON.parse((await stream.until((event) => event.event === '')).data) as { json: { unread: number } };
  } finally {
    await stream.close();
  }
}

describe(`the browser's time zone on ${testDatabaseKind}`, () => {
  it('becomes the quiet hours’ zone of someone who has chosen none, 22:00–07:00 there', async () => {
    const { person, watch } = await watchFrom('America/New_York');
    expect((await person.caller.notifications.preferences()).quietHours.timeZone).toBe('Europe/Sarajevo');
    expect((await firstEventOf(await watch())).json.unread).toBe(0);
    expect((await person.caller.notifications.preferences()).quietHours).toEqual({
      enabled: true,
      from: 22 * 60,
      to: 7 * 60,
      timeZone: 'America/New_York',
    });
  });

  it('never replaces a zone the person chose', async () => {
    const { person, watch } = await watchFrom('Asia/Tokyo');
    await person.caller.notifications.setQuietHours({ enabled: true, from: 23 * 60, to: 6 * 60, timeZone: 'Europe/Lisbon' });
    await firstEventOf(await watch());
    expect((await person.caller.notifications.preferences()).quietHours.timeZone).toBe('Europe/Lisbon');
  });

  it('passes over a zone it does not know and still opens the stream', async () => {
    const { person, watch } = await watchFrom('Mars/Olympus_Mons');
    expect((await firstEventOf(await watch())).json.unread).toBe(0);
    expect((await person.caller.notifications.preferences()).quietHours.timeZone).toBe('Europe/Sarajevo');
  });
});
