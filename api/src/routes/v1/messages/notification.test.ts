import { eq } from 'drizzle-orm';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../../db/schema';
import { startSmtpServer } from '../../../../test/smtp';
import { OWNER_EMAIL, startTestApp, type TestApp } from '../../../../test/test-app';

const NOTICE_SECONDS = 2;

describe('the owner hears of messages by e-mail, through a real SMTP server', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let t: TestApp;
  let address = 0;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    t = await startTestApp({
      env: {
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Portfolio <no-reply@portfolio.test>',
        MESSAGE_NOTICE_SECONDS: String(NOTICE_SECONDS),
      },
    });
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  /** Each test starts once the last mail's pace is over, as if a while had passed. */
  afterEach(() => new Promise((resolve) => setTimeout(resolve, NOTICE_SECONDS * 1000 + 200)));

  const send = (payload: object) =>
    t.inject({
      method: 'POST',
      url: '/api/v1/messages',
      payload: { name: 'Grace Hopper', email: 'grace@example.org', message: 'Hello there.', ...payload },
      remoteAddress: `10.1.0.${++address}`,
    });

  it('mails each message with Reply-To set to the visitor, as plain text', async () => {
    const mail = smtp.nextMailTo(OWNER_EMAIL);
    await send({ message: 'Could we talk about <b>your</b> project?\nThanks!', project: 1 });
    const received = await mail;
    expect(received.raw).toMatch(/^Subject: New message from Grace Hopper$/m);
    expect(received.raw).toMatch(/^Reply-To: Grace Hopper <grace@example\.org>$/m);
    expect(received.raw).toMatch(/^Content-Type: text\/plain/m);
    expect(received.text.replace(/\r\n/g, '\n')).toContain(
      'Grace Hopper <grace@example.org> about Portfolio:\n> Could we talk about <b>your</b> project?\n> Thanks!',
    );
    expect(received.text).toContain('http://portfolio.test/admin/messages');
  });

  it('sends at most one mail per pace in a burst; the next one sums up the rest', async () => {
    const before = smtp.received.length;
    const first = smtp.nextMailTo(OWNER_EMAIL);
    await send({ message: 'Burst one.' });
    await first;
    const second = smtp.nextMailTo(OWNER_EMAIL);
    for (const text of ['Burst two.', 'Burst three.', 'Burst four.']) await send({ message: text });
    const summary = await second;
    expect(summary.raw).toMatch(/^Subject: 3 new messages$/m);
    expect(summary.raw).not.toMatch(/^Reply-To:/m);
    for (const text of ['Burst two.', 'Burst three.', 'Burst four.'])
      expect(summary.text).toContain(`> ${text}`);
    await new Promise((resolve) => setTimeout(resolve, NOTICE_SECONDS * 1000 + 500));
    expect(smtp.received.length - before).toBe(2);
  });

  it('mails nothing about spam', async () => {
    const before = smtp.received.length;
    await send({ message: 'Buy https://a.example https://b.example https://c.example' });
    await new Promise((resolve) => setTimeout(resolve, 500));
    await t.app.mailer.flush();
    expect(smtp.received.length).toBe(before);
  });

  it('with the daily digest set on the profile, mails once a day instead', async () => {
    await t.app.db.update(users).set({ messageDigest: true }).where(eq(users.id, 1));
    const before = smtp.received.length;
    await send({ message: 'Digest one.' });
    await send({ message: 'Digest two.' });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.received.length).toBe(before);

    const digest = smtp.nextMailTo(OWNER_EMAIL);
    await t.app.messageNotices.sendDigestIfDue();
    const received = await digest;
    expect(received.raw).toMatch(/^Subject: 2 new messages$/m);
    await send({ message: 'Digest three.' });
    await t.app.messageNotices.sendDigestIfDue();
    await t.app.mailer.flush();
    expect(smtp.received.length).toBe(before + 1);
    await t.app.db.update(users).set({ messageDigest: false }).where(eq(users.id, 1));
  });
});

describe('without SMTP_URL', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('writes the notification to the outbox folder', async () => {
    await t.inject({
      method: 'POST',
      url: '/api/v1/messages',
      payload: { name: 'Grace Hopper', email: 'grace@example.org', message: 'Into the outbox.' },
    });
    await new Promise((resolve) => setTimeout(resolve, 300));
    await t.app.mailer.flush();
    const outbox = join(t.dataDir, 'outbox');
    const [file] = await readdir(outbox);
    const mail = await readFile(join(outbox, file!), 'utf8');
    expect(mail).toMatch(/^Reply-To: Grace Hopper <grace@example\.org>$/m);
    expect(mail).toContain('> Into the outbox.');
  });
});
