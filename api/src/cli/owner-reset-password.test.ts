import { execFile } from 'node:child_process';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from '../config';
import {
  OWNER_EMAIL,
  OWNER_PASSWORD,
  openTestApp,
  startTestApp,
  usesPostgres,
  type TestApp,
} from '../../test/test-app';
import { signedAgain } from '../../test/tokens';
import { resetPassword } from './reset-password';

const API_ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
const TSX = join(API_ROOT, 'node_modules/.bin/tsx');

/** Runs the CLI as `pnpm --filter @portfolio/api owner:reset-password` does, on the test's database. */
function runCli(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      TSX,
      ['src/cli/owner-reset-password.ts', ...args],
      {
        cwd: API_ROOT,
        env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
        timeout: 90_000,
      },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

// A CLI process costs a few seconds of CPU (tsx start, OWASP-strength scrypt): two runs as a real process, the
// other cases through the same function in this process.
describe('owner:reset-password', { timeout: 120_000 }, () => {
  const SECOND_EMAIL = 'second@example.com';
  let t: TestApp;
  let env: Record<string, string>;
  beforeAll(async () => {
    t = await startTestApp({ persistent: true });
    env = { DATA_DIR: t.dataDir, ADMIN_EMAIL: OWNER_EMAIL, ...t.database.env };
    const second = await t.asOwner({
      method: 'POST',
      url: '/api/v1/users',
      payload: {
        firstName: 'Second',
        lastName: 'User',
        professionalTitle: 'Editor',
        bio: 'Also locked out.',
        availability: 'Looking',
        email: SECOND_EMAIL,
        phone: '1',
        github: 'https://github.com/second',
        linkedin: 'https://www.linkedin.com/in/second',
        notionResume: 'https://www.notion.so/second',
      },
    });
    expect(second.statusCode).toBe(201);
  });
  afterAll(() => t.close());

  const login = (email: string, password: string) =>
    t.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password } });
  const reset = (options: { email?: string; password?: string }) =>
    resetPassword({ config: loadConfig(env), hashCostLog2: 10, ...options });

  it.skipIf(usesPostgres())('refuses to run while the API holds the embedded database', async () => {
    const result = await runCli(['--password', 'cli-chosen-pass'], env);
    expect(result.code).not.toBe(0);
    expect(result.stderr).toContain('is in use by another API process');
    expect((await login(OWNER_EMAIL, OWNER_PASSWORD)).statusCode).toBe(200);
  });

  it('sets a given password, generates one when none is given, and changes nothing for an unknown e-mail', async () => {
    const tokenBefore = t.ownerToken;
    // The CLI needs the embedded database to itself: the app stops for all the runs and starts again after.
    await t.close({ keepData: true });
    let generated: string | undefined;
    try {
      const result = await runCli(['--password', 'cli-chosen-pass'], env);
      expect(result.stderr).toBe('');
      expect(result.code).toBe(0);
      expect(result.stdout).toContain(`Password changed for ${OWNER_EMAIL} (user 1).`);
      expect(result.stdout).not.toContain('cli-chosen-pass');

      const outcome = await reset({ email: SECOND_EMAIL });
      expect(outcome).toMatchObject({ changed: true, email: SECOND_EMAIL });
      generated = outcome.changed ? outcome.generatedPassword : undefined;
      expect(generated).toMatch(/^[A-Za-z0-9_-]{24}$/);

      expect(await reset({ email: 'nobody@example.com', password: 'whatever-pass' })).toEqual({
        changed: false,
        reason: 'No user has the e-mail address nobody@example.com. Nothing was changed.',
      });
      await expect(reset({ password: '12345' })).rejects.toThrow(ConfigError);
    } finally {
      t = await openTestApp({ dataDir: t.dataDir, database: t.database, seed: false });
    }
    expect((await login(OWNER_EMAIL, 'cli-chosen-pass')).statusCode).toBe(200);
    expect((await login(OWNER_EMAIL, OWNER_PASSWORD)).statusCode).toBe(401);
    expect((await login(SECOND_EMAIL, generated!)).statusCode).toBe(200);
    expect((await login('nobody@example.com', 'whatever-pass')).statusCode).toBe(401);

    // Whoever locked the owner out holds no sign-in any more, even with the JWT secret.
    const usersWith = async (token: string) =>
      (await t.inject({ method: 'GET', url: '/api/v1/users', headers: { authorization: `Bearer ${token}` } }))
        .statusCode;
    expect(await usersWith(tokenBefore)).toBe(401);
    expect(await usersWith(await signedAgain(tokenBefore, t.config.jwtSecret!, { ver: 1 }))).toBe(401);
  });
});
