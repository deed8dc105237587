// `pnpm release <remote> <command>`: ships a remote as an immutable, checked release. See the README's
// "Shipping a remote" for a CI example and the exit codes.
import { cp, mkdir, readFile, rename } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { commitSubjectsSince, describeBuild } from './build-version.mjs';
import {
  EXIT_CODES,
  formatChecks,
  KEPT_RELEASES,
  pruneReleases,
  registerOrWithdraw,
  ReleaseClient,
  ReleaseError,
  remoteNamed,
} from './release-client.mjs';
import { run } from './run.mjs';
import { DEFAULT_PORTS, ROOT } from './stack.mjs';

const USAGE = `pnpm release <remote> <command> [options]

  remote   public | admin (or publicRemote | adminRemote)

  publish [--dir <static root>] [--base-url <url>] [--version <name>] [--keep ${KEPT_RELEASES}] [--allow-dirty]
          [--notes <text>]
           build the remote as a new release, put it in the static root under releases/<version>/, register it
           with the site (which checks it; nobody sees it yet) and remove releases nobody needs any more. A build
           with local changes to tracked files is refused unless --allow-dirty. Its notes: --notes, else the
           subjects of the commits since the live release.
  preview <version>            a link that opens the site on that release in your browser only
  promote <version|latest> [--percent N] [--force]
                               make it live for everyone, or first for N % of visitors (0 stops a rollout);
                               latest: the newest release that passed its checks; --force: even a release
                               whose rollout the rollout watch stopped
  rollback [version]           stop a running rollout (live unchanged); with none running, back to the
                               previous release, or to the one named (checked again)
  status [--minutes N]         what is live, rolling out, stored (with notes, download size and its change
                               against live, flagged past 10 %), the history, and each release's health in
                               visitors' browsers over the last N minutes (60), with the rollout's decision

  --json   print one JSON object on stdout (progress goes to stderr), for a CI script to read

Environment:
  PORTFOLIO_URL         the site, e.g. https://alex.example.com (required when CI is set; otherwise
                        http://localhost:${DEFAULT_PORTS.host}, what \`pnpm start\` serves)
  PORTFOLIO_DEPLOY_KEY  a deploy key of this remote (made in the admin under Releases), required

Exit codes:
  ${EXIT_CODES.ok}  done
  ${EXIT_CODES.failed}  failed: the build failed, or the site could not be reached or answered an error
  ${EXIT_CODES.usage}  usage: a wrong argument, or PORTFOLIO_URL / PORTFOLIO_DEPLOY_KEY missing
  ${EXIT_CODES.refused}  refused: a check failed, the key may not do this, or the build has local changes
  ${EXIT_CODES.conflict}  conflict: someone changed the remote meanwhile, or the version exists with other files

publish defaults: --dir is the package's dist/ (what \`pnpm start\` serves), --base-url the remote's origin as
\`pnpm start\` serves it (http://localhost:<port>). A failed build publishes nothing.`;

let values;
let positionals;
try {
  ({ values, positionals } = parseArgs({
    allowPositionals: true,
    options: {
      dir: { type: 'string' },
      'base-url': { type: 'string' },
      version: { type: 'string' },
      keep: { type: 'string' },
      percent: { type: 'string' },
      'allow-dirty': { type: 'boolean' },
      notes: { type: 'string' },
      force: { type: 'boolean' },
      minutes: { type: 'string' },
      json: { type: 'boolean' },
      help: { type: 'boolean', short: 'h' },
    },
  }));
} catch (error) {
  console.error(`✗ ${error.message}\n\n${USAGE}`);
  process.exit(EXIT_CODES.usage);
}

const json = values.json === true;
/** What a person reads: stdout, or stderr when stdout carries the JSON answer. */
const say = (text) => (json ? console.error(text) : console.log(text));

