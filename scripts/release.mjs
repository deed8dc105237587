// `pnpm release <remote> <command>`: ships a remote as an immutable, checked release. See the README's
// "Deploying each piece" for a CI example.
import { cp, mkdir, readFile, rename } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import {
  formatChecks,
  KEPT_RELEASES,
  pruneReleases,
  ReleaseClient,
  ReleaseError,
  remoteNamed,
} from './release-client.mjs';
import { run } from './run.mjs';
import { DEFAULT_PORTS, ROOT } from './stack.mjs';

const USAGE = `pnpm release <remote> <command> [options]

  remote   public | admin (or publicRemote | adminRemote)

  publish [--dir <static root>] [--base-url <url>] [--version <name>] [--keep ${KEPT_RELEASES}]
           build the remote as a new release, put it in the static root under releases/<version>/, register it
           with the site (which checks it; nobody sees it yet) and remove releases nobody needs any more
  preview <version>            a link that opens the site on that release in your browser only
  promote <version> [--percent N] [--force]
                               make it live for everyone, or first for N % of visitors (0 stops a rollout);
                               --force: even a release whose rollout the rollout watch stopped
  rollback [version]           back to the previous release, or to the one named (checked again)
  status [--minutes N] [--json] what is live, rolling out, stored, the history, and each release's health in
                               visitors' browsers over the last N minutes (60); --json: all of it as JSON

Environment:
  PORTFOLIO_URL         the site (default http://localhost:${DEFAULT_PORTS.host})
  PORTFOLIO_DEPLOY_KEY  a deploy key of this remote (made in the admin under Releases)

publish defaults: --dir is the package's dist/ (what \`pnpm start\` serves), --base-url the remote's origin as
\`pnpm start\` serves it (http://localhost:<port>). A failed build publishes nothing.`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    dir: { type: 'string' },
    'base-url': { type: 'string' },
    version: { type: 'string' },
    keep: { type: 'string' },
    percent: { type: 'string' },
    force: { type: 'boolean' },
    minutes: { type: 'string' },
    json: { type: 'boolean' },
    help: { type: 'boolean', short: 'h' },
  },
});

const [remoteArg, command, argument] = positionals;
const remote = remoteNamed(remoteArg ?? '');
if (values.help || !remote || !command) {
  console.log(USAGE);
  process.exit(values.help ? 0 : 2);
}

const client = new ReleaseClient(
  process.env.PORTFOLIO_URL ?? `http://localhost:${DEFAULT_PORTS.host}`,
  process.env.PORTFOLIO_DEPLOY_KEY,
);
const number = (text, name, min, max) => {
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max)
    throw new ReleaseError(`--${name} must be a whole number from ${min} to ${max}`);
  return value;
};

async function publish() {
  const packageDir = join(ROOT, remote.folder);
  const staticRoot = resolve(values.dir ?? join(packageDir, 'dist'));
  const baseUrl = (values['base-url'] ?? `http://localhost:${DEFAULT_PORTS[remote.name]}`).replace(/\/$/, '');
  const buildDir = join(packageDir, 'dist');
  console.log(`Building ${remote.name}…`);
  await run('pnpm', ['--filter', `@portfolio/${remote.folder}`, 'build'], {
    env: {
      ...process.env,
      ...(values.version ? { RELEASE_VERSION: values.version } : {}),
      BUILD_OUT_DIR: buildDir,
    },
  }).catch((error) => {
    throw new ReleaseError(`The build failed: nothing was published. (${error.message})`);
  });
  const { version } = JSON.parse(await readFile(join(buildDir, 'last-build.json'), 'utf8'));
  if (staticRoot !== buildDir) {
    const target = join(staticRoot, 'releases', version);
    if (existsSync(target)) throw new ReleaseError(`${target} exists: a release is never overwritten.`);
    // Copied beside its place, then moved in at once: the static server never serves half a release.
    const incoming = join(staticRoot, 'releases', `.incoming-${version}`);
    await mkdir(join(staticRoot, 'releases'), { recursive: true });
    await cp(join(buildDir, 'releases', version), incoming, { recursive: true });
    await rename(incoming, target);
  }
  const manifestUrl = `${baseUrl}/releases/${version}/mf-manifest.json`;
  console.log(`Registering ${remote.name} ${version} (${manifestUrl})…`);
  const release = await client.register(remote.name, version, manifestUrl);
  console.log(
    `${remote.name} ${version} is registered; nobody sees it until it is promoted.\n${formatChecks(release.checks)}`,
  );
  const removed = await pruneReleases(
    staticRoot,
    await client.status(remote.name),
    values.keep ? number(values.keep, 'keep', 1, 1000) : KEPT_RELEASES,
  );
  if (removed.length > 0)
    console.log(`Removed ${removed.length} release(s) nobody needs any more: ${removed.join(', ')}`);
  console.log(
    `Next: pnpm release ${remoteArg} preview ${version}   or   pnpm release ${remoteArg} promote ${version}`,
  );
}

