/** The sidebar's links by account type: the messages are everyone's (issue 27), each portal only its own. */
import { describe, expect, it } from 'vitest';
import { accountTypes } from '@/lib/constants';
import { paths } from '@/lib/paths';
import { sectionsFor } from '@/islands/shell/navigation';

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

it("draws an area's own links before the account is known, and only the shared ones elsewhere", () => {
  const hrefsIn = (area: Parameters<typeof sectionsFor>[1]) =>
    sectionsFor(undefined, area).flatMap((section) => section.links.map((link) => link.href));
  expect(hrefsIn('user')).toEqual(hrefsFor('USER'));
  expect(hrefsIn('transporter')).toEqual(hrefsFor('TRANSPORT_COMPANY'));
  expect(hrefsIn('any')).toContain(paths.messages);
  expect(hrefsIn('any')).not.toContain(paths.jobs);
  expect(hrefsIn('any')).not.toContain(paths.createTransport);
});

it('follows the account once it is known, whatever the area', () => {
  expect(sectionsFor('USER', 'transporter')).toEqual(sectionsFor('USER'));
});
