import { userInputSchema } from '@portfolio/shared/schemas';
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { startSmtpServer } from '../../../../test/smtp';
import {
  OWNER_EMAIL,
  openTestApp,
  startTestApp,
  type TestApp,
  usesPostgres,
} from '../../../../test/test-app';

const NOTICE_SECONDS = 2;

/** Sets the owner's daily digest on or off as the profile screen does: `PUT /users/1` with the whole profile. */
async function setDigest(t: TestApp, messageDigest: boolean) {
  const stored = (await t.asOwner({ method: 'GET', url: '/api/v1/users/1' })).json<Record<string, unknown>>();
  const profile = Object.fromEntries(Object.keys(userInputSchema.shape).map((key) => [key, stored[key]]));
  const saved = await t.asOwner({
    method: 'PUT',
    url: '/api/v1/users/1',
    payload: { ...profile, messageDigest },
  });
  expect(saved.statusCode).toBe(200);
  expect(saved.json()).toMatchObject({ messageDigest });
}

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
    await setDigest(t, true);
    const visitorView = (await t.inject({ method: 'GET', url: '/api/v1/users/1' })).json<object>();
    expect(visitorView).not.toHaveProperty('messageDigest');
    const before = smtp.received.length;
    await send({ message: 'Digest one.' });
    await send({ message: 'Digest two.' });
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(smtp.received.length).toBe(before);

    const digest = smtp.nextMailTo(OWNER_EMAIL);
    // Every instance's upkeep asks at its own time; two asking at once still send one mail.
    await Promise.all([t.app.messageNotices.sendDigestIfDue(), t.app.messageNotices.sendDigestIfDue()]);
    const received = await digest;
    expect(received.raw).toMatch(/^Subject: 2 new messages$/m);
    await send({ message: 'Digest three.' });
    await t.app.messageNotices.sendDigestIfDue();
    await t.app.mailer.flush();
    expect(smtp.received.length).toBe(before + 1);
    await setDigest(t, false);
  });
});

/** Instances share one database: whichever upkeep comes first sends the day's digest, the others nothing. */
describe.runIf(usesPostgres())('the daily digest with two API instances on one database', () => {
  let smtp: Awaited<ReturnType<typeof startSmtpServer>>;
  let a: TestApp;
  let b: TestApp;
  beforeAll(async () => {
    smtp = await startSmtpServer();
    const env = { SMTP_URL: smtp.url, MAIL_FROM: 'Portfolio <no-reply@portfolio.test>' };
    a = await startTestApp({ env });
    b = await openTestApp({ dataDir: a.dataDir, database: a.database, seed: false, env });
  });
  afterAll(async () => {
    await b.close({ keepData: true });
    await a.close();
    await smtp.close();
  });

  it('is sent once, by one of them', async () => {
    await setDigest(a, true);
    for (const [index, instance] of [a, b].entries()) {
      await instance.inject({
        method: 'POST',
        url: '/api/v1/messages',
        payload: { name: 'Grace Hopper', email: 'grace@example.org', message: `For the digest, ${index}.` },
        remoteAddress: `10.2.0.${index + 1}`,
      });
    }
    const digest = smtp.nextMailTo(OWNER_EMAIL);
    await Promise.all([a.app.messageNotices.sendDigestIfDue(), b.app.messageNotices.sendDigestIfDue()]);
    expect((await digest).raw).toMatch(/^Subject: 2 new messages$/m);
    await Promise.all([a.app.messageNotices.sendDigestIfDue(), b.app.messageNotices.sendDigestIfDue()]);
    await Promise.all([a.app.mailer.flush(), b.app.mailer.flush()]);
    expect(smtp.received).toHaveLength(1);
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
