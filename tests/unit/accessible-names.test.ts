/**
 * WCAG 2.5.3 in every language (issue 30): a button whose accessible name adds what it acts on
 * ("Pause sharing the position of …") starts from, or at least contains, the words it shows, so a
 * speech user can say what they see. The e2e axe runs check the pages; this names the pairs.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { languages } from '@/lib/i18n/languages';

/** namespace, the visible text's key, the accessible name's key. */
const pairs = [
  ['tracking', 'pause.pause', 'pause.pauseNamed'],
  ['tracking', 'pause.resume', 'pause.resumeNamed'],
  ['fleet', 'action.edit', 'action.editNamed'],
  ['fleet', 'action.maintenance', 'action.maintenanceNamed'],
  ['fleet', 'action.available', 'action.availableNamed'],
  ['fleet', 'tracker.generate', 'tracker.generateLabel'],
  ['wizard', 'item.remove', 'item.removeNumbered'],
  ['account', 'sessions.signOut', 'sessions.signOutDevice'],
  ['transports', 'bids.messageCompany', 'bids.messageCompanyNamed'],
  ['platform', 'title.messages', 'sidebar.messagesUnread_one'],
  ['platform', 'title.messages', 'sidebar.messagesUnread_other'],
] as const;

const read = (lang: string, ns: string) =>
  JSON.parse(readFileSync(join(process.cwd(), 'locales', lang, `${ns}.json`), 'utf8')) as Record<string, string>;

describe.each(languages)('%s', (lang) => {
  it.each(pairs)('%s: "%s" is inside "%s"', (ns, shown, named) => {
    const texts = read(lang, ns);
    expect(texts[named]?.toLowerCase()).toContain(texts[shown]?.toLowerCase());
  });
});
