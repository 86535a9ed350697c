/**
 * account.*: the Profile and Company tabs through the real router. Who may call what (the Company
 * procedures refuse USER accounts), each field's bounds from src/lib/schemas/account.ts as the server
 * applies them, and what is stored (normalised phone, website with its scheme, empty → null).
 */
import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import { companyLimits, profileLimits, type CompanyInput, type ProfileFormValues } from '@/lib/schemas/account';
import { companies, users } from '@/server/db/schema';
import { fieldErrors } from './helpers/auth';
import { testDatabaseKind, useTestDatabase } from './helpers/database';
import { expectTrpcError, trpcError } from './helpers/errors';
import { createAccount, createTransporter } from './helpers/transports';

const db = useTestDatabase();

const validProfile: ProfileFormValues = {
  name: 'Jelena Marić',
  address: 'Bulevar oslobođenja 10, Novi Sad',
  phone: '+381 64 123 4567',
  taxId: '101234567',
  description: 'Moving house twice a year.',
};

const validCompany: CompanyInput = {
  companyId: 'FN 482913 t',
  name: 'Alpen Logistik GmbH',
  address: 'Puchstraße 41, 8020 Graz',
  phone: '+43 316 482 910',
  contactPerson: 'Katharina Steiner',
  email: 'office@alpen.example',
  website: 'https://alpen.example',
  description: 'Forwarding from Graz.',
};

const userRow = async (id: string) => (await db().select().from(users).where(eq(users.id, id)))[0];
const companyRow = async (id: string) => (await db().select().from(companies).where(eq(companies.id, id)))[0];

/** The field keys a profile update is refused with; the refused call changed nothing. */
async function profileRefusal(values: Partial<ProfileFormValues>) {
  const { user, caller } = await createAccount(db(), 'USER');
  const before = await userRow(user.id);
  const errors = fieldErrors(await trpcError(caller.account.updateProfile({ ...validProfile, ...values } as never)));
  expect(await userRow(user.id)).toEqual(before);
  return errors;
}

async function companyRefusal(values: Partial<Record<keyof CompanyInput, unknown>>) {
  const { caller } = await createAccount(db(), 'COMPANY');
  const { id } = await caller.account.company();
  const before = await companyRow(id);
  const errors = fieldErrors(await trpcError(caller.account.updateCompany({ ...validCompany, ...values } as never)));
  expect(await companyRow(id)).toEqual(before);
  return errors;
}

describe(`account.updateProfile on ${testDatabaseKind}`, () => {
  it('stores the profile and answers the user as the session holds it (menu name and picture)', async () => {
    const { user, caller } = await createAccount(db(), 'USER');
    const answer = await caller.account.updateProfile({ ...validProfile, phone: '00381 (64) 123-4567', taxId: '  ' });
    expect(answer).toMatchObject({ id: user.id, name: 'Jelena Marić', avatarKey: null, accountType: 'USER' });
    const profile = await caller.account.profile();
    expect(profile).toMatchObject({ phone: '+381 (64) 123-4567', taxId: null, address: validProfile.address });
    const [row] = await db().select().from(users).where(eq(users.id, user.id));
    expect(row?.description).toBe('Moving house twice a year.');
  });

  it('lets address, phone, tax ID and description be empty (null)', async () => {
    const { caller } = await createAccount(db(), 'USER');
    await caller.account.updateProfile({ name: 'Ivo Ivić', address: '', phone: null, taxId: undefined, description: '\u200b' });
    expect(await caller.account.profile()).toMatchObject({ name: 'Ivo Ivić', address: null, phone: null, taxId: null, description: null });
  });

  it.each([
    ['name', { name: 'Jo' }, 'validation:nameTooShort'],
    ['name', { name: 'x'.repeat(121) }, 'validation:nameTooLong'],
    ['address', { address: 'Ul 4' }, 'validation:addressTooShort'],
    ['address', { address: 'x'.repeat(profileLimits.addressMax + 1) }, 'validation:addressTooLong'],
    ['phone', { phone: '061 234 567' }, 'account:form.phoneInvalid'],
    ['phone', { phone: '+387 61' }, 'account:form.phoneInvalid'],
    ['phone', { phone: '+0 61 234 5678' }, 'account:form.phoneInvalid'],
    ['phone', { phone: '+1 234 567 890 123 456' }, 'account:form.phoneInvalid'],
    ['phone', { phone: '+387 61 234 567 ext 5' }, 'account:form.phoneInvalid'],
    ['taxId', { taxId: 'ABCDEF' }, 'account:form.taxIdInvalid'],
    ['taxId', { taxId: '1'.repeat(profileLimits.taxIdMax + 1) }, 'account:form.taxIdInvalid'],
    ['taxId', { taxId: '12<script>' }, 'account:form.taxIdInvalid'],
    ['description', { description: 'x'.repeat(profileLimits.descriptionMax + 1) }, 'account:form.profileDescriptionTooLong'],
  ] as const)('refuses %s %j with its key', async (field, values, key) => {
    expect((await profileRefusal(values))[field]).toEqual([key]);
  });

  it('accepts each bound exactly', async () => {
    const { caller } = await createAccount(db(), 'USER');
    await caller.account.updateProfile({
      name: 'Ana',
      address: 'Ul 45',
      phone: '+38761234',
      taxId: '1'.repeat(profileLimits.taxIdMax),
      description: 'x'.repeat(profileLimits.descriptionMax),
    });
    await caller.account.updateProfile({ ...validProfile, phone: '+1 234 567 890 12345', taxId: 'A1' });
  });

  it('answers UNAUTHORIZED without a session', async () => {
    const { callerFor } = await import('./helpers/caller');
    await expectTrpcError(callerFor(db()).account.updateProfile(validProfile as never), 'UNAUTHORIZED');
    await expectTrpcError(callerFor(db()).account.profile(), 'UNAUTHORIZED');
  });
});

