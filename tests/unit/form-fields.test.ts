/**
 * The shared form fields show their field's error: the sign-up's account type (which had no
 * message, so its error could never show) and the terms box of sign-up and the wizard.
 * Rendered on the server with the error already in the form, as react-hook-form holds it after a submit.
 */
import { createElement, type ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { useForm, type Control, type FieldErrors } from 'react-hook-form';
import { describe, expect, it } from 'vitest';
import type * as z from 'zod/mini';
import { TermsField } from '@/components/app/TermsField';
import { Form } from '@/components/ui/form';
import { AccountTypeField } from '@/islands/auth/AccountTypeField';
import type { signUpSchema } from '@/lib/schemas/auth';
import './helpers/english';

type SignUpValues = z.input<typeof signUpSchema>;

function renderWithErrors(errors: FieldErrors<SignUpValues>, field: (control: Control<SignUpValues>) => ReactNode): string {
  function Harness() {
    const form = useForm<SignUpValues>({ errors });
    return createElement(Form<SignUpValues>, { ...form, children: field(form.control) });
  }
  return renderToString(createElement(Harness));
}

describe('shared form fields', () => {
  it("the sign-up's account type shows its error and marks the group invalid", () => {
    const html = renderWithErrors({ accountType: { type: 'invalid_type', message: 'validation:accountTypeRequired' } }, (control) =>
      createElement(AccountTypeField, { control }),
    );
    expect(html).toMatch(/role="radiogroup"[^>]*aria-invalid="true"/);
    expect(html).toMatch(/data-slot="form-message"[^>]*>Please choose an account type</);
  });

  it('the terms box shows its error', () => {
    const html = renderWithErrors({ acceptTerms: { type: 'invalid_value', message: 'validation:termsRequired' } }, (control) =>
      createElement(TermsField<SignUpValues>, { control, name: 'acceptTerms' }),
    );
    expect(html).toMatch(/data-slot="form-message"[^>]*>Please accept the terms and conditions to continue</);
  });

  it('shows no message without an error', () => {
    const html = renderWithErrors({}, (control) => createElement(AccountTypeField, { control }));
    expect(html).not.toContain('data-slot="form-message"');
    expect(html).toMatch(/role="radiogroup"[^>]*aria-invalid="false"/);
  });
});
