// `pnpm reliability <scenario>`: the reliability proofs of docs/RELIABILITY.md at full size, each printing its
// figures. The whole-site scenarios run here (redeploy writes its section of docs/RELIABILITY.md); the API's own
// (kill9, sigterm, events, load, postgres-outage, recovery-timing) run in the API package.
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import redeploy from './reliability/redeploy.mjs';
import { run } from './run.mjs';
import { ROOT } from './stack.mjs';

const SCENARIOS = { redeploy };
// Whole-site scenarios shared with the end-to-end tests (scenarios/), in TypeScript: run with tsx. They print
// their figures; their section of docs/RELIABILITY.md is written by hand.
const TYPESCRIPT_SCENARIOS = { cluster: join(ROOT, 'scenarios', 'cluster', 'reliability.ts') };
const REPORT = join(ROOT, 'docs', 'RELIABILITY.md');

const [name, ...rest] = process.argv.slice(2);
if (TYPESCRIPT_SCENARIOS[name]) {
  await run('pnpm', ['exec', 'tsx', TYPESCRIPT_SCENARIOS[name], ...rest]);
  process.exit(0);
}
const scenario = SCENARIOS[name];
if (!scenario) {
  await run('pnpm', ['--filter', '@portfolio/api', 'reliability', ...process.argv.slice(2)]);
  process.exit(0);
}
const { values } = parseArgs({ args: rest, options: { deploys: { type: 'string', default: '50' } } });
if (!process.env.SKIP_BUILD) await run('pnpm', ['build']);
const body = await scenario.run({
  portBase: Number(process.env.RELIABILITY_PORT_BASE ?? 4673),
  deploys: Number(values.deploys),
});
const date = new Date().toISOString().slice(0, 16).replace('T', ' ');
const section = `## ${scenario.title}\n\n${date} UTC, \`pnpm reliability ${process.argv.slice(2).join(' ')}\`.\n\n${body}`;
console.log(`\n${section}`);
// The section between its markers is replaced; the rest of the page is written by hand.
const start = `<!-- reliability:${scenario.name}:start -->`;
const end = `<!-- reliability:${scenario.name}:end -->`;
const current = existsSync(REPORT) ? readFileSync(REPORT, 'utf8') : '';
const block = `${start}\n${section}\n${end}`;
const pattern = new RegExp(`${start}[\\s\\S]*?${end}`);
writeFileSync(
  REPORT,
  pattern.test(current) ? current.replace(pattern, block) : `${current.trimEnd()}\n\n${block}\n`,
);
console.log(`Written to ${REPORT}`);
