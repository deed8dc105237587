// The events section of `pnpm bench`: `POST /api/v1/events` (what every page view's reporter sends) against the
// built API on PGlite, beside a bare Fastify route that parses the same bodies and answers 202, in the same run;
// then a visitor's page read (`GET /users/1`, 50 connections) alone and while reports flow at 500 a second,
// beside its own ceiling. Each report is a page view of its own (a signed token each), as browsers send them.
// Two more servers say what the goal leaves room for: the floor (ingest-floor-server.mjs) does only the checks the
// issue asks of every report (shape, signature, address budget) and counts nothing, the most any implementation of
// the route on this stack could reach; and the bare route holding the event loop 10 µs per request, what that
// much work costs in req/s on this machine.
// Asserts nothing.
import autocannon from 'autocannon';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { tsImport } from 'tsx/esm/api';
import { ROOT } from '../stack.mjs';
import { LOAD, measure } from './load.mjs';
import { startServer } from './processes.mjs';

/** The goals. */
const GOALS = { ceilingShare: 0.5, eventsP99: 25, readP99: 25, readCeilingShare: 0.5 };
const EVENTS_PATH = '/api/v1/events';
const READ_PATH = '/api/v1/users/1';
/** Reports a second while the page reads are measured: a busy site's visitors, every page reporting. */
const EVENTS_PER_SECOND = 500;
/** Distinct page views the load cycles through: enough that the counter writes new rows every second. */
const TOKENS = 20_000;
const ROUNDS = 3;
/** The calibration: the bare route holding the event loop this long per request, about what a report's checks take. */
const CALIBRATION_MICROSECONDS = 10;

const { signPageView } = await tsImport(
  join(ROOT, 'shared', 'src', 'page-view', 'token.ts'),
  import.meta.url,
);

const percent = (value) => `${Math.round(value * 100)} %`;
const ms = (value) => (value < 10 ? value.toFixed(1) : Math.round(value).toString());
const mark = (ok) => (ok ? '✅' : '❌');
const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** What a page's reporter sends when it loads and is left: its view, three vitals. */
function reportBodies(secret) {
  return Array.from({ length: TOKENS }, (_, index) =>
    JSON.stringify({
      pageView: signPageView(secret, { path: '/', releases: { publicRemote: 'bench-v1' } }),
      events: [
        { type: 'view' },
        { type: 'vital', name: 'TTFB', value: 80 + (index % 50) },
        { type: 'vital', name: 'FCP', value: 400 + (index % 300) },
        { type: 'vital', name: 'LCP', value: 700 + (index % 900) },
      ],
    }),
  );
}

/** autocannon's options for posting the reports in turn, a fresh page view each time. */
function posting(bodies) {
  let next = 0;
  return {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    requests: [{ setupRequest: (request) => ({ ...request, body: bodies[next++ % bodies.length] }) }],
  };
}

const sendFor = (options, seconds) =>
  new Promise((resolve, reject) => {
    autocannon({ ...options, duration: seconds }, (error, result) =>
      error ? reject(error) : resolve(result),
    );
  });

