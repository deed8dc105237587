import type { ChangePasswordInput, LoginInput, LoginResponse, RecoverPasswordInput } from '../schemas/auth';
import { apiRequest } from './client';

export const login = (credentials: LoginInput) =>
  apiRequest<LoginResponse>('/auth/login', { method: 'POST', body: credentials });

/** The API answers the same for any well-formed address, so success says nothing about accounts. */
export const recoverPassword = (input: RecoverPasswordInput) =>
  apiRequest<{ message: string }>('/auth/recover-password', { method: 'POST', body: input });

export const changePassword = (input: ChangePasswordInput) =>
  apiRequest<{ message: string }>('/auth/change-password', { method: 'POST', body: input });
