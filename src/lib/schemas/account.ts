/**
 * The account settings forms (Profile and Company tabs), shared by the islands (zodResolver) and the
 * account router (.input()). Bounds are stated in the README ("Account settings").
 */
import * as z from 'zod/mini';
import { emailSchema, nameSchema } from './auth';
import { multiLineText, singleLineText } from './text';

export const profileLimits = { addressMin: 5, addressMax: 200, phoneMax: 24, taxIdMax: 32, descriptionMax: 1000 } as const;
export const companyLimits = {
  companyIdMax: 32,
  nameMin: 2,
  nameMax: 120,
  emailMax: 254,
  websiteMax: 200,
  descriptionMax: 2000,
} as const;

/**
 * A phone number in international form: a '+' (or '00') and the country code, then 8 to 15 digits in
 * all (E.164), grouped as people write them with spaces, hyphens, dots or parentheses.
 */
const phonePattern = /^\+[1-9]\d{7,14}$/;
export function phoneDigits(value: string): string {
  return value.replace(/[\s().-]/g, '').replace(/^00/, '+');
}

/** Empty text (after trimming) becomes null: the field is optional. */
const optional = <T extends z.ZodMiniType<string, string>>(schema: T) => {
  const trimmed = z.pipe(
    z.nullish(z.string('validation:invalidInput')),
    z.transform((value) => value?.trim() || null),
  );
  // Text that held only invisible characters is as empty as ''.
  return z.pipe(
    z.pipe(trimmed, z.nullable(schema)),
    z.transform((value) => value || null),
  );
};

function phoneSchema() {
  return singleLineText({
    min: 1,
    max: profileLimits.phoneMax,
    tooShort: 'account:form.phoneRequired',
    tooLong: 'account:form.phoneInvalid',
  }).check(
    z.overwrite((value) => value.replace(/\s+/g, ' ').replace(/^00/, '+')),
    z.refine((value) => phonePattern.test(phoneDigits(value)), 'account:form.phoneInvalid'),
  );
}

const addressSchema = singleLineText({
  min: profileLimits.addressMin,
  max: profileLimits.addressMax,
  tooShort: 'validation:addressTooShort',
  tooLong: 'validation:addressTooLong',
});

/** A registration or tax number: letters and digits with spaces, dots, slashes or hyphens, at least one digit. */
const registrationPattern = /^(?=.*\p{N})[\p{L}\p{N}][\p{L}\p{N} ./-]*$/u;
const registrationSchema = (max: number, invalid: 'account:form.taxIdInvalid' | 'account:form.companyIdInvalid') =>
  singleLineText({ min: 2, max, tooShort: invalid, tooLong: invalid }).check(z.refine((value) => registrationPattern.test(value), invalid));

export const profileSchema = z.object({
  name: nameSchema,
  /** Optional; when given, at least 5 characters (spec 5). */
  address: optional(addressSchema),
  phone: optional(phoneSchema()),
  taxId: optional(registrationSchema(profileLimits.taxIdMax, 'account:form.taxIdInvalid')),
  description: optional(multiLineText({ max: profileLimits.descriptionMax, tooLong: 'account:form.profileDescriptionTooLong' })),
});
export type ProfileInput = z.output<typeof profileSchema>;
export type ProfileFormValues = z.input<typeof profileSchema>;

/** An http(s) address with a host that has a dot; "example.com" is read as https://example.com. */
const websiteSchema = singleLineText({ min: 1, max: companyLimits.websiteMax, tooLong: 'account:form.websiteInvalid' }).check(
  z.overwrite((value) => (/^[a-z][a-z\d+.-]*:/i.test(value) ? value : `https://${value}`)),
  z.refine((value) => {
    try {
      const url = new URL(value);
      return ['http:', 'https:'].includes(url.protocol) && /^[^.]+(\.[^.]+)+$/.test(url.hostname) && !url.username && !url.password;
    } catch {
      return false;
    }
  }, 'account:form.websiteInvalid'),
);

export const companySchema = z.object({
  companyId: registrationSchema(companyLimits.companyIdMax, 'account:form.companyIdInvalid'),
  name: singleLineText({
    min: companyLimits.nameMin,
    max: companyLimits.nameMax,
    tooShort: 'account:form.companyNameTooShort',
    tooLong: 'account:form.companyNameTooLong',
  }),
  address: addressSchema,
  phone: phoneSchema(),
  contactPerson: nameSchema,
  email: z.pipe(z.string('validation:emailInvalid').check(z.maxLength(companyLimits.emailMax, 'validation:emailInvalid')), emailSchema),
  website: optional(websiteSchema),
  description: optional(multiLineText({ max: companyLimits.descriptionMax, tooLong: 'account:form.companyDescriptionTooLong' })),
});
export type CompanyInput = z.output<typeof companySchema>;
export type CompanyFormValues = z.input<typeof companySchema>;

export const documentIdSchema = z.object({ id: z.uuid('validation:invalidInput') });

/** Accounts with a company profile (the Company tab, a cover image, legal documents). */
export const companyAccountTypes = ['COMPANY', 'TRANSPORT_COMPANY'] as const;
