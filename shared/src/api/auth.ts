import type { LoginInput, LoginResponse } from '../schemas/auth';
import { apiRequest } from './client';

export const login = (credentials: LoginInput) =>
  apiRequest<LoginResponse>('/auth/login', { method: 'POST', body: credentials });