async function promote(version, percent) {
  if (!version) throw new ReleaseError('Name the release: pnpm release <remote> promote <version>');
  const state = await client.status(remote.name);
  const after = await client.promote(remote.name, version, {
    expectedLive: state.live?.version ?? null,
    percent,
    force: values.force,
  });
  const rollout = after.rollout
    ? `; ${after.rollout.version} for ${after.rollout.percent} % of visitors`
    : '';
  console.log(
    `${remote.name}: live ${after.live?.version ?? 'none'}${rollout}.\n${formatChecks(after.history[0]?.checks)}`,
  );
}

const share = (rate) => (rate === null ? '–' : `${(rate * 100).toFixed(1)} %`);
const p75 = (vital, unit = ' ms') =>
  vital.p75 === null
    ? '–'
    : `${vital.p75 < 10 ? vital.p75.toFixed(3) : Math.round(vital.p75)}${unit} (${vital.samples})`;

/** What visitors' browsers reported about each release, and the rollout's decision. */
function printHealth(health) {
  console.log(`\nHealth in visitors' browsers (last ${health.minutes} minutes):`);
  if (health.releases.length === 0) console.log('  no page views reported');
  for (const release of health.releases)
    console.log(
      `  ${release.version.padEnd(34)} ${String(release.views).padStart(6)} views  ${share(release.errorRate).padStart(7)} with an error` +
        `  chunk ${release.chunkErrorViews}  hydration ${release.hydrationErrorViews}` +
        `  LCP ${p75(release.vitals.LCP)}  INP ${p75(release.vitals.INP)}  CLS ${p75(release.vitals.CLS, '')}`,
    );
  const { rollout } = health;
  if (!rollout) return;
  const side = (name, s) => `${name} ${s.views} views, ${share(s.errorRate)} with an error`;
  console.log(
    `\nRollout ${rollout.candidate}: ${rollout.decision}` +
      `${rollout.reason ? ` (${rollout.reason})` : ''}\n  ${side(rollout.candidate, rollout.candidateSide)}; ` +
      `${side(rollout.live ?? 'live', rollout.liveSide)} (since ${rollout.since}; ${rollout.minViews} views each before a decision)`,
  );
  for (const warning of rollout.warnings) console.log(`  ⚠ ${warning}`);
}

async function status() {
  const minutes = values.minutes === undefined ? 60 : number(values.minutes, 'minutes', 1, 129_600);
  const [state, health] = await Promise.all([
    client.status(remote.name),
    client.health(remote.name, minutes),
  ]);
  if (values.json) {
    console.log(JSON.stringify({ ...state, health }, null, 2));
    return;
  }
  const live = state.live
    ? `${state.live.version} (since ${state.live.since}, by ${state.live.by.name})`
    : 'none';
  console.log(`${remote.name}\n  live      ${live}\n  previous  ${state.previous ?? 'none'}`);
  if (state.rollout)
    console.log(`  rollout   ${state.rollout.version} for ${state.rollout.percent} % of visitors`);
  console.log('\nReleases (newest first):');
  for (const release of state.releases.slice(0, 15)) {
    const ok = release.checks.every((check) => check.ok) ? '✓' : '✗';
    console.log(`  ${ok} ${release.version.padEnd(34)} ${release.commit ?? ''} ${release.builtAt ?? ''}`);
  }
  console.log('\nHistory:');
  for (const event of state.history.slice(0, 15)) {
    const percent = event.percent !== null && event.percent !== 100 ? ` ${event.percent} %` : '';
    console.log(
      `  ${event.at}  ${event.action.padEnd(8)} ${event.from ?? '–'} → ${event.to ?? '–'}${percent}  by ${event.by.name}${event.message ? `: ${event.message}` : ''}`,
    );
  }
  printHealth(health);
}

const commands = {
  publish,
  preview: async () => {
    if (!argument) throw new ReleaseError('Name the release: pnpm release <remote> preview <version>');
    const link = await client.preview(remote.name, argument);
    console.log(
      `Open this link to see ${remote.name} ${argument} in that browser only (until ${link.expiresAt}):\n${link.url}`,
    );
  },
  promote: () =>
    promote(argument, values.percent === undefined ? 100 : number(values.percent, 'percent', 0, 100)),
  rollback: async () => {
    const target = argument ?? (await client.status(remote.name)).previous;
    if (!target) throw new ReleaseError(`${remote.name} has no previous release to roll back to.`);
    await promote(target, 100);
  },
  status,
};

try {
  const action = commands[command];
  if (!action) throw new ReleaseError(`Unknown command "${command}".\n\n${USAGE}`);
  await action();
} catch (error) {
  if (!(error instanceof ReleaseError)) throw error;
  console.error(`✗ ${error.message}`);
  if (error.answer?.checks) console.error(formatChecks(error.answer.checks));
  process.exit(1);
}
