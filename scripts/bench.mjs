// `pnpm bench [section...]`: performance figures of the production build, each beside a baseline measured in the
// same run (these machines are shared and noisy). Sections are modules of scripts/bench/; each one's result
// replaces its own part of docs/PERFORMANCE.md, so `pnpm bench api` leaves the other sections as they were.
// Asserts nothing, and is not part of `pnpm test`.
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, totalmem } from 'node:os';
import { join } from 'node:path';
import api from './bench/api.mjs';
import contact from './bench/contact.mjs';
import events from './bench/events.mjs';
import interaction from './bench/interaction.mjs';
import lighthouse from './bench/lighthouse.mjs';
import pages from './bench/pages.mjs';
import pagesCluster from './bench/pages-cluster.mjs';
import render from './bench/render.mjs';
import { run } from './run.mjs';
import { ROOT } from './stack.mjs';

const SECTIONS = [api, pages, pagesCluster, render, lighthouse, interaction, contact, events];
const REPORT = join(ROOT, 'docs', 'PERFORMANCE.md');
const HEADER = `# Performance

Written by \`pnpm bench\` (\`scripts/bench.mjs\`); each section below is replaced by its own run
(\`pnpm bench api\`, \`pnpm bench pages\`, \`pnpm bench pages-cluster\`, \`pnpm bench render\`, \`pnpm bench lighthouse\`, \`pnpm bench interaction\`, \`pnpm bench contact\`, \`pnpm bench events\`). Figures from a shared machine are noisy: read them against the
baseline measured beside them in the same run, not against another run's.
`;

const requested = process.argv.slice(2);
const unknown = requested.filter((name) => !SECTIONS.some((section) => section.name === name));
if (unknown.length > 0) {
  console.error(
    `Unknown section(s): ${unknown.join(', ')}. Known: ${SECTIONS.map((s) => s.name).join(', ')}.`,
  );
  process.exit(1);
}
const chosen = requested.length > 0 ? SECTIONS.filter((s) => requested.includes(s.name)) : SECTIONS;
const portBase = Number(process.env.BENCH_PORT_BASE ?? 4473);

function machine() {
  const [model] = cpus().map((cpu) => cpu.model.trim());
  const load = loadavg()
    .map((value) => value.toFixed(2))
    .join(', ');
  return (
    `${cpus().length} cores (${model}), ${Math.round(totalmem() / 2 ** 30)} GiB, Node ${process.version}, ` +
    `load average ${load} at the start`
  );
}

function command() {
  const env = [
    'BENCH_PORT_BASE',
    'BENCH_WARMUP_S',
    'BENCH_DURATION_S',
    'BENCH_CONNECTIONS',
    'BENCH_WRITE_CONNECTIONS',
    'BENCH_ONLY',
    'BENCH_PAGES_ONLY',
    'BENCH_CLUSTER_RATE',
    'BENCH_CLUSTER_DURATION_S',
  ]
    .filter((name) => process.env[name] !== undefined)
    .map((name) => `${name}=${process.env[name]} `)
    .join('');
  return `${env}pnpm bench${requested.length > 0 ? ` ${requested.join(' ')}` : ''}`;
}

/** Replaces the section's part of the report (between its markers), or appends it. */
function writeSection(section, body) {
  const start = `<!-- bench:${section.name}:start -->`;
  const end = `<!-- bench:${section.name}:end -->`;
  const block = `${start}\n## ${section.title}\n\n${body}\n${end}`;
  const current = existsSync(REPORT) ? readFileSync(REPORT, 'utf8') : HEADER;
  const pattern = new RegExp(`${start}[\\s\\S]*?${end}`);
  const next = pattern.test(current) ? current.replace(pattern, block) : `${current.trimEnd()}\n\n${block}\n`;
  mkdirSync(join(ROOT, 'docs'), { recursive: true });
  writeFileSync(REPORT, next);
}

if (!process.env.SKIP_BUILD) {
  const builds = new Map(chosen.map((section) => [JSON.stringify(section.build), section.build]));
  // The whole build covers the API's.
  if (builds.size > 1) builds.delete(JSON.stringify(api.build));
  for (const [commandName, args] of builds.values()) await run(commandName, args);
}

for (const section of chosen) {
  console.log(`\n▶ bench ${section.name}`);
  const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
  const about = `${date} UTC, \`${command()}\`, ${machine()}.`;
  const body = await section.run({ portBase });
  writeSection(section, `${about}\n\n${body}`);
}
console.log(`\nWritten to ${REPORT}`);
