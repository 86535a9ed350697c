/**
 * Account forms, shared by the islands (zodResolver) and the auth router (.input()).
 * Messages are translation keys, rendered by FormMessage in the reader's language.
 */
import * as z from 'zod/mini';
import { accountTypes, limits } from '@/lib/constants';
import { acceptTermsSchema } from './fields';
import { singleLineText } from './text';

export const emailSchema = z.pipe(z.string().check(z.trim(), z.toLowerCase()), z.email('validation:emailInvalid'));

export const passwordSchema = z
  .string()
  .check(z.minLength(limits.passwordMin, 'validation:passwordTooShort'), z.maxLength(limits.passwordMax, 'validation:passwordTooLong'));

export const nameSchema = singleLineText({
  min: limits.nameMin,
  max: 120,
  tooShort: 'validation:nameTooShort',
  tooLong: 'validation:nameTooLong',
});

export const loginSchema = z.object({ email: emailSchema, password: passwordSchema });
export type LoginInput = z.infer<typeof loginSchema>;

export const signUpSchema = z.object({
  name: nameSchema,
  email: emailSchema,
  password: passwordSchema,
  accountType: z.enum(accountTypes, 'validation:accountTypeRequired'),
  acceptTerms: acceptTermsSchema,
});
export type SignUpInput = z.infer<typeof signUpSchema>;

export const requestPasswordResetSchema = z.object({ email: emailSchema });

/** A new password typed twice. */
export const newPasswordSchema = z.object({ password: passwordSchema, repeatPassword: z.string() }).check(
  z.refine((value) => value.password === value.repeatPassword, {
    message: 'validation:passwordsDoNotMatch',
    path: ['repeatPassword'],
  }),
);

export const resetPasswordFormSchema = newPasswordSchema;
export const resetPasswordSchema = z.object({ token: z.string().check(z.minLength(20), z.maxLength(200)), password: passwordSchema });

export const changePasswordFormSchema = z
  .object({
    currentPassword: z.string().check(z.minLength(1, 'validation:required')),
    password: passwordSchema,
    repeatPassword: z.string(),
  })
  .check(
    z.refine((value) => value.password === value.repeatPassword, {
      message: 'validation:passwordsDoNotMatch',
      path: ['repeatPassword'],
    }),
  );
export const changePasswordSchema = z.object({
  currentPassword: z.string().check(z.minLength(1), z.maxLength(200)),
  password: passwordSchema,
});

export const refreshSessionSchema = z.object({ refreshToken: z.string().check(z.minLength(1), z.maxLength(200)) });
export const confirmEmailSchema = z.object({ token: z.string().check(z.minLength(20), z.maxLength(200)) });
/** A mailed link's token alone (checking a reset link before its form). */
export const checkResetTokenSchema = confirmEmailSchema;
export const logoutSchema = z.object({ refreshToken: z.optional(z.string().check(z.maxLength(200))) });
export const revokeSessionSchema = z.object({ familyId: z.uuid('validation:invalidInput') });
export type RequestPasswordResetInput = z.infer<typeof requestPasswordResetSchema>;
export type ResetPasswordInput = z.infer<typeof resetPasswordSchema>;
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;
export type RefreshSessionInput = z.infer<typeof refreshSessionSchema>;
export type ConfirmEmailInput = z.infer<typeof confirmEmailSchema>;
export type LogoutInput = z.infer<typeof logoutSchema>;
export type RevokeSessionInput = z.infer<typeof revokeSessionSchema>;
