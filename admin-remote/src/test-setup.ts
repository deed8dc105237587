import '@portfolio/ui/testing/setup';
import { clearToken } from '@portfolio/shared/api';
import { afterEach } from 'vitest';

// The session lives in the shared API module's memory: each test starts signed out.
afterEach(() => clearToken());