describe(`account.company and updateCompany on ${testDatabaseKind}`, () => {
  it('refuses USER accounts (FORBIDDEN) at every company procedure', async () => {
    const { user, caller } = await createAccount(db(), 'USER');
    await expectTrpcError(caller.account.company(), 'FORBIDDEN', 'errors:forbidden');
    await expectTrpcError(caller.account.updateCompany(validCompany), 'FORBIDDEN', 'errors:forbidden');
    expect(await db().select().from(companies).where(eq(companies.ownerId, user.id))).toEqual([]);
    await expectTrpcError(caller.account.documents.remove({ id: '00000000-0000-4000-8000-000000000000' }), 'FORBIDDEN');
  });

  it("makes a business customer's company from the account on first visit, and edits only the caller's own", async () => {
    const business = await createAccount(db(), 'COMPANY', 'Drvo d.o.o.');
    const carrier = await createTransporter(db());
    const first = await business.caller.account.company();
    expect(first).toMatchObject({ name: 'Drvo d.o.o.', companyId: '', email: business.user.email, coverKey: null });
    await business.caller.account.updateCompany({ ...validCompany, website: 'alpen.example/about', phone: '0043 316 482 910' });
    expect(await business.caller.account.company()).toMatchObject({
      id: first.id,
      website: 'https://alpen.example/about',
      phone: '+43 316 482 910',
    });
    const [untouched] = await db().select().from(companies).where(eq(companies.id, carrier.company.id));
    expect(untouched?.name).toBe(carrier.company.name);
  });

  it.each([
    ['companyId', '', 'account:form.companyIdInvalid'],
    ['companyId', 'ABC', 'account:form.companyIdInvalid'],
    ['companyId', '1'.repeat(companyLimits.companyIdMax + 1), 'account:form.companyIdInvalid'],
    ['name', 'A', 'account:form.companyNameTooShort'],
    ['name', 'x'.repeat(companyLimits.nameMax + 1), 'account:form.companyNameTooLong'],
    ['address', 'Ul 4', 'validation:addressTooShort'],
    ['phone', '', 'account:form.phoneRequired'],
    ['phone', '033 555 120', 'account:form.phoneInvalid'],
    ['contactPerson', 'Al', 'validation:nameTooShort'],
    ['email', 'office@', 'validation:emailInvalid'],
    ['email', `${'a'.repeat(250)}@x.example`, 'validation:emailInvalid'],
    ['website', 'javascript:alert(1)', 'account:form.websiteInvalid'],
    ['website', 'https://localhost', 'account:form.websiteInvalid'],
    ['website', 'https://user:pw@example.com', 'account:form.websiteInvalid'],
    ['website', `https://example.com/${'x'.repeat(companyLimits.websiteMax)}`, 'account:form.websiteInvalid'],
    ['description', 'x'.repeat(companyLimits.descriptionMax + 1), 'account:form.companyDescriptionTooLong'],
  ] as const)('refuses %s %j with its key', async (field, value, key) => {
    expect((await companyRefusal({ [field]: value }))[field]).toEqual([key]);
  });
});
