// The contact section of `pnpm bench`: a burst on the contact form, as the issue states it — 2,000 messages from
// 50 addresses in one minute, on loopback, against the built API on PGlite with a real SMTP server as the owner's
// mail. Beside it, a visitor's page read (`GET /users/1` at 10 connections) before the burst and during it.
// It reports what the defences did: the answers (202, 429, any 5xx), how many messages reached the Inbox against
// the site-wide budget, and how many mails the owner got in each minute. Asserts nothing.
import autocannon from 'autocannon';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ROOT } from '../stack.mjs';
import { startServer } from './processes.mjs';

const { SMTPServer } = createRequire(join(ROOT, 'api', 'package.json'))('smtp-server');

const BURST = { messages: 2000, addresses: 50, seconds: 60 };
/** The API's defaults, written here to compare against (api/src/config.ts, api/src/messages/intake.ts). */
const INBOX_BUDGET_PER_MINUTE = 10;
const PER_ADDRESS = 5;
const READ = { path: '/api/v1/users/1', connections: 10 };
/** The read goal of `pnpm bench api` (p99 at 50 connections), which a burst must leave the page reads within. */
const READ_P99_GOAL_MS = 25;

const reads = (url, seconds) =>
  new Promise((resolve, reject) => {
    autocannon({ url, connections: READ.connections, duration: seconds }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });

async function startSmtp() {
  const mails = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, _session, callback) {
      stream.on('data', () => undefined);
      stream.on('end', () => {
        mails.push(Date.now());
        callback();
      });
    },
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { url: `smtp://127.0.0.1:${server.server.address().port}`, mails, close: () => server.close() };
}

/** Sends the burst at an even pace, each message from one of the addresses in turn; counts the answers. */
async function burst(apiUrl) {
  const statuses = new Map();
  const interval = (BURST.seconds * 1000) / BURST.messages;
  const started = Date.now();
  const pending = [];
  for (let index = 0; index < BURST.messages; index += 1) {
    const wait = started + index * interval - Date.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    const address = `10.44.0.${(index % BURST.addresses) + 1}`;
    pending.push(
      fetch(`${apiUrl}/api/v1/messages`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
        body: JSON.stringify({
          name: `Sender ${index}`,
          email: `sender${index}@example.org`,
          message: `Message ${index} of the burst, from ${address}: ${randomBytes(6).toString('hex')}.`,
        }),
      })
        .then((response) => response.status)
        .catch(() => 'failed')
        .then((status) => statuses.set(status, (statuses.get(status) ?? 0) + 1)),
    );
  }
  await Promise.all(pending);
  return { statuses, seconds: (Date.now() - started) / 1000 };
}

export default {
  name: 'contact',
  title: 'Contact form under a burst',
  build: ['pnpm', ['--filter', '@portfolio/api', 'build']],

  async run({ portBase }) {
    const apiUrl = `http://127.0.0.1:${portBase + 20}`;
    const work = mkdtempSync(join(tmpdir(), 'portfolio-bench-contact-'));
    const owner = { email: 'owner@bench.test', password: randomBytes(12).toString('base64url') };
    const smtp = await startSmtp();
    const api = await startServer({
      name: 'API (contact burst)',
      command: process.execPath,
      args: ['dist/server.js'],
      cwd: join(ROOT, 'api'),
      env: {
        PORT: String(portBase + 20),
        HOST: '127.0.0.1',
        NODE_ENV: 'production',
        LOG_LEVEL: 'warn',
        DATA_DIR: join(work, 'data'),
        ADMIN_EMAIL: owner.email,
        ADMIN_PASSWORD: owner.password,
        SMTP_URL: smtp.url,
        // The burst names its 50 addresses in X-Forwarded-For, as a proxy in front of the API would.
        TRUST_PROXY: 'loopback',
      },
      logFile: join(work, 'api.log'),
      readyUrl: `${apiUrl}/api/health`,
    });
    try {
      console.log('  page reads before the burst');
      const before = await reads(`${apiUrl}${READ.path}`, 20);
      console.log(
        `  burst: ${BURST.messages} messages from ${BURST.addresses} addresses in ${BURST.seconds} s`,
      );
      const burstStart = Date.now();
      const [during, sent] = await Promise.all([
        reads(`${apiUrl}${READ.path}`, BURST.seconds),
        burst(apiUrl),
      ]);
      // The mail that sums up the burst's last minute goes out a minute after the one before it.
      await new Promise((resolve) => setTimeout(resolve, 65_000));

      const login = await fetch(`${apiUrl}/api/v1/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(owner),
      });
      const { token } = await login.json();
      const count = async (folder) => {
        const response = await fetch(`${apiUrl}/api/v1/messages?folder=${folder}&limit=1`, {
          headers: { authorization: `Bearer ${token}` },
        });
        const page = await response.json();
        // One message a page: the pages are the messages (`totalPages` is 1 for none).
        return page.messages.length === 0 ? 0 : page.totalPages;
      };
      const [inbox, spam] = await Promise.all([count('inbox'), count('spam')]);
      const minutes = Math.ceil(sent.seconds / 60);
      const mailMinutes = new Map();
      for (const at of smtp.mails) {
        const minute = Math.floor((at - burstStart) / 60_000);
        mailMinutes.set(minute, (mailMinutes.get(minute) ?? 0) + 1);
      }
      const status = (code) => sent.statuses.get(code) ?? 0;
      const serverErrors = [...sent.statuses].filter(([code]) => typeof code === 'number' && code >= 500);
      const failed = status('failed');
      const readErrors = during.non2xx + during.errors + during.timeouts;

      return [
        `${BURST.messages} messages from ${BURST.addresses} addresses in ${sent.seconds.toFixed(1)} s against the built`,
        `API on PGlite (defaults: ${PER_ADDRESS} per address per 10 minutes, ${INBOX_BUDGET_PER_MINUTE} a minute into the`,
        'Inbox, one mail a minute), a real SMTP server as the owner’s mail, and a visitor’s page read',
        `(\`GET ${READ.path}\`, ${READ.connections} connections) before and during the burst.`,
        '',
        '| what | figure | goal |',
        '|---|---|---|',
        `| read p99 before / during the burst | ${before.latency.p99} ms / ${during.latency.p99} ms | ≤ ${READ_P99_GOAL_MS} ms |`,
        `| reads per second before / during | ${Math.round(before.requests.average)} / ${Math.round(during.requests.average)} | |`,
        `| reads that failed during the burst | ${readErrors} | 0 |`,
        `| answers 202 / 429 | ${status(202)} / ${status(429)} | 429 past ${PER_ADDRESS} per address |`,
        `| answers 5xx, or no answer | ${serverErrors.reduce((sum, [, n]) => sum + n, 0)}, ${failed} | 0 |`,
        `| messages in the Inbox / in Spam | ${inbox} / ${spam} | Inbox ≤ ${INBOX_BUDGET_PER_MINUTE} × ${minutes + 1} budget windows |`,
        `| mails to the owner, by minute from the burst's start | ${[...mailMinutes].map(([minute, n]) => `${minute}: ${n}`).join(', ') || 'none'} | ≤ 1 a minute |`,
      ].join('\n');
    } finally {
      await api.stop();
      smtp.close();
      rmSync(work, { recursive: true, force: true });
    }
  },
};
