/** The sidebar's links by account type: the messages are everyone's (issue 27), each portal only its own. */
import { describe, expect, it } from 'vitest';
import { accountTypes } from '@/lib/constants';
import { paths } from '@/lib/paths';
import { navigation, sectionsFor } from '@/islands/shell/navigation';

const hrefsFor = (accountType: Parameters<typeof sectionsFor>[0]) =>
  sectionsFor(accountType).flatMap((section) => section.links.map((link) => link.href));

describe.each(accountTypes)('%s', (accountType) => {
  it('has the messages, with their unread count', () => {
    const link = sectionsFor(accountType)
      .flatMap((section) => section.links)
      .find((entry) => entry.href === paths.messages);
    expect(link?.unread).toBe('messages');
  });
});

it('gives each portal only to its account types', () => {
  expect(hrefsFor('TRANSPORT_COMPANY')).toContain(paths.jobs);
  expect(hrefsFor('TRANSPORT_COMPANY')).not.toContain(paths.createTransport);
  expect(hrefsFor('USER')).toContain(paths.createTransport);
  expect(hrefsFor('COMPANY')).not.toContain(paths.jobs);
});

it('gives every section before the account is known, each portal marked for app.css', () => {
  expect(sectionsFor(undefined)).toEqual(navigation);
  const areas = sectionsFor(undefined).map((section) => section.area);
  expect(areas).toContain('user');
  expect(areas).toContain('transporter');
  expect(hrefsFor('USER')).toEqual(
    navigation.filter((section) => section.area !== 'transporter').flatMap((section) => section.links.map((link) => link.href)),
  );
});
