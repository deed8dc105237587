import type {
  ChangePasswordInput,
  LoginInput,
  LoginResponse,
  PasswordResetCheck,
  RecoverPasswordInput,
} from '../schemas/auth';
import { apiRequest } from './client';
import { saveToken } from './session';

export const login = (credentials: LoginInput) =>
  apiRequest<LoginResponse>('/auth/login', { method: 'POST', body: credentials });

/** E-mail and password for a session: the access token in this page's memory, the refresh cookie in the browser. */
export async function signIn(credentials: LoginInput): Promise<void> {
  saveToken((await login(credentials)).token);
}

/** The API answers the same for any well-formed address, so success says nothing about accounts. */
export const recoverPassword = (input: RecoverPasswordInput) =>
  apiRequest<{ message: string }>('/auth/recover-password', { method: 'POST', body: input });

export const changePassword = (input: ChangePasswordInput) =>
  apiRequest<{ message: string }>('/auth/change-password', { method: 'POST', body: input });

/** Whether a reset or invitation link still works, before its form is shown; an `ApiError` (404, 410) says why not. */
export const checkResetLink = (token: string) =>
  apiRequest<PasswordResetCheck>(`/auth/password-reset/${encodeURIComponent(token)}`);