const [remoteArg, command, argument] = positionals;
const remote = remoteNamed(remoteArg ?? '');
if (values.help || !remote || !command) {
  console.log(USAGE);
  process.exit(values.help ? EXIT_CODES.ok : EXIT_CODES.usage);
}

const usage = (message) => new ReleaseError(message, undefined, 'usage');

/** CI is set by every CI service we know; `false` and `0` say it is not. */
const inCi = () => !['', '0', 'false'].includes((process.env.CI ?? '').trim().toLowerCase());

/** The site to talk to: never guessed under CI, where the wrong site would take a release silently. */
function siteUrl() {
  const given = process.env.PORTFOLIO_URL?.trim();
  if (given) {
    if (!URL.canParse(given) || !/^https?:$/.test(new URL(given).protocol))
      throw usage(`PORTFOLIO_URL must be the site's http(s) address, not "${given}".`);
    return given.replace(/\/$/, '');
  }
  if (inCi())
    throw usage(
      "PORTFOLIO_URL is not set: under CI the site is never guessed. Set PORTFOLIO_URL to the site's address (e.g. https://alex.example.com).",
    );
  const fallback = `http://localhost:${DEFAULT_PORTS.host}`;
  say(`PORTFOLIO_URL is not set: using ${fallback}, the site \`pnpm start\` serves.`);
  return fallback;
}

function deployKey() {
  const key = process.env.PORTFOLIO_DEPLOY_KEY?.trim();
  if (!key)
    throw usage(
      `PORTFOLIO_DEPLOY_KEY is not set: set it to a deploy key of ${remote.name} (made in the admin under Releases, Deploy keys).`,
    );
  return key;
}

const number = (text, name, min, max) => {
  const value = Number(text);
  if (!Number.isInteger(value) || value < min || value > max)
    throw usage(`--${name} must be a whole number from ${min} to ${max}`);
  return value;
};

const passedChecks = (release) => release.checks.every((check) => check.ok);

/** "download 123.4 KiB gzipped (+12.3 % against live) ⚠ more than 10 % larger", as the registry says it. */
function downloadText({ downloadBytes, downloadChange }) {
  if (downloadBytes === null || downloadBytes === undefined) return 'download size unknown';
  const change = downloadChange
    ? ` (${downloadChange.share >= 0 ? '+' : '-'}${Math.abs(downloadChange.share * 100).toFixed(1)} % against live)${downloadChange.flagged ? ' ⚠ more than 10 % larger' : ''}`
    : '';
  return `download ${(downloadBytes / 1024).toFixed(1)} KiB gzipped${change}`;
}

