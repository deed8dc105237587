import { spawn, type ChildProcess } from 'node:child_process';
import { once } from 'node:events';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

export const API_ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
export const OWNER = { email: 'owner@reliability.test', password: 'reliability-owner-1' };

export interface ServerProcess {
  child: ChildProcess;
  url: string;
  /** Everything it printed so far. */
  output(): string;
  exited: Promise<{ code: number | null; signal: NodeJS.Signals | null }>;
}

/** A free port in the range these machines give to servers (43000–43999). */
export const randomPort = () => 43000 + Math.floor(Math.random() * 1000);

/**
 * The real server (`src/server.ts`) in a process of its own, as production runs it, on `DATA_DIR` (PGlite) or
 * `DATABASE_URL`; resolves once `/api/health` answers 200. Without a `port` it takes a random one, and another
 * if that one turns out taken: the range overlaps the machine's ephemeral ports, so an outgoing connection of
 * a neighbouring test can hold it.
 */
export async function startServer(env: Record<string, string>, port?: number): Promise<ServerProcess> {
  if (port !== undefined) return startServerOn(env, port);
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await startServerOn(env, randomPort());
    } catch (error) {
      if (attempt === 5 || !String(error).includes('EADDRINUSE')) throw error;
    }
  }
}

/** The server's process, started but not waited for: `startServer` waits until it answers. */
export function spawnServer(env: Record<string, string>, port: number): ServerProcess {
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API_ROOT,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? '',
      PORT: String(port),
      HOST: '127.0.0.1',
      ADMIN_EMAIL: OWNER.email,
      ADMIN_PASSWORD: OWNER.password,
      JWT_SECRET: 'reliability-secret-that-is-long-enough-0123456789',
      AUTH_RATE_LIMIT_PER_MINUTE: '100000',
      LOG_LEVEL: 'info',
      ...env,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = once(child, 'exit').then(([code, signal]) => ({
    code: code as number | null,
    signal: signal as NodeJS.Signals | null,
  }));
  return { child, url: `http://127.0.0.1:${port}`, output: () => output, exited };
}

async function startServerOn(env: Record<string, string>, port: number): Promise<ServerProcess> {
  const server = spawnServer(env, port);
  const { child, url } = server;
  const deadline = Date.now() + 120_000;
  for (;;) {
    if (child.exitCode !== null || child.signalCode !== null) {
      throw new Error(`the server exited during its start:\n${server.output()}`);
    }
    const health = await fetch(`${url}/api/health`).catch(() => undefined);
    if (health?.status === 200) break;
    if (Date.now() > deadline) {
      child.kill('SIGKILL');
      throw new Error(`the server did not start within 120 s:\n${server.output()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return server;
}

export async function signIn(url: string): Promise<string> {
  const response = await fetch(`${url}/api/v1/auth/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(OWNER),
  });
  if (response.status !== 200) throw new Error(`sign-in failed: ${response.status} ${await response.text()}`);
  return ((await response.json()) as { token: string }).token;
}

/** Creates a tag; answers its id when the server acknowledged the write (201), undefined otherwise. */
export async function writeTag(url: string, token: string, name: string): Promise<number | undefined> {
  try {
    const response = await fetch(`${url}/api/v1/tags`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ name, color: 'green' }),
    });
    if (response.status !== 201) return undefined;
    return ((await response.json()) as { id: number }).id;
  } catch {
    return undefined;
  }
}

/** The ids of every tag, read page by page. */
export async function allTagIds(url: string): Promise<Set<number>> {
  const ids = new Set<number>();
  for (let offset = 0; ; offset += 100) {
    const response = await fetch(`${url}/api/v1/tags?offset=${offset}&limit=100`);
    const page = (await response.json()) as { tags: { id: number }[] };
    for (const tag of page.tags) ids.add(tag.id);
    if (page.tags.length < 100) return ids;
  }
}
