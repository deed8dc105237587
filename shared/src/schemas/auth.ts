import { z } from 'zod';
import { PASSWORD_MIN_LENGTH } from '../config/constants';
import { emailField } from './user';

const passwordField = () =>
  z
    .string({ error: 'Password is required' })
    .min(1, { error: 'Password is required', abort: true })
    .min(PASSWORD_MIN_LENGTH, `Password must be at least ${PASSWORD_MIN_LENGTH} characters`)
    .max(256, 'Password must be at most 256 characters');

export const loginSchema = z.object({ email: emailField(), password: passwordField() });
export type LoginInput = z.infer<typeof loginSchema>;

export const recoverPasswordSchema = z.object({ email: emailField() });
export type RecoverPasswordInput = z.infer<typeof recoverPasswordSchema>;

/** The body of `POST /auth/change-password`. */
export const changePasswordSchema = z.object({
  token: z.string({ error: 'Token is required' }).min(1, 'Token is required').max(512, 'Invalid token'),
  password: passwordField(),
});
export type ChangePasswordInput = z.infer<typeof changePasswordSchema>;

/**
 * The body of `PUT /users/me/password`: a signed-in user changes their own password. The current one is only
 * checked against the stored hash, so any length is accepted here.
 */
export const passwordChangeSchema = z.object({
  currentPassword: z
    .string({ error: 'Current password is required' })
    .min(1, 'Current password is required')
    .max(256, 'Password must be at most 256 characters'),
  password: passwordField(),
});
export type PasswordChangeInput = z.infer<typeof passwordChangeSchema>;

const confirmPasswordField = () =>
  z.string({ error: 'Confirm Password is required' }).min(1, 'Confirm Password is required');

const passwordsMatch = { path: ['confirmPassword'], message: 'Passwords must match' };

/** The change-password form: the token comes from the URL, not from a field. */
export const changePasswordFormSchema = z
  .object({ password: passwordField(), confirmPassword: confirmPasswordField() })
  .refine((form) => form.password === form.confirmPassword, passwordsMatch);
export type ChangePasswordForm = z.infer<typeof changePasswordFormSchema>;

/** The profile's "Change password" form: the current password, the new one twice. */
export const ownPasswordFormSchema = passwordChangeSchema
  .extend({ confirmPassword: confirmPasswordField() })
  .refine((form) => form.password === form.confirmPassword, passwordsMatch);
export type OwnPasswordForm = z.infer<typeof ownPasswordFormSchema>;

export const loginResponseSchema = z.object({ token: z.string() });
export type LoginResponse = z.infer<typeof loginResponseSchema>;

/** `GET /auth/password-reset/{token}`: the link's token, as the e-mail put it in the address. */
export const passwordResetParamsSchema = z.object({
  token: z.string().min(1, 'Token is required').max(512, 'Invalid token'),
});

/** A link that can still be used: until when. */
export const passwordResetCheckSchema = z.object({ expiresAt: z.string() });
export type PasswordResetCheck = z.infer<typeof passwordResetCheckSchema>;
