import { eq, isNull, sql } from 'drizzle-orm';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Writable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { passwordResetTokens } from '../../../db/schema';
import { passwordLinkIn, startSmtpServer } from '../../../../test/smtp';
import {
  fieldErrors,
  OWNER_EMAIL,
  OWNER_PASSWORD,
  startTestApp,
  usesPostgres,
  type TestApp,
} from '../../../../test/test-app';

const SAME_ANSWER = 'If an account uses this e-mail address, a link to reset its password is on its way.';

describe('password recovery through a real SMTP server', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await startTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'Portfolio <no-reply@portfolio.test>' } });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  const recover = (email: string) =>
    t.inject({ method: 'POST', url: '/api/v1/auth/recover-password', payload: { email } });
  const changePassword = (token: string, password: string) =>
    t.inject({ method: 'POST', url: '/api/v1/auth/change-password', payload: { token, password } });
  const login = (email: string, password: string) =>
    t.inject({ method: 'POST', url: '/api/v1/auth/login', payload: { email, password } });

  it('mails a link, the link changes the password, the new password signs in and the link is used up', async () => {
    const mail = smtp.nextMailTo(OWNER_EMAIL);
    const response = await recover(OWNER_EMAIL);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: SAME_ANSWER });

    const message = await mail;
    expect(message.raw).toMatch(/^Subject: Reset your Portfolio password/m);
    expect(message.raw).toMatch(/^From: Portfolio <no-reply@portfolio\.test>/m);
    const { link, token } = passwordLinkIn(message, 'http://portfolio.test');
    expect(link).toBe(`http://portfolio.test/change-password?token=${token}`);
    // Only a hash of the token is stored.
    const stored = await t.app.db.select().from(passwordResetTokens);
    expect(stored.map((row) => row.tokenHash)).not.toContain(token);

    const changed = await changePassword(token, 'brand-new-pass');
    expect(changed.statusCode).toBe(200);
    expect(changed.json()).toEqual({ message: 'Password changed successfully!' });

    expect((await login(OWNER_EMAIL, OWNER_PASSWORD)).statusCode).toBe(401);
    expect((await login(OWNER_EMAIL, 'brand-new-pass')).statusCode).toBe(200);
    // Whoever knew the old password may hold a session: the reset ends it.
    expect((await t.asOwner({ method: 'GET', url: '/api/v1/users' })).statusCode).toBe(401);

    const second = await changePassword(token, 'another-pass-1');
    expect(second.statusCode).toBe(400);
    expect(fieldErrors(second)).toEqual({
      token: 'This link is invalid or has expired. Please request a new one.',
    });
    expect((await login(OWNER_EMAIL, 'another-pass-1')).statusCode).toBe(401);
  });

  it('refuses a link after its 30 minutes', async () => {
    const mail = smtp.nextMailTo(OWNER_EMAIL);
    await recover(OWNER_EMAIL);
    const { token } = passwordLinkIn(await mail, 'http://portfolio.test');
    const [row] = await t.app.db
      .select()
      .from(passwordResetTokens)
      .where(isNull(passwordResetTokens.usedAt))
      .orderBy(passwordResetTokens.id);
    const lifetimeMs = row!.expiresAt.getTime() - row!.createdAt.getTime();
    expect(Math.abs(lifetimeMs - 30 * 60 * 1000)).toBeLessThan(5000);
    // Thirty minutes later: move the expiry into the past, as the clock would.
    await t.app.db
      .update(passwordResetTokens)
      .set({ expiresAt: new Date(Date.now() - 1000) })
      .where(eq(passwordResetTokens.id, row!.id));

    const response = await changePassword(token, 'too-late-pass');
    expect(response.statusCode).toBe(400);
    expect((await login(OWNER_EMAIL, 'too-late-pass')).statusCode).toBe(401);
  });

  it('retires every older link once a password is changed', async () => {
    const firstMail = smtp.nextMailTo(OWNER_EMAIL);
    await recover(OWNER_EMAIL);
    const first = passwordLinkIn(await firstMail, 'http://portfolio.test');
    const secondMail = smtp.nextMailTo(OWNER_EMAIL);
    await recover(OWNER_EMAIL.toUpperCase());
    const second = passwordLinkIn(await secondMail, 'http://portfolio.test');
    expect(second.token).not.toBe(first.token);

    expect((await changePassword(second.token, 'second-link-pass')).statusCode).toBe(200);
    expect((await changePassword(first.token, 'first-link-pass')).statusCode).toBe(400);
    expect((await login(OWNER_EMAIL, 'second-link-pass')).statusCode).toBe(200);
  });

  it('answers the same for an unknown address and mails nothing', async () => {
    const before = smtp.received.length;
    const response = await recover('nobody@example.com');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: SAME_ANSWER });
    await t.app.passwordLinks.flush();
    await t.app.mailer.flush();
    expect(smtp.received.length).toBe(before);
  });

  // The answer must not wait for the account lookup, or its timing tells whether the account exists. With the
  // users table locked, both answers still come at once; the known one's mail follows once the lock goes.
  // (PostgreSQL only: PGlite runs one statement at a time, so a lock there stops every query of the request.)
  it.runIf(usesPostgres())('answers before and independently of the lookup and the mail', async () => {
    let release!: () => void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let locked!: () => void;
    const lockTaken = new Promise<void>((resolve) => (locked = resolve));
    const holder = t.app.db.transaction(async (tx) => {
      await tx.execute(sql`lock table users in access exclusive mode`);
      locked();
      await released;
    });
    await lockTaken;
    try {
      const mail = smtp.nextMailTo(OWNER_EMAIL);
      const answers = await Promise.race([
        Promise.all([recover(OWNER_EMAIL), recover('nobody-at-all@example.com')]),
        new Promise<undefined>((resolve) => setTimeout(resolve, 3000, undefined)),
      ]);
      expect(answers?.map((answer) => answer.statusCode)).toEqual([200, 200]);
      expect(answers![0]!.body).toBe(answers![1]!.body);
      release();
      await holder;
      expect((await mail).raw).toMatch(/^Subject: Reset your Portfolio password/m);
    } finally {
      release();
      await holder;
    }
  });

  it('refuses an unknown token without changing anything', async () => {
    const before = await t.app.db.select().from(passwordResetTokens).orderBy(passwordResetTokens.id);
    const response = await changePassword('x'.repeat(43), 'whatever-pass');
    expect(response.statusCode).toBe(400);
    expect(await t.app.db.select().from(passwordResetTokens).orderBy(passwordResetTokens.id)).toEqual(before);
  });

  it('shows the recover and change-password messages', async () => {
    expect(
      fieldErrors(await t.inject({ method: 'POST', url: '/api/v1/auth/recover-password', payload: {} })),
    ).toEqual({
      email: 'Email is required',
    });
    expect(fieldErrors(await recover('not-an-email'))).toEqual({ email: 'Invalid email address' });
    const empty = await t.inject({ method: 'POST', url: '/api/v1/auth/change-password', payload: {} });
    expect(empty.statusCode).toBe(400);
    expect(fieldErrors(empty)).toEqual({ token: 'Token is required', password: 'Password is required' });
    expect(fieldErrors(await changePassword('abc', '12345'))).toEqual({
      password: 'Password must be at least 6 characters',
    });
  });

  it('invites a new user: the invitation link sets their first password', async () => {
    const mail = smtp.nextMailTo('new.colleague@example.com');
    // Earlier cases reset the owner's password, which ended the harness's session: sign in again.
    const owner = (await login(OWNER_EMAIL, 'second-link-pass')).json<{ token: string }>().token;
    const created = await t.inject({
      method: 'POST',
      url: '/api/v1/users',
      headers: { authorization: `Bearer ${owner}` },
      payload: {
        firstName: 'New',
        lastName: 'Colleague',
        professionalTitle: 'Engineer',
        bio: 'Joins the team.',
        availability: 'Unavailable',
        email: 'new.colleague@example.com',
        phone: '+1 555 0142',
        github: 'https://github.com/new',
        linkedin: 'https://www.linkedin.com/in/new',
        notionResume: 'https://www.notion.so/new',
      },
    });
    expect(created.statusCode).toBe(201);
    const message = await mail;
    expect(message.raw).toMatch(/^Subject: You are invited to the Portfolio admin/m);
    const { token } = passwordLinkIn(message, 'http://portfolio.test');
    expect((await changePassword(token, 'first-pass-1')).statusCode).toBe(200);
    const signIn = await login('new.colleague@example.com', 'first-pass-1');
    expect(signIn.statusCode).toBe(200);
    const sub = JSON.parse(
      Buffer.from(signIn.json<{ token: string }>().token.split('.')[1]!, 'base64url').toString(),
    ).sub;
    expect(sub).toBe(String(created.json<{ id: number }>().id));
  });
});

