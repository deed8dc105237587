import { type ChildProcess, spawn } from 'node:child_process';
import { cp, mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { env } from './support';

/** A server the spec started itself from the end-to-end build: a second host server or a remote's copy. */
export interface SpareServer {
  url: string;
  process: ChildProcess;
  stop: () => Promise<void>;
}

const root = () => env('E2E_ROOT');
const outDir = () => env('E2E_OUT_DIR');

/** Ports above the stack's, one block per worker so parallel specs never collide. */
export function sparePort(workerIndex: number, offset: number) {
  return Number(env('E2E_SPARE_PORT')) + workerIndex * 10 + offset;
}

// An API's first start migrates and seeds a database; on a machine busy with the rest of the suite that can take
// far longer than the few seconds it takes alone.
async function waitUntilAnswering(url: string, child: ChildProcess, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`${url}: the server exited with ${child.exitCode}`);
    try {
      await fetch(url);
      return;
    } catch {
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

async function start(command: string[], cwd: string, port: number, extraEnv: Record<string, string>) {
  const url = `http://localhost:${port}`;
  // Something else answering there would pass for this server.
  if (
    await fetch(url).then(
      () => true,
      () => false,
    )
  )
    throw new Error(`${url} is taken: free the port first`);
  const child = spawn(process.execPath, command, {
    cwd,
    env: { ...process.env, HOST: 'localhost', PORT: String(port), LOG_LEVEL: 'error', ...extraEnv },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  await waitUntilAnswering(url, child);
  // A server still busy 10 s after SIGTERM is killed, and said so: the spec's teardown must not fail the spec.
  const stop = () =>
    new Promise<void>((resolve) => {
      if (child.exitCode !== null || child.signalCode !== null) return resolve();
      const kill = setTimeout(() => {
        console.warn(`${url} (${command.join(' ')}) did not stop within 10 s of SIGTERM: killed`);
        child.kill('SIGKILL');
      }, 10_000);
      child.once('exit', () => (clearTimeout(kill), resolve()));
      child.kill('SIGTERM');
    });
  return { url, process: child, stop };
}

/**
 * Another host production server from the same build, configured by `config` (API_URL, PUBLIC_REMOTE_URL…); its
 * PUBLIC_URL is its own address unless `config` says otherwise.
 */
export function startHostServer(port: number, config: Record<string, string>): Promise<SpareServer> {
  return start([join(outDir(), 'server', 'main.js')], join(root(), 'host'), port, {
    PUBLIC_URL: `http://localhost:${port}`,
    PAGE_VIEW_SECRET: process.env.E2E_PAGE_VIEW_SECRET ?? '',
    ...config,
  });
}

/** A static server for `dir`, as a remote's deployment, loadable from `hostOrigin`. */
export function startStaticServer(dir: string, port: number, hostOrigin: string): Promise<SpareServer> {
  return start([join(root(), 'static-server', 'dist', 'serve-cli.js'), dir], root(), port, {
    CORS_ORIGINS: hostOrigin,
  });
}

/** The folder of the release the end-to-end build of the public remote made. */
export async function publicRemoteRelease(): Promise<string> {
  const build = join(root(), 'public-remote', outDir());
  const { path } = JSON.parse(await readFile(join(build, 'last-build.json'), 'utf8')) as { path: string };
  return join(build, path);
}

/** A copy of the public remote's release in a temporary folder, to change and serve on its own. */
export async function copyOfPublicRemote(): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(join(tmpdir(), 'portfolio-remote-'));
  await cp(await publicRemoteRelease(), dir, { recursive: true });
  return { dir, remove: () => rm(dir, { recursive: true, force: true }) };
}

/** An API server from the end-to-end build, configured by `config` (DATABASE_URL, RELEASES_SECRET…). */
export function startApiServer(port: number, config: Record<string, string>): Promise<SpareServer> {
  return start([join(outDir(), 'server.js')], join(root(), 'api'), port, {
    NODE_ENV: 'production',
    PAGE_VIEW_SECRET: process.env.E2E_PAGE_VIEW_SECRET ?? '',
    ...config,
  });
}
