import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { once } from 'node:events';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import pg from 'pg';

export const REPO_ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');
export const HAPROXY_CONFIG = join(REPO_ROOT, 'deploy', 'haproxy.cfg');
const HAPROXY = '/usr/sbin/haproxy';

export type ProcessName = 'api1' | 'api2' | 'host1' | 'host2';
export const PROCESS_NAMES: ProcessName[] = ['api1', 'api2', 'host1', 'host2'];

/** The built pieces the cluster runs: `pnpm build` (or the end-to-end runner's build folder) makes them. */
export interface ClusterBuild {
  /** The API's bundle, `api/dist/server.js`. */
  apiServer: string;
  /** The host's production server, `host/dist/server/main.js`. */
  hostServer: string;
  /**
   * The static server, `static-server/dist/serve-cli.js`, and the public remote's build folder it serves (the
   * release its last build made is named in `last-build.json` there).
   */
  staticServer: string;
  publicRemoteDir: string;
}

/** The built pieces as `pnpm build` lays them out under `root`, in each package's `out` folder (`dist`, `dist-e2e`). */
export const clusterBuild = (root: string, out: string): ClusterBuild => ({
  apiServer: join(root, 'api', out, 'server.js'),
  hostServer: join(root, 'host', out, 'server', 'main.js'),
  staticServer: join(root, 'static-server', 'dist', 'serve-cli.js'),
  publicRemoteDir: join(root, 'public-remote', out),
});

export interface ClusterOptions {
  /** Seven ports from here: the site, the hosts' API address, host1, host2, api1, api2, the public remote. */
  portBase: number;
  build: ClusterBuild;
  /** A PostgreSQL server where the cluster creates a database of its own and drops it at the end. */
  postgresAdminUrl: string;
  /** Each process's SHUTDOWN_DRAIN_MS: longer than HAProxy needs to notice a failing readiness. */
  drainMs?: number;
  log?: (line: string) => void;
}

export const CLUSTER_OWNER = { email: 'owner@cluster.test', password: randomBytes(12).toString('base64url') };
/** The host servers' key to the API, and theirs alone to sign preview links: releases are on, as in production. */
const RELEASES_SECRET = randomBytes(32).toString('base64url');
const PREVIEW_SECRET = randomBytes(32).toString('base64url');
/** Signs every page's page-view token: every host server and API instance holds it. */
const PAGE_VIEW_SECRET = randomBytes(32).toString('base64url');

/**
 * Two host servers and two API instances on one PostgreSQL, behind HAProxy with `deploy/haproxy.cfg`, each a
 * process of its own on this machine; images in the database. Every process can be killed, stopped and started
 * again, and HAProxy's view of each is read from its stats socket.
 */
export class Cluster {
  readonly siteUrl: string;
  readonly ports: Record<'site' | 'apiForHosts' | ProcessName | 'publicRemote', number>;
  private readonly children = new Map<string, ChildProcess>();
  private readonly output = new Map<string, string>();

  private constructor(
    private readonly options: ClusterOptions,
    private readonly work: string,
    readonly databaseUrl: string,
    private readonly dropDatabase: () => Promise<void>,
  ) {
    const base = options.portBase;
    this.ports = {
      site: base,
      apiForHosts: base + 1,
      host1: base + 2,
      host2: base + 3,
      api1: base + 4,
      api2: base + 5,
      publicRemote: base + 6,
    };
    // `localhost`, as browsers name it: the public remote allows this origin.
    this.siteUrl = `http://localhost:${this.ports.site}`;
  }

  static async start(options: ClusterOptions): Promise<Cluster> {
    const work = await mkdtemp(join(tmpdir(), 'portfolio-cluster-'));
    const name = `portfolio_cluster_${randomBytes(5).toString('hex')}`;
    await admin(options.postgresAdminUrl, `CREATE DATABASE ${name}`);
    const url = new URL(options.postgresAdminUrl);
    url.pathname = `/${name}`;
    const cluster = new Cluster(options, work, url.toString(), () =>
      admin(options.postgresAdminUrl, `DROP DATABASE IF EXISTS ${name} WITH (FORCE)`),
    );
    try {
      await cluster.startAll();
    } catch (error) {
      await cluster.close();
      throw error;
    }
    return cluster;
  }

  private log(line: string) {
    this.options.log?.(line);
  }

