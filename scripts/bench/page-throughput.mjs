// Page throughput for `pnpm bench pages`: each server-rendered page at 50 connections, gzip and brotli, beside
// the limit measured in the same run: the very bytes the host server sent, answered from memory by a bare
// node:http server (page-ceiling-server.mjs). Then a browser coming back: 304 for its If-None-Match.
import { writeFileSync } from 'node:fs';
import { request } from 'node:http';
import { join } from 'node:path';
import { ROOT } from '../stack.mjs';
import { LOAD, measure } from './load.mjs';
import { startServer } from './processes.mjs';

/** The raw answer (compressed bytes as sent) for `url` with these request headers. */
const rawGet = (url, headers) =>
  new Promise((resolve, reject) => {
    request(url, { headers }, (response) => {
      const chunks = [];
      response.on('data', (chunk) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode, headers: response.headers, body: Buffer.concat(chunks) }),
      );
      response.on('error', reject);
    })
      .on('error', reject)
      .end();
  });

/** The page as a brotli browser gets it once its brotli bytes are made (about a second after its first view). */
async function settledPage(url) {
  for (let tries = 0; tries < 100; tries += 1) {
    const br = await rawGet(url, { 'accept-encoding': 'gzip, deflate, br' });
    if (br.status !== 200) throw new Error(`${url} answered ${br.status}`);
    if (br.headers['content-encoding'] === 'br') {
      const gzip = await rawGet(url, { 'accept-encoding': 'gzip, deflate' });
      return { etag: br.headers.etag, br: br.body, gzip: gzip.body, html: br.headers['content-length'] };
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`${url} never came in brotli`);
}

/** Answers that were not 304, and requests with no answer, in a run where every answer should be 304. */
const notModifiedErrors = (result) =>
  result.unanswered +
  Object.entries(result.statusCodes ?? {}).reduce(
    (sum, [status, { count }]) => sum + (status === '304' ? 0 : count),
    0,
  );

const ms = (value) => `${Math.round(value)} ms`;
const microseconds = (value) => (value === undefined ? 'n/a' : `${value.toFixed(1)} µs`);
const percent = (part, whole) => `${Math.round((100 * part) / whole)} %`;

/**
 * Rows of the throughput table, for the stack at `site` (the host server's process `hostPid`), with the bare
 * server on `ceilingPort`. `paths` are the pages measured.
 */
export async function pageThroughput({ site, hostPid, ceilingPort, paths, work }) {
  const pages = {};
  for (const path of paths) pages[path] = await settledPage(`${site}${path}`);
  const pagesFile = join(work, 'ceiling-pages.json');
  writeFileSync(
    pagesFile,
    JSON.stringify({
      port: ceilingPort,
      pages: Object.fromEntries(
        Object.entries(pages).map(([path, page]) => [
          path,
          { etag: page.etag, gzip: page.gzip.toString('base64'), br: page.br.toString('base64') },
        ]),
      ),
    }),
  );
  const ceilingUrl = `http://127.0.0.1:${ceilingPort}`;
  const ceiling = await startServer({
    name: 'page ceiling',
    command: process.execPath,
    args: [join(ROOT, 'scripts', 'bench', 'page-ceiling-server.mjs'), pagesFile],
    cwd: ROOT,
    env: {},
    logFile: join(work, 'page-ceiling.log'),
    readyUrl: `${ceilingUrl}${paths[0]}`,
  });
  const rows = [];
  /** CPU time per 304, host and limit: it moves less with the neighbours' load than the rates do. */
  const cpu = [];
  try {
    for (const path of paths) {
      for (const [coding, acceptEncoding] of [
        ['gzip', 'gzip, deflate'],
        ['br', 'gzip, deflate, br'],
      ]) {
        const headers = { 'accept-encoding': acceptEncoding };
        const limit = await measure(`${ceilingUrl}${path}`, { headers, pid: ceiling.child.pid });
        const host = await measure(`${site}${path}`, { headers, pid: hostPid });
        const bytes = pages[path][coding].length;
        rows.push([
          `\`${path}\` ${coding} (${(bytes / 1024).toFixed(1)} KiB)`,
          `${Math.round(limit.rps)}`,
          ms(limit.p99),
          `${Math.round(host.rps)}`,
          ms(host.p50),
          ms(host.p99),
          percent(host.rps, limit.rps),
          `${host.failed + limit.failed}`,
        ]);
      }
    }
    const path = paths[0];
    const headers = { 'accept-encoding': 'gzip, deflate, br', 'if-none-match': pages[path].etag };
    // A browser coming back, answered before Fastify (revalidation-lane.ts); then one whose rollout cookie sends
    // it through Fastify (nothing rolls out here: the same 304), to show what the lane saves.
    const throughFastify = { ...headers, cookie: 'pf-rollout=bench-through-fastify' };
    for (const [name, hostHeaders] of [
      ['304 (If-None-Match)', headers],
      ['304 through Fastify (a rollout cookie)', throughFastify],
    ]) {
      const limit = await measure(`${ceilingUrl}${path}`, { headers, pid: ceiling.child.pid });
      const host = await measure(`${site}${path}`, { headers: hostHeaders, pid: hostPid });
      rows.push([
        `\`${path}\` ${name}`,
        `${Math.round(limit.rps)}`,
        ms(limit.p99),
        `${Math.round(host.rps)}`,
        ms(host.p50),
        ms(host.p99),
        percent(host.rps, limit.rps),
        // Anything but a 304 is an error here (autocannon counts a 304 as not 2xx).
        `${notModifiedErrors(host) + notModifiedErrors(limit)}`,
      ]);
      cpu.push(
        `${name}: the host ${microseconds(host.cpuPerRequest)}, the limit ${microseconds(limit.cpuPerRequest)}`,
      );
    }
  } finally {
    await ceiling.stop();
  }
  return [
    `${LOAD.readConnections} connections, ${LOAD.warmupSeconds} s warm-up then ${LOAD.durationSeconds} s measured per row, one row after another. ` +
      '"limit": the same bytes (and the same 304) from memory by a bare node:http server in its own process.',
    '',
    '| page (bytes sent) | limit req/s | limit p99 | host req/s | host p50 | host p99 | host / limit | errors |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map((row) => `| ${row.join(' | ')} |`),
    '',
    `CPU time per answer (user + system, the whole process): ${cpu.join('; ')}.`,
  ].join('\n');
}
