import { loginBody, registerBody, registerMemberBody, resetPasswordBody } from '@giapha/contract';
import { z } from 'zod';
import { AUTH_TEXT } from './texts.ts';

const confirmPassword = { confirmPassword: z.string().min(1, AUTH_TEXT.confirmPasswordRequired) };
const passwordsMatch = (values: { password: string; confirmPassword: string }) =>
  values.password === values.confirmPassword;
const mismatch = { path: ['confirmPassword'], message: AUTH_TEXT.passwordMismatch };

/** The login form: no domain field, the site's own clan is sent as the `domain` query parameter. */
export const loginForm = loginBody.omit({ domain: true });

export const registerForm = registerBody.extend(confirmPassword).refine(passwordsMatch, mismatch);

/** A member joins the clan of the site they are on, so the form has no domain. */
export const registerMemberForm = registerMemberBody
  .omit({ domain: true })
  .extend(confirmPassword)
  .refine(passwordsMatch, mismatch);

export const resetPasswordForm = resetPasswordBody.extend(confirmPassword).refine(passwordsMatch, mismatch);

/** What the register pages hand to their success pages through the router's state. */
export const registrationSuccessState = z.object({
  clanName: z.string(),
  domain: z.string(),
  email: z.string(),
});
export type RegistrationSuccessState = z.infer<typeof registrationSuccessState>;