export default {
  name: 'events',
  title: 'Release health reports (POST /events)',
  build: ['pnpm', ['--filter', '@portfolio/api', 'build']],

  async run({ portBase }) {
    const ports = { api: portBase + 30, ceiling: portBase + 31, floor: portBase + 32, busy: portBase + 33 };
    const apiUrl = `http://127.0.0.1:${ports.api}`;
    const ceilingUrl = `http://127.0.0.1:${ports.ceiling}`;
    const floorUrl = `http://127.0.0.1:${ports.floor}`;
    const busyUrl = `http://127.0.0.1:${ports.busy}`;
    const work = mkdtempSync(join(tmpdir(), 'portfolio-bench-events-'));
    const secret = randomBytes(32).toString('base64url');
    const stops = [];
    try {
      const api = await startServer({
        name: 'API (events)',
        command: process.execPath,
        args: ['dist/server.js'],
        cwd: join(ROOT, 'api'),
        env: {
          PORT: String(ports.api),
          HOST: '127.0.0.1',
          NODE_ENV: 'production',
          LOG_LEVEL: 'warn',
          DATA_DIR: join(work, 'data'),
          ADMIN_EMAIL: 'owner@bench.test',
          ADMIN_PASSWORD: randomBytes(12).toString('base64url'),
          PAGE_VIEW_SECRET: secret,
          // The load comes from one address standing for many visitors: the per-address budget is still asked
          // on every report, and never reached.
          EVENTS_RATE_LIMIT_PER_MINUTE: '1000000',
        },
        logFile: join(work, 'api.log'),
        readyUrl: `${apiUrl}/api/health`,
      });
      stops.push(api.stop);
      const readAnswer = await (await fetch(`${apiUrl}${READ_PATH}`)).text();
      /** A bare server of the comparison, a script of scripts/bench/ given its options as JSON. */
      const bareServer = async (name, script, options, readyPath) => {
        const server = await startServer({
          name,
          command: process.execPath,
          args: [join(ROOT, 'scripts', 'bench', script), JSON.stringify(options)],
          cwd: ROOT,
          env: {},
          logFile: join(work, `${name.replaceAll(' ', '-')}.log`),
          readyUrl: `http://127.0.0.1:${options.port}${readyPath}`,
        });
        stops.push(server.stop);
        return server;
      };
      const ceiling = await bareServer(
        'ceiling',
        'ceiling-server.mjs',
        { port: ports.ceiling, answers: { [READ_PATH]: readAnswer }, accepts: [EVENTS_PATH] },
        READ_PATH,
      );
      const floor = await bareServer(
        'floor',
        'ingest-floor-server.mjs',
        { port: ports.floor, path: EVENTS_PATH, secret },
        '/health',
      );
      const busy = await bareServer(
        'busy bare route',
        'ceiling-server.mjs',
        {
          port: ports.busy,
          answers: { '/health': 'ok' },
          accepts: [EVENTS_PATH],
          busyMicroseconds: CALIBRATION_MICROSECONDS,
        },
        '/health',
      );
      const bodies = reportBodies(secret);

      // Each API run right after its ceiling's, in rounds: the machine is shared, and a pair drifts less.
      const pairs = [];
      for (let round = 1; round <= ROUNDS; round += 1) {
        console.log(`  POST ${EVENTS_PATH}, round ${round} of ${ROUNDS}`);
        const options = { connections: LOAD.writeConnections, ...posting(bodies) };
        const bare = await measure(`${ceilingUrl}${EVENTS_PATH}`, { ...options, pid: ceiling.child.pid });
        const busied = await measure(`${busyUrl}${EVENTS_PATH}`, { ...options, pid: busy.child.pid });
        const checks = await measure(`${floorUrl}${EVENTS_PATH}`, { ...options, pid: floor.child.pid });
        const events = await measure(`${apiUrl}${EVENTS_PATH}`, { ...options, pid: api.child.pid });
        const of = (result) => result.rps / bare.rps;
        pairs.push({
          bare,
          busied,
          checks,
          events,
          share: of(events),
          floorShare: of(checks),
          busyShare: of(busied),
        });
      }
      const { bare, busied, checks, events } = pairs.find(
        (pair) => pair.share === median(pairs.map((p) => p.share)),
      );

      console.log(`  GET ${READ_PATH}: its ceiling, alone, and while reports flow at ${EVENTS_PER_SECOND}/s`);
      const readCeiling = await measure(`${ceilingUrl}${READ_PATH}`, { pid: ceiling.child.pid });
      const readAlone = await measure(`${apiUrl}${READ_PATH}`, { pid: api.child.pid });
      const flowing = sendFor(
        {
          url: `${apiUrl}${EVENTS_PATH}`,
          connections: LOAD.writeConnections,
          overallRate: EVENTS_PER_SECOND,
          ...posting(bodies),
        },
        LOAD.warmupSeconds + LOAD.durationSeconds + 1,
      );
      const readDuring = await measure(`${apiUrl}${READ_PATH}`, { pid: api.child.pid });
      const sent = await flowing;
      const eventsFailed = sent.non2xx + sent.errors + sent.timeouts;

      const share = events.rps / bare.rps;
      const readShare = (read) => read.rps / readCeiling.rps;
      const row = (what, result, of) =>
        `| ${what} | ${Math.round(result.rps).toLocaleString('en')} | ${ms(result.p50)} | ${ms(result.p99)} | ` +
        `${result.cpuPerRequest ? Math.round(result.cpuPerRequest) : ''} | ${of ?? ''} | ${result.failed} |`;
      return [
        `\`POST ${EVENTS_PATH}\` with a report as a page's reporter sends it (its view and three vitals, a page view`,
        `of its own each: ${TOKENS.toLocaleString('en')} signed tokens in turn) at ${LOAD.writeConnections} connections,`,
        'against the built API on PGlite, beside a bare Fastify route in a process of its own that parses the same',
        'bodies and answers 202, and the floor: Fastify in a process of its own doing only the checks every report',
        'needs (the shape, the token’s signature, the address budget; nothing counted, no header added), and the',
        `bare route again holding the event loop ${CALIBRATION_MICROSECONDS} µs per request (a busy wait: what that much work costs here);`,
        `${ROUNDS} rounds of ${LOAD.warmupSeconds} s warm-up and ${LOAD.durationSeconds} s measured, each API run`,
        'right after its bare route’s and the floor’s, the median round by share shown. Then a visitor’s',
        `page read (\`GET ${READ_PATH}\`, ${LOAD.readConnections} connections) beside its ceiling (the same bytes from`,
        `memory), alone and while reports flow at ${EVENTS_PER_SECOND} a second.`,
        '',
        '| what | req/s | p50 ms | p99 ms | CPU µs/req | of the bare route / ceiling | failed |',
        '|---|---|---|---|---|---|---|',
        row('bare Fastify route, `POST`', bare),
        row(
          `bare route + ${CALIBRATION_MICROSECONDS} µs of busy work`,
          busied,
          percent(busied.rps / bare.rps),
        ),
        row('floor: the checks alone', checks, percent(checks.rps / bare.rps)),
        row(`\`POST ${EVENTS_PATH}\``, events, percent(share)),
        row(`ceiling, \`GET ${READ_PATH}\``, readCeiling),
        row(`\`GET ${READ_PATH}\`, alone`, readAlone, percent(readShare(readAlone))),
        row(
          `\`GET ${READ_PATH}\`, reports at ${EVENTS_PER_SECOND}/s`,
          readDuring,
          percent(readShare(readDuring)),
        ),
        '',
        `Every round's share of the bare route: ${pairs.map((pair) => percent(pair.share)).join(', ')}; the`,
        `floor's: ${pairs.map((pair) => percent(pair.floorShare)).join(', ')}; the busy bare route's:`,
        `${pairs.map((pair) => percent(pair.busyShare)).join(', ')}. Reports`,
        `sent beside the reads: ${sent.requests.total.toLocaleString('en')} (${Math.round(sent.requests.average)}/s), ${eventsFailed} not 202.`,
        '',
        '| goal | figure |',
        '|---|---|',
        `| \`POST /events\` ≥ ${percent(GOALS.ceilingShare)} of the bare route's req/s | ${mark(share >= GOALS.ceilingShare)} ${percent(share)} (the checks alone: ${percent(checks.rps / bare.rps)}) |`,
        `| \`POST /events\` p99 ≤ ${GOALS.eventsP99} ms | ${mark(events.p99 <= GOALS.eventsP99)} ${ms(events.p99)} ms |`,
        `| page read p99 ≤ ${GOALS.readP99} ms while reports flow | ${mark(readDuring.p99 <= GOALS.readP99)} ${ms(readDuring.p99)} ms (alone ${ms(readAlone.p99)} ms) |`,
        `| page read ≥ ${percent(GOALS.readCeilingShare)} of its ceiling while reports flow | ${mark(readShare(readDuring) >= GOALS.readCeilingShare)} ${percent(readShare(readDuring))} (alone ${percent(readShare(readAlone))}) |`,
      ].join('\n');
    } finally {
      for (const stop of stops.reverse()) await stop();
      rmSync(work, { recursive: true, force: true });
    }
  },
};
