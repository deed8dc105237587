import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { purgeOldSpam } from '../../../db/repositories/messages';
import { solvedChallenge } from '../../../../test/message-challenges';
import { fieldErrors, startTestApp, type TestApp } from '../../../../test/test-app';

interface MessageBody {
  id: number;
  name: string;
  email: string;
  message: string;
  project: { id: number; name: string; slug: string } | null;
  folder: string;
  read: boolean;
  verification: string;
  spamReasons: string[];
}
interface ListBody {
  messages: MessageBody[];
  totalPages: number;
  unread: number;
}

let nextAddress = 1;
/** Each test writes from addresses of its own, so the per-address limit is only met where a test means it. */
const freshAddress = () => `10.0.${Math.floor(nextAddress / 250)}.${(nextAddress++ % 250) + 1}`;

const visitor = {
  name: 'Ada Lovelace',
  email: 'ada@example.org',
  message: 'Hello! I would like to talk about a contract role on your team.',
};

describe('messages', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { MESSAGE_INBOX_BUDGET_PER_MINUTE: '1000' } });
  });
  afterAll(() => t.close());

  const send = (payload: object, remoteAddress = freshAddress()) =>
    t.inject({ method: 'POST', url: '/api/v1/messages', payload, remoteAddress });
  const folder = async (name: string, query = '') =>
    (
      await t.asOwner({ method: 'GET', url: `/api/v1/messages?folder=${name}&limit=100${query}` })
    ).json<ListBody>();
  const find = async (name: string, text: string) =>
    (await folder(name)).messages.find((message) => message.message === text);

  it('keeps a message sent without the challenge in the Inbox, marked unverified and unread', async () => {
    const text = 'Written in a browser without JavaScript.';
    const response = await send({ ...visitor, message: text });
    expect(response.statusCode).toBe(202);
    expect(response.body).toBe('');
    expect(await find('inbox', text)).toMatchObject({
      name: 'Ada Lovelace',
      email: 'ada@example.org',
      read: false,
      verification: 'unverified',
      spamReasons: [],
      project: null,
    });
  });

  it('marks a message with a solved challenge verified, and the same answer again spam', async () => {
    const challenge = await solvedChallenge(t);
    expect((await send({ ...visitor, message: 'Solved it once.', challenge })).statusCode).toBe(202);
    expect(await find('inbox', 'Solved it once.')).toMatchObject({ verification: 'verified' });

    expect((await send({ ...visitor, message: 'Solved it once, sent twice.', challenge })).statusCode).toBe(
      202,
    );
    expect(await find('spam', 'Solved it once, sent twice.')).toMatchObject({
      verification: 'failed',
      spamReasons: ['challenge'],
    });
  });

  it('puts a message with a forged or garbled challenge in Spam', async () => {
    const payload = JSON.parse(Buffer.from(await solvedChallenge(t), 'base64').toString()) as {
      solution: { derivedKey: string };
    };
    const key = payload.solution.derivedKey;
    payload.solution.derivedKey = `${key.slice(0, -1)}${key.endsWith('0') ? '1' : '0'}`;
    const forged = Buffer.from(JSON.stringify(payload)).toString('base64');
    expect((await send({ ...visitor, message: 'A forged answer.', challenge: forged })).statusCode).toBe(202);
    expect((await send({ ...visitor, message: 'Garbage.', challenge: 'not-base64-json' })).statusCode).toBe(
      202,
    );
    expect(await find('spam', 'A forged answer.')).toMatchObject({ verification: 'failed' });
    expect(await find('spam', 'Garbage.')).toMatchObject({ verification: 'failed' });
  });

  it('answers a filled honeypot as sent and keeps nothing', async () => {
    const text = 'I am a bot that fills every field.';
    const response = await send({ ...visitor, message: text, website: 'https://spam.example' });
    expect(response.statusCode).toBe(202);
    expect(response.body).toBe('');
    for (const name of ['inbox', 'spam', 'archive']) expect(await find(name, text)).toBeUndefined();
  });

  it('answers the sixth message from one address in ten minutes 429 with Retry-After', async () => {
    const address = freshAddress();
    for (let count = 1; count <= 5; count += 1) {
      expect((await send({ ...visitor, message: `Message number ${count}.` }, address)).statusCode).toBe(202);
    }
    const sixth = await send({ ...visitor, message: 'Message number 6.' }, address);
    expect(sixth.statusCode).toBe(429);
    expect(sixth.headers['content-type']).toContain('application/problem+json');
    expect(Number(sixth.headers['retry-after'])).toBeGreaterThan(500);
    expect(Number(sixth.headers['retry-after'])).toBeLessThanOrEqual(600);
    expect(await find('inbox', 'Message number 6.')).toBeUndefined();
    expect((await send({ ...visitor, message: 'From another address.' })).statusCode).toBe(202);
  });

  it('answers 400 with a message per field', async () => {
    const response = await send({ name: ' ', email: 'not-an-address', message: '' });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(fieldErrors(response)).toEqual({
      name: 'Please enter your name',
      email: 'Please enter a valid e-mail address',
      message: 'Please write a message',
    });
    const tooLong = await send({ ...visitor, message: 'x'.repeat(5001) });
    expect(fieldErrors(tooLong)).toEqual({ message: 'Must be at most 5000 characters' });
    expect((await send({ ...visitor, message: 'y'.repeat(5000) })).statusCode).toBe(202);
  });

  it('refuses CR or LF in the name or the address, which would end up in mail headers', async () => {
    const name = await send({ ...visitor, name: 'Ada\r\nBcc: victim@example.com' });
    expect(name.statusCode).toBe(400);
    expect(fieldErrors(name)).toEqual({ name: 'Your name must be on one line' });
    const email = await send({ ...visitor, email: 'ada@example.org\nBcc: victim@example.com' });
    expect(email.statusCode).toBe(400);
    expect(fieldErrors(email)).toMatchObject({ email: 'Your e-mail address must be on one line' });
  });

  it('stores markup as the text it is', async () => {
    const text = '<script>alert("hi")</script> & <b>bold</b>';
    expect((await send({ ...visitor, message: text })).statusCode).toBe(202);
    expect((await find('inbox', text))?.message).toBe(text);
  });

  it('puts link spam and the same text sent again in Spam, with the reasons', async () => {
    const links = 'Cheap https://a.example https://b.example https://c.example';
    await send({ ...visitor, message: links });
    expect(await find('spam', links)).toMatchObject({ spamReasons: ['links'], verification: 'unverified' });

    const campaign = 'We can bring your site to the first page of every search engine.';
    await send({ ...visitor, message: campaign });
    await send({ ...visitor, name: 'Someone else', message: campaign });
    expect((await find('inbox', campaign))?.name).toBe('Ada Lovelace');
    expect(await find('spam', campaign)).toMatchObject({ name: 'Someone else', spamReasons: ['repeated'] });
  });

  it('names the project a message is about; an unknown project is left out, the message kept', async () => {
    await send({ ...visitor, message: 'About project one.', project: 1 });
    expect((await find('inbox', 'About project one.'))?.project).toMatchObject({ id: 1 });
    await send({ ...visitor, message: 'About a project gone.', project: 99999 });
    expect((await find('inbox', 'About a project gone.'))?.project).toBeNull();
    expect(fieldErrors(await send({ ...visitor, project: 'one' }))).toEqual({
      project: 'Pick a project from the list',
    });
  });

  it('lets only signed-in users read, change and delete messages', async () => {
    expect((await t.inject({ method: 'GET', url: '/api/v1/messages' })).statusCode).toBe(401);
    expect((await t.inject({ method: 'GET', url: '/api/v1/messages/1' })).statusCode).toBe(401);
    expect(
      (await t.inject({ method: 'PATCH', url: '/api/v1/messages/1', payload: { read: true } })).statusCode,
    ).toBe(401);
    expect((await t.inject({ method: 'DELETE', url: '/api/v1/messages/1' })).statusCode).toBe(401);
  });

  it('lists unread first, pages, filters unread and counts the unread of the Inbox', async () => {
    const before = await folder('inbox');
    const [newest] = before.messages;
    const read = await t.asOwner({
      method: 'PATCH',
      url: `/api/v1/messages/${newest!.id}`,
      payload: { read: true },
    });
    expect(read.statusCode).toBe(200);
    expect(read.json<MessageBody>().read).toBe(true);

    const after = await folder('inbox');
    expect(after.unread).toBe(before.unread - 1);
    expect(after.messages.at(-1)?.id).toBe(newest!.id);
    expect((await folder('inbox', '&unread=true')).messages.every((message) => !message.read)).toBe(true);
    expect((await folder('inbox', '&unread=false')).messages.map((message) => message.id)).toEqual([
      newest!.id,
    ]);

    const page = (
      await t.asOwner({ method: 'GET', url: '/api/v1/messages?folder=inbox&limit=2&offset=2' })
    ).json<ListBody>();
    expect(page.messages).toHaveLength(2);
    expect(page.totalPages).toBe(Math.ceil(after.messages.length / 2));
    expect(page.messages[0]!.id).toBe(after.messages[2]!.id);

    const bad = await t.asOwner({ method: 'GET', url: '/api/v1/messages?folder=trash&unread=maybe' });
    expect(fieldErrors(bad)).toEqual({
      folder: 'folder must be inbox, spam or archive',
      unread: 'unread must be true or false',
    });
  });

  it('moves a message between folders and deletes it', async () => {
    await send({ ...visitor, message: 'Move me around.' });
    const { id } = (await find('inbox', 'Move me around.'))!;
    const patch = (payload: object) => t.asOwner({ method: 'PATCH', url: `/api/v1/messages/${id}`, payload });
    expect((await patch({ folder: 'archive' })).json<MessageBody>().folder).toBe('archive');
    expect(await find('archive', 'Move me around.')).toBeDefined();
    const one = await t.asOwner({ method: 'GET', url: `/api/v1/messages/${id}` });
    expect(one.json()).toMatchObject({ id, folder: 'archive', message: 'Move me around.' });
    expect((await patch({ folder: 'spam', read: true })).json()).toMatchObject({
      folder: 'spam',
      read: true,
    });
    expect(fieldErrors(await patch({}))).toEqual({ body: 'Say what changes: read, folder or both' });
    expect(fieldErrors(await patch({ folder: 'trash' }))).toEqual({
      folder: 'folder must be inbox, spam or archive',
    });

    expect((await t.asOwner({ method: 'DELETE', url: `/api/v1/messages/${id}` })).statusCode).toBe(204);
    expect((await t.asOwner({ method: 'DELETE', url: `/api/v1/messages/${id}` })).statusCode).toBe(404);
    expect((await patch({ read: false })).statusCode).toBe(404);
    expect((await t.asOwner({ method: 'GET', url: `/api/v1/messages/${id}` })).statusCode).toBe(404);
  });

  it('deletes what has been in Spam for 30 days, and nothing else', async () => {
    await send({ ...visitor, message: 'Old spam https://a.example https://b.example https://c.example' });
    await send({ ...visitor, message: 'Fresh spam https://a.example https://b.example https://c.example' });
    await send({ ...visitor, message: 'An old message kept in the Inbox.' });
    await t.app.db.execute(
      sql`update messages set filed_at = now() - interval '31 days' where body like 'Old spam%' or body like 'An old message%'`,
    );
    expect(await purgeOldSpam(t.app.db)).toBe(1);
    expect(
      await find('spam', 'Old spam https://a.example https://b.example https://c.example'),
    ).toBeUndefined();
    expect(
      await find('spam', 'Fresh spam https://a.example https://b.example https://c.example'),
    ).toBeDefined();
    expect(await find('inbox', 'An old message kept in the Inbox.')).toBeDefined();
  });
});

describe('the site-wide budget of the Inbox', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ env: { MESSAGE_INBOX_BUDGET_PER_MINUTE: '3' } });
  });
  afterAll(() => t.close());

  it('lets the budget into the Inbox in a minute and files the rest as spam, whatever the address', async () => {
    for (let count = 1; count <= 6; count += 1) {
      const response = await t.inject({
        method: 'POST',
        url: '/api/v1/messages',
        payload: { ...visitor, message: `Burst message ${count}.` },
        remoteAddress: `10.9.0.${count}`,
      });
      expect(response.statusCode).toBe(202);
    }
    const read = async (name: string) =>
      (await t.asOwner({ method: 'GET', url: `/api/v1/messages?folder=${name}` })).json<ListBody>().messages;
    expect((await read('inbox')).map((message) => message.message).sort()).toEqual([
      'Burst message 1.',
      'Burst message 2.',
      'Burst message 3.',
    ]);
    expect((await read('spam')).map((message) => message.spamReasons)).toEqual([
      ['burst'],
      ['burst'],
      ['burst'],
    ]);
  });
});