async function publish(client, url) {
  const packageDir = join(ROOT, remote.folder);
  const staticRoot = resolve(values.dir ?? join(packageDir, 'dist'));
  const baseUrl = (values['base-url'] ?? `http://localhost:${DEFAULT_PORTS[remote.name]}`).replace(/\/$/, '');
  const buildDir = join(packageDir, 'dist');
  let build;
  try {
    build = describeBuild(packageDir, values.version);
  } catch (error) {
    throw usage(error.message);
  }
  say(`Publishing ${remote.name} ${build.version} to ${url}`);
  if (build.dirty && !values['allow-dirty'])
    throw new ReleaseError(
      `The working tree has local changes to tracked files: a release must be a commit others can find. Commit them, or pass --allow-dirty.`,
      undefined,
      'refused',
    );
  const before = await client.status(remote.name);
  const liveCommit = before.releases.find((release) => release.version === before.live?.version)?.commit;
  const notes = values.notes?.trim() || (liveCommit ? commitSubjectsSince(packageDir, liveCommit) : '');
  say(`Building ${remote.name}…`);
  await run('pnpm', ['--filter', `@portfolio/${remote.folder}`, 'build'], {
    env: { ...process.env, RELEASE_VERSION: build.version, BUILD_OUT_DIR: buildDir, RELEASE_NOTES: notes },
    // Under --json the build's output joins the progress on stderr: stdout carries the answer alone.
    ...(json ? { stdio: ['ignore', 2, 2] } : {}),
  }).catch((error) => {
    throw new ReleaseError(`The build failed: nothing was published. (${error.message})`);
  });
  const { version } = JSON.parse(await readFile(join(buildDir, 'last-build.json'), 'utf8'));
  if (staticRoot !== buildDir) {
    const target = join(staticRoot, 'releases', version);
    if (existsSync(target))
      throw new ReleaseError(`${target} exists: a release is never overwritten.`, undefined, 'conflict');
    // Copied beside its place, then moved in at once: the static server never serves half a release.
    const incoming = join(staticRoot, 'releases', `.incoming-${version}`);
    await mkdir(join(staticRoot, 'releases'), { recursive: true });
    await cp(join(buildDir, 'releases', version), incoming, { recursive: true });
    await rename(incoming, target);
  }
  const manifestUrl = `${baseUrl}/releases/${version}/mf-manifest.json`;
  say(`Registering ${remote.name} ${version} (${manifestUrl})…`);
  const release = await registerOrWithdraw(client, staticRoot, remote.name, version, manifestUrl);
  say(
    `${remote.name} ${version} is registered; nobody sees it until it is promoted.\n  ${downloadText(release)}\n${formatChecks(release.checks)}`,
  );
  const removed = await pruneReleases(
    staticRoot,
    await client.status(remote.name),
    values.keep ? number(values.keep, 'keep', 1, 1000) : KEPT_RELEASES,
  );
  if (removed.length > 0)
    say(`Removed ${removed.length} release(s) nobody needs any more: ${removed.join(', ')}`);
  say(
    `Next: pnpm release ${remoteArg} preview ${version}   or   pnpm release ${remoteArg} promote ${version}`,
  );
  return { version, manifestUrl, release, removed };
}

async function promote(client) {
  if (!argument) throw usage('Name the release: pnpm release <remote> promote <version|latest>');
  const percent = values.percent === undefined ? 100 : number(values.percent, 'percent', 0, 100);
  const state = await client.status(remote.name);
  let version = argument;
  if (argument === 'latest') {
    version = state.releases.find(passedChecks)?.version;
    if (!version)
      throw new ReleaseError(`${remote.name} has no release that passed its checks.`, undefined, 'refused');
    say(`latest is ${version}.`);
  }
  const after = await client.promote(remote.name, version, {
    expectedLive: state.live?.version ?? null,
    percent,
    force: values.force,
  });
  const rollout = after.rollout
    ? `; ${after.rollout.version} for ${after.rollout.percent} % of visitors`
    : '';
  const checks = after.history[0]?.checks ?? [];
  say(`${remote.name}: live ${after.live?.version ?? 'none'}${rollout}.\n${formatChecks(checks)}`);
  return { version, percent, live: after.live, previous: after.previous, rollout: after.rollout, checks };
}

async function rollback(client) {
  const state = await client.status(remote.name);
  const after = await client.rollback(remote.name, {
    expectedLive: state.live?.version ?? null,
    version: argument,
  });
  const checks = after.history[0]?.checks ?? [];
  say(`${remote.name}: ${after.message}\n${formatChecks(checks)}`);
  return {
    outcome: after.outcome,
    message: after.message,
    live: after.live,
    previous: after.previous,
    rollout: after.rollout,
    checks,
  };
}

async function preview(client) {
  if (!argument) throw usage('Name the release: pnpm release <remote> preview <version>');
  const link = await client.preview(remote.name, argument);
  say(
    `Open this link to see ${remote.name} ${argument} in that browser only (until ${link.expiresAt}):\n${link.url}`,
  );
  return { version: argument, ...link };
}

const share = (rate) => (rate === null ? '–' : `${(rate * 100).toFixed(1)} %`);
const p75 = (vital, unit = ' ms') =>
  vital.p75 === null
    ? '–'
    : `${vital.p75 < 10 ? vital.p75.toFixed(3) : Math.round(vital.p75)}${unit} (${vital.samples})`;

