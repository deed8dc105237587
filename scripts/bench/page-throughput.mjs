// Page throughput for `pnpm bench pages`: each server-rendered page at 50 connections, gzip and brotli, beside
// the limit measured in the same run: the very bytes the host server sent, answered from memory by a bare
// node:http server (page-ceiling-server.mjs). Then a browser coming back: 304 for its If-None-Match, beside the
// floor of a 304: the bare server sending the host's 304 headers with a page-view token signed for each answer.
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

/** Headers Node writes for any answer, or that each answer has its own of. */
const PER_ANSWER = new Set(['date', 'connection', 'keep-alive', 'server-timing']);

/**
 * The host's 304 for `url` as the floor server repeats it: its headers but the per-answer ones, and what its
 * page-view token names (its payload read, not checked), so the floor signs a token of the same length.
 */
async function hostNotModified(url, headers) {
  const answer = await rawGet(url, headers);
  if (answer.status !== 304) throw new Error(`${url} answered ${answer.status} to its own tag`);
  const token = /pv;desc="([^"]+)"/.exec(String(answer.headers['server-timing']))?.[1];
  if (!token) throw new Error(`${url}'s 304 carried no page-view token`);
  const { p: path, r: releases } = JSON.parse(Buffer.from(token.split('.')[1], 'base64url').toString());
  return {
    headers: Object.entries(answer.headers).filter(([name]) => !PER_ANSWER.has(name)),
    view: { path, releases },
  };
}

const ms = (value) => `${Math.round(value)} ms`;
const microseconds = (value) => (value === undefined ? 'n/a' : `${value.toFixed(1)} µs`);
const percent = (part, whole) => `${Math.round((100 * part) / whole)} %`;
/** A row of the table: what is measured, the limit's figures and the host's (or the floor's), the errors. */
const row = (what, limit, host, errors) => [
  what,
  `${Math.round(limit.rps)}`,
  ms(limit.p99),
  `${Math.round(host.rps)}`,
  ms(host.p50),
  ms(host.p99),
  percent(host.rps, limit.rps),
  `${errors}`,
];

/**
 * Rows of the throughput table, for the stack at `site` (the host server's process `hostPid`), with the bare
 * server on `ceilingPort`. `paths` are the pages measured.
 */
export async function pageThroughput({ site, hostPid, ceilingPort, paths, work }) {
  const pages = {};
  for (const path of paths) pages[path] = await settledPage(`${site}${path}`);
  const revalidation = { 'accept-encoding': 'gzip, deflate, br', 'if-none-match': pages[paths[0]].etag };
  const notModified = await hostNotModified(`${site}${paths[0]}`, revalidation);
  /** A bare server on `port` answering the pages (and, for the floor, 304s as the host's). */
  const bareServer = (name, port, extra = {}) => {
    const file = join(work, `${name.replaceAll(' ', '-')}.json`);
    writeFileSync(
      file,
      JSON.stringify({
        port,
        pages: Object.fromEntries(
          Object.entries(pages).map(([path, page]) => [
            path,
            { etag: page.etag, gzip: page.gzip.toString('base64'), br: page.br.toString('base64') },
          ]),
        ),
        ...extra,
      }),
    );
    return startServer({
      name,
      command: process.execPath,
      args: [join(ROOT, 'scripts', 'bench', 'page-ceiling-server.mjs'), file],
      cwd: ROOT,
      env: {},
      logFile: join(work, `${name.replaceAll(' ', '-')}.log`),
      readyUrl: `http://127.0.0.1:${port}${paths[0]}`,
    });
  };
  const ceilingUrl = `http://127.0.0.1:${ceilingPort}`;
  const floorUrl = `http://127.0.0.1:${ceilingPort + 1}`;
  const ceiling = await bareServer('page ceiling', ceilingPort);
  const floor = await bareServer('304 floor', ceilingPort + 1, { notModified });
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
        rows.push(
          row(
            `\`${path}\` ${coding} (${(bytes / 1024).toFixed(1)} KiB)`,
            limit,
            host,
            host.failed + limit.failed,
          ),
        );
      }
    }
    const path = paths[0];
    const headers = revalidation;
    // A browser coming back, answered before Fastify (revalidation-lane.ts); then one whose rollout cookie sends
    // it through Fastify (nothing rolls out here: the same 304), to show what the lane saves.
    const throughFastify = { ...headers, cookie: 'pf-rollout=bench-through-fastify' };
    // The floor: what the 304's own headers and a token signed per answer cost a bare server, host aside.
    const floorTarget = { url: `${floorUrl}${path}`, headers, pid: floor.child.pid };
    const hostTarget = (hostHeaders) => ({ url: `${site}${path}`, headers: hostHeaders, pid: hostPid });
    for (const [name, target] of [
      ['304 (If-None-Match)', hostTarget(headers)],
      ['304 through Fastify (a rollout cookie)', hostTarget(throughFastify)],
      ["304 floor: the bare server with the host's 304 headers and a token signed each time", floorTarget],
    ]) {
      const limit = await measure(`${ceilingUrl}${path}`, { headers, pid: ceiling.child.pid });
      const host = await measure(target.url, { headers: target.headers, pid: target.pid });
      // Anything but a 304 is an error here (autocannon counts a 304 as not 2xx).
      rows.push(row(`\`${path}\` ${name}`, limit, host, notModifiedErrors(host) + notModifiedErrors(limit)));
      cpu.push(
        `${name}: ${target === floorTarget ? 'the floor' : 'the host'} ${microseconds(host.cpuPerRequest)}, ` +
          `the limit ${microseconds(limit.cpuPerRequest)}`,
      );
    }
  } finally {
    await ceiling.stop();
    await floor.stop();
  }
  return [
    `${LOAD.readConnections} connections, ${LOAD.warmupSeconds} s warm-up then ${LOAD.durationSeconds} s measured per row, one row after another. ` +
      '"limit": the same bytes (and the same 304) from memory by a bare node:http server in its own process. ' +
      "The 304 floor's row has that server, sending the host's 304 headers and a page-view token signed per answer, in the host's columns.",
    '',
    '| page (bytes sent) | limit req/s | limit p99 | host req/s | host p50 | host p99 | host / limit | errors |',
    '|---|---:|---:|---:|---:|---:|---:|---:|',
    ...rows.map((row) => `| ${row.join(' | ')} |`),
    '',
    `CPU time per answer (user + system, the whole process): ${cpu.join('; ')}.`,
  ].join('\n');
}