  /** The public remote's build, on its own origin: what the host servers serve, and a release to register. */
  publicRemoteManifest = '';

  private async startAll() {
    const { path } = JSON.parse(
      await readFile(join(this.options.build.publicRemoteDir, 'last-build.json'), 'utf8'),
    ) as { path: string };
    this.publicRemoteManifest = `http://localhost:${this.ports.publicRemote}/${path}/mf-manifest.json`;
    await this.startHaproxy();
    this.launch('publicRemote', [this.options.build.staticServer, this.options.build.publicRemoteDir], {
      HOST: 'localhost',
      PORT: String(this.ports.publicRemote),
      CORS_ORIGINS: this.siteUrl,
      LOG_LEVEL: 'error',
    });
    // The first API instance migrates and seeds; the second finds both done.
    await this.start('api1');
    await Promise.all([this.start('api2'), this.start('host1'), this.start('host2')]);
  }

  private async startHaproxy() {
    const env = {
      SITE_BIND: `127.0.0.1:${this.ports.site}`,
      API_BIND: `127.0.0.1:${this.ports.apiForHosts}`,
      HOST1: `127.0.0.1:${this.ports.host1}`,
      HOST2: `127.0.0.1:${this.ports.host2}`,
      API1: `127.0.0.1:${this.ports.api1}`,
      API2: `127.0.0.1:${this.ports.api2}`,
      HAPROXY_STATS_SOCKET: join(this.work, 'haproxy.sock'),
    };
    const child = spawn(HAPROXY, ['-db', '-f', HAPROXY_CONFIG], {
      env: { PATH: process.env.PATH ?? '', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.track('haproxy', child);
    await this.waitUntil(
      'haproxy answers on its stats socket',
      async () => (await this.stats()).size > 0,
      10_000,
    );
  }

  private track(name: string, child: ChildProcess) {
    this.children.set(name, child);
    // A test that runs out of time never calls close(): its worker still exits, and takes the processes with it,
    // or HAProxy (a process of its own, not Node's) would hold the site's port for the next run.
    const killOnExit = () => child.kill('SIGKILL');
    process.once('exit', killOnExit);
    child.once('exit', () => process.off('exit', killOnExit));
    this.output.set(name, '');
    const append = (chunk: Buffer) => this.output.set(name, (this.output.get(name) ?? '') + chunk.toString());
    child.stdout?.on('data', append);
    child.stderr?.on('data', append);
  }

  private launch(name: string, args: string[], env: Record<string, string>) {
    const child = spawn(process.execPath, args, {
      cwd: dirname(args[0]!),
      env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', NODE_ENV: 'production', ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    this.track(name, child);
    return child;
  }

  /** Starts one of the four processes and resolves once HAProxy has it in rotation. */
  async start(name: ProcessName) {
    const drain = String(this.options.drainMs ?? 3000);
    const shared = { LOG_LEVEL: 'warn', TRUST_PROXY: 'loopback', SHUTDOWN_DRAIN_MS: drain };
    if (name === 'api1' || name === 'api2') {
      this.launch(name, [this.options.build.apiServer], {
        ...shared,
        HOST: '127.0.0.1',
        PORT: String(this.ports[name]),
        // Every instance: the same database (images included) and signing key; nothing else shared.
        DATABASE_URL: this.databaseUrl,
        JWT_SECRET: 'cluster-signing-key-shared-by-every-instance-0123456789',
        DATA_DIR: join(this.work, name),
        ADMIN_EMAIL: CLUSTER_OWNER.email,
        ADMIN_PASSWORD: CLUSTER_OWNER.password,
        PUBLIC_URL: this.siteUrl,
        CORS_ORIGINS: this.siteUrl,
        AUTH_RATE_LIMIT_PER_MINUTE: '100000',
        RELEASES_SECRET,
        PAGE_VIEW_SECRET,
      });
    } else {
      this.launch(name, [this.options.build.hostServer], {
        ...shared,
        LOG_LEVEL: 'error',
        HOST: '127.0.0.1',
        PORT: String(this.ports[name]),
        API_URL: `http://127.0.0.1:${this.ports.apiForHosts}`,
        PUBLIC_REMOTE_URL: this.publicRemoteManifest,
        PUBLIC_URL: this.siteUrl,
        RELEASES_SECRET,
        PREVIEW_SECRET,
        PAGE_VIEW_SECRET,
      });
    }
    await this.waitForState(name, 'UP', 120_000);
  }

  /** kill -9: no goodbye, connections reset, requests in flight lost. */
  kill9(name: ProcessName) {
    this.children.get(name)?.kill('SIGKILL');
  }

  /** SIGTERM, as a deployment restarts it, and resolves once the process has exited. */
  async stop(name: ProcessName) {
    const child = this.children.get(name);
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    const exited = once(child, 'exit');
    child.kill('SIGTERM');
    await exited;
  }

  /** The process id of a running process (to read its memory from /proc), or undefined once it exited. */
  pid(name: ProcessName): number | undefined {
    const child = this.children.get(name);
    return child && child.exitCode === null && child.signalCode === null ? child.pid : undefined;
  }

  /** What a process printed (its warnings and errors). */
  printed(name: string) {
    return this.output.get(name) ?? '';
  }

  /** HAProxy's view of every server: `backend/server` → `UP`, `DOWN`, `UP 1/2` (failing), `DOWN 1/2` (recovering)… */
  async stats(): Promise<Map<string, string>> {
    const socket = join(this.work, 'haproxy.sock');
    const text = await new Promise<string>((resolve) => {
      const connection = connect(socket);
      let data = '';
      connection.on('data', (chunk) => (data += chunk.toString()));
      connection.on('end', () => resolve(data));
      connection.on('error', () => resolve(''));
      connection.write('show stat\n');
    });
    const [header, ...rows] = text.trim().split('\n');
    if (!header?.startsWith('# ')) return new Map();
    const columns = header.slice(2).split(',');
    const at = (name: string) => columns.indexOf(name);
    const states = new Map<string, string>();
    for (const row of rows) {
      const cells = row.split(',');
      states.set(`${cells[at('pxname')]}/${cells[at('svname')]}`, cells[at('status')] ?? '');
    }
    return states;
  }

  /** HAProxy's state of a process: `UP` in rotation, anything starting with `DOWN` out of it. */
  async state(name: ProcessName) {
    const backend = name.startsWith('api') ? 'api' : 'hosts';
    return (await this.stats()).get(`${backend}/${name}`) ?? 'unknown';
  }

  /** Resolves once HAProxy has the process in (`UP`) or out of (`DOWN`) rotation; answers how long it took. */
  async waitForState(name: ProcessName, wanted: 'UP' | 'DOWN', timeoutMs = 30_000) {
    const started = performance.now();
    await this.waitUntil(
      `${name} ${wanted} in HAProxy`,
      async () => {
        const child = this.children.get(name);
        if (wanted === 'UP' && child && (child.exitCode !== null || child.signalCode !== null)) {
          throw new Error(`${name} exited during its start:\n${this.printed(name)}`);
        }
        const state = await this.state(name);
        return wanted === 'UP' ? state === 'UP' : state.startsWith('DOWN') || state.startsWith('MAINT');
      },
      timeoutMs,
      20,
    );
    return performance.now() - started;
  }

  private async waitUntil(what: string, test: () => Promise<boolean>, timeoutMs: number, everyMs = 100) {
    const deadline = Date.now() + timeoutMs;
    while (!(await test())) {
      if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
      await sleep(everyMs);
    }
  }

  /** Stops every process (HAProxy last), drops the database and removes the working folder. */
  async close() {
    const alive = [...this.children.entries()].filter(
      ([, child]) => child.exitCode === null && child.signalCode === null,
    );
    const order = (name: string) => (name === 'haproxy' ? 1 : 0);
    for (const group of [0, 1]) {
      await Promise.all(
        alive
          .filter(([name]) => order(name) === group)
          .map(async ([, child]) => {
            const exited = once(child, 'exit');
            // Draining would only delay a test's end: straight to SIGKILL after a short grace.
            child.kill('SIGTERM');
            const timer = setTimeout(() => child.kill('SIGKILL'), 1000);
            await exited;
            clearTimeout(timer);
          }),
      );
    }
    await this.dropDatabase().catch((error: unknown) =>
      this.log(`could not drop the database: ${String(error)}`),
    );
    await rm(this.work, { recursive: true, force: true });
  }
}

async function admin(url: string, statement: string) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}