/** What visitors' browsers reported about each release, and the rollout's decision. */
function sayHealth(health) {
  say(`\nHealth in visitors' browsers (last ${health.minutes} minutes):`);
  if (health.releases.length === 0) say('  no page views reported');
  for (const release of health.releases)
    say(
      `  ${release.version.padEnd(34)} ${String(release.views).padStart(6)} views  ${share(release.errorRate).padStart(7)} with an error` +
        `  chunk ${release.chunkErrorViews}  hydration ${release.hydrationErrorViews}` +
        `  LCP ${p75(release.vitals.LCP)}  INP ${p75(release.vitals.INP)}  CLS ${p75(release.vitals.CLS, '')}`,
    );
  const { rollout } = health;
  if (!rollout) return;
  const side = (name, figures) => `${name} ${figures.views} views, ${share(figures.errorRate)} with an error`;
  say(
    `\nRollout ${rollout.candidate}: ${rollout.decision}${rollout.reason ? ` (${rollout.reason})` : ''}\n` +
      `  ${side(rollout.candidate, rollout.candidateSide)}; ${side(rollout.live ?? 'live', rollout.liveSide)}` +
      ` (since ${rollout.since}; ${rollout.minViews} views each before a decision)`,
  );
  for (const warning of rollout.warnings) say(`  ⚠ ${warning}`);
}

async function status(client) {
  const minutes = values.minutes === undefined ? 60 : number(values.minutes, 'minutes', 1, 129_600);
  const [state, health] = await Promise.all([
    client.status(remote.name),
    client.health(remote.name, minutes),
  ]);
  const live = state.live
    ? `${state.live.version} (since ${state.live.since}, by ${state.live.by.name})`
    : 'none';
  say(`${remote.name}\n  live      ${live}\n  previous  ${state.previous ?? 'none'}`);
  if (state.rollout) say(`  rollout   ${state.rollout.version} for ${state.rollout.percent} % of visitors`);
  say('\nReleases (newest first):');
  for (const release of state.releases.slice(0, 15)) {
    say(
      `  ${passedChecks(release) ? '✓' : '✗'} ${release.version.padEnd(34)} ${release.commit ?? ''} ${release.builtAt ?? ''}`,
    );
    say(`      ${downloadText(release)}`);
    if (release.notes) say(release.notes.replace(/^/gm, '      | '));
  }
  say('\nHistory:');
  for (const event of state.history.slice(0, 15)) {
    const percent = event.percent !== null && event.percent !== 100 ? ` ${event.percent} %` : '';
    say(
      `  ${event.at}  ${event.action.padEnd(8)} ${event.from ?? '–'} → ${event.to ?? '–'}${percent}  by ${event.by.name}${event.message ? `: ${event.message}` : ''}`,
    );
  }
  sayHealth(health);
  return { ...state, health };
}

const commands = { publish, preview, promote, rollback, status };

try {
  const action = commands[command];
  if (!action) throw usage(`Unknown command "${command}".\n\n${USAGE}`);
  const url = siteUrl();
  const client = new ReleaseClient(url, deployKey());
  const result = await action(client, url);
  if (json) console.log(JSON.stringify({ ok: true, command, remote: remote.name, site: url, ...result }));
  process.exitCode = EXIT_CODES.ok;
} catch (error) {
  const failure =
    error instanceof ReleaseError
      ? error
      : new ReleaseError(error instanceof Error ? error.message : String(error));
  console.error(`✗ ${failure.message}`);
  if (failure.answer?.checks) console.error(formatChecks(failure.answer.checks));
  if (json)
    console.log(
      JSON.stringify({
        ok: false,
        command,
        remote: remote.name,
        error: {
          kind: failure.kind,
          message: failure.message,
          status: failure.answer?.status ?? null,
          checks: failure.answer?.checks ?? [],
        },
      }),
    );
  process.exitCode = EXIT_CODES[failure.kind];
}
