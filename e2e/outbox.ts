import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { env } from './support';

/** Undoes quoted-printable: soft line breaks and `=XX` escapes (nodemailer encodes long lines this way). */
const decodeQuotedPrintable = (text: string) =>
  text
    .replace(/=\r?\n/g, '')
    .replace(/=([0-9A-F]{2})/g, (_match, hex: string) => String.fromCharCode(parseInt(hex, 16)));

/**
 * Waits for the API's dev mailer to write a message to `to` with `subject` into `<E2E_DATA_DIR>/outbox` and
 * returns the change-password link in it.
 */
export async function changePasswordLinkFromOutbox(to: string, subject: string, timeoutMs = 10_000) {
  const outbox = join(env('E2E_DATA_DIR'), 'outbox');
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const files = await readdir(outbox).catch(() => [] as string[]);
    for (const file of files.filter((name) => name.endsWith('.eml'))) {
      const message = decodeQuotedPrintable(await readFile(join(outbox, file), 'utf8'));
      const headers = message.slice(0, message.search(/\r?\n\r?\n/));
      if (!new RegExp(`^To: .*${escapeRegExp(to)}`, 'mi').test(headers)) continue;
      if (!new RegExp(`^Subject: ${escapeRegExp(subject)}$`, 'mi').test(headers)) continue;
      const link = /https?:\/\/\S+\/change-password\?token=[A-Za-z0-9_-]+/.exec(message)?.[0];
      if (link) return link;
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`No '${subject}' message to ${to} arrived in ${outbox} within ${timeoutMs} ms`);
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
