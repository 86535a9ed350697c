/** Spec section 5's account rules (email, password 6..32, name ≥ 3, terms, repeat) on the shared schemas. */
import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import {
  changePasswordFormSchema,
  emailSchema,
  loginSchema,
  newPasswordSchema,
  passwordSchema,
  requestPasswordResetSchema,
  resetPasswordSchema,
  signUpSchema,
} from '@/lib/schemas/auth';

const signUp = {
  name: 'Ana Petrović',
  email: 'ana@example.com',
  password: 'secret-123',
  accountType: 'USER' as const,
  acceptTerms: true as const,
};

function messagesAt(schema: z.ZodMiniType, value: unknown, path: PropertyKey[]): string[] {
  const result = schema.safeParse(value);
  if (result.success) return [];
  return result.error.issues.filter((issue) => JSON.stringify(issue.path) === JSON.stringify(path)).map((issue) => issue.message);
}

describe('email', () => {
  it.each(['ana@example.com', 'first.last+tag@sub.example.rs'])('accepts %s', (email) => {
    expect(emailSchema.safeParse(email).success).toBe(true);
  });

  it.each(['', 'ana', 'ana@', '@example.com', 'ana@example', 'ana example@example.com'])('refuses %o → emailInvalid', (email) => {
    expect(messagesAt(emailSchema, email, [])).toEqual(['validation:emailInvalid']);
  });

  it('is trimmed and lower-cased', () => {
    expect(emailSchema.parse('  Ana@Example.COM ')).toBe('ana@example.com');
  });

  it.each([
    ['log-in', loginSchema, { email: 'nope', password: 'secret-123' }],
    ['sign-up', signUpSchema, { ...signUp, email: 'nope' }],
    ['reset request', requestPasswordResetSchema, { email: 'nope' }],
  ] as const)('is checked on %s', (_name, schema, value) => {
    expect(messagesAt(schema, value, ['email'])).toEqual(['validation:emailInvalid']);
  });
});

describe('password: 6 to 32 characters', () => {
  it('5 → passwordTooShort, 6 passes', () => {
    expect(messagesAt(passwordSchema, '12345', [])).toEqual(['validation:passwordTooShort']);
    expect(messagesAt(passwordSchema, '', [])).toEqual(['validation:passwordTooShort']);
    expect(passwordSchema.safeParse('123456').success).toBe(true);
  });

  it('32 passes, 33 → passwordTooLong', () => {
    expect(passwordSchema.safeParse('x'.repeat(32)).success).toBe(true);
    expect(messagesAt(passwordSchema, 'x'.repeat(33), [])).toEqual(['validation:passwordTooLong']);
  });

  it('is not trimmed (spaces count, and are kept)', () => {
    expect(passwordSchema.parse('  abcd  ')).toBe('  abcd  ');
  });

  it.each([
    ['log-in', loginSchema, { email: 'ana@example.com' }],
    ['sign-up', signUpSchema, signUp],
    ['reset', resetPasswordSchema, { token: 'a'.repeat(43) }],
    ['new password', newPasswordSchema, { repeatPassword: '12345' }],
  ] as const)('is checked on %s', (_name, schema, value) => {
    expect(messagesAt(schema, { ...value, password: '12345' }, ['password'])).toEqual(['validation:passwordTooShort']);
    expect(messagesAt(schema, { ...value, password: 'x'.repeat(33) }, ['password'])).toEqual(['validation:passwordTooLong']);
  });
});

describe('sign-up', () => {
  it('the fixture is valid', () => {
    expect(signUpSchema.safeParse(signUp).error?.issues).toBeUndefined();
  });

  it('name needs at least 3 characters, trimmed: 2 fail, 3 pass', () => {
    expect(messagesAt(signUpSchema, { ...signUp, name: 'Al' }, ['name'])).toEqual(['validation:nameTooShort']);
    expect(messagesAt(signUpSchema, { ...signUp, name: '  Al  ' }, ['name'])).toEqual(['validation:nameTooShort']);
    expect(messagesAt(signUpSchema, { ...signUp, name: 'Ali' }, ['name'])).toEqual([]);
    expect(signUpSchema.parse({ ...signUp, name: ' Ali ' }).name).toBe('Ali');
  });

  it.each([false, undefined])('terms must be accepted: %o → termsRequired', (acceptTerms) => {
    expect(messagesAt(signUpSchema, { ...signUp, acceptTerms }, ['acceptTerms'])).toEqual(['validation:termsRequired']);
  });

  it.each(['USER', 'COMPANY', 'TRANSPORT_COMPANY'])('account type %s is accepted', (accountType) => {
    expect(messagesAt(signUpSchema, { ...signUp, accountType }, ['accountType'])).toEqual([]);
  });

  it.each([undefined, 'ADMIN'])('account type %o → accountTypeRequired', (accountType) => {
    expect(messagesAt(signUpSchema, { ...signUp, accountType }, ['accountType'])).toEqual(['validation:accountTypeRequired']);
  });
});

describe('new password typed twice', () => {
  describe.each([
    ['reset form', newPasswordSchema, {}],
    ['change password form', changePasswordFormSchema, { currentPassword: 'old-secret' }],
  ] as const)('%s', (_name, schema, extra) => {
    it('passes when the repeat matches', () => {
      expect(schema.safeParse({ ...extra, password: 'secret-123', repeatPassword: 'secret-123' }).success).toBe(true);
    });

    it('a different repeat → passwordsDoNotMatch on repeatPassword', () => {
      expect(messagesAt(schema, { ...extra, password: 'secret-123', repeatPassword: 'secret-124' }, ['repeatPassword'])).toEqual([
        'validation:passwordsDoNotMatch',
      ]);
      expect(messagesAt(schema, { ...extra, password: 'secret-123', repeatPassword: '' }, ['repeatPassword'])).toEqual([
        'validation:passwordsDoNotMatch',
      ]);
    });
  });

  it('the change form needs the current password', () => {
    expect(
      messagesAt(changePasswordFormSchema, { currentPassword: '', password: 'secret-123', repeatPassword: 'secret-123' }, [
        'currentPassword',
      ]),
    ).toEqual(['validation:required']);
  });
});