describe('password recovery without SMTP_URL', () => {
  let t: TestApp;
  const logLines: string[] = [];
  beforeAll(async () => {
    t = await startTestApp({
      logger: {
        level: 'info',
        stream: new Writable({
          write(chunk: Buffer, _encoding, done) {
            logLines.push(chunk.toString());
            done();
          },
        }),
      },
    });
  });
  afterAll(() => t.close());

  it('writes the message to DATA_DIR/outbox as an .eml file with a working link', async () => {
    const response = await t.inject({
      method: 'POST',
      url: '/api/v1/auth/recover-password',
      payload: { email: OWNER_EMAIL },
    });
    expect(response.statusCode).toBe(200);
    await t.app.passwordLinks.flush();
    await t.app.mailer.flush();
    const outbox = join(t.dataDir, 'outbox');
    const files = await readdir(outbox);
    expect(files).toHaveLength(1);
    expect(files[0]).toMatch(/\.eml$/);
    const raw = await readFile(join(outbox, files[0]!), 'utf8');
    const { token } = passwordLinkIn(
      { text: raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=') },
      'http://portfolio.test',
    );
    const changed = await t.inject({
      method: 'POST',
      url: '/api/v1/auth/change-password',
      payload: { token, password: 'from-the-outbox' },
    });
    expect(changed.statusCode).toBe(200);

    // The log says where the message is, and never the live link it carries.
    const written = logLines
      .map((line) => JSON.parse(line) as Record<string, unknown>)
      .find((line) => line.msg === 'mail written to the outbox');
    expect(written).toMatchObject({ to: OWNER_EMAIL, file: join(outbox, files[0]!) });
    expect(logLines.join('\n')).not.toContain(token);
  });
});
