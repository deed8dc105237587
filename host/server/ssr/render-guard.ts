import { register } from 'node:module';
import { Socket } from 'node:net';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';

/** Where a socket is asked to connect: a TCP host and port, or a Unix socket's path. */
interface ConnectTarget {
  host?: string;
  port?: number | string;
  path?: string;
}

/** The target of `socket.connect(…)` in each of its forms, Node's own normalized `[options, callback]` included. */
export function connectTarget(args: unknown[]): ConnectTarget {
  const [first, second] = args;
  const options = Array.isArray(first) ? (first[0] as unknown) : first;
  if (typeof options === 'object' && options !== null) {
    const { host, port, path } = options as ConnectTarget;
    return path !== undefined ? { path } : { host: host ?? 'localhost', port };
  }
  if (typeof options === 'string' && !/^\d+$/.test(options)) return { path: options };
  return { host: typeof second === 'string' ? second : 'localhost', port: options as number | string };
}

const bare = (host: string) => host.replace(/^\[(.*)\]$/, '$1').toLowerCase();
const LOOPBACK_NAMES = ['localhost', '127.0.0.1', '::1'];

/**
 * Whether `target` is `origin`, one of the release's: its host (any loopback address for `localhost`, which the
 * federation loader retries as `[::1]`) and port. Never a Unix socket.
 */
export function isReleaseOrigin(origin: URL, target: ConnectTarget): boolean {
  if (target.path !== undefined || target.host === undefined) return false;
  const port = Number(origin.port || (origin.protocol === 'https:' ? 443 : 80));
  if (Number(target.port) !== port) return false;
  const host = bare(origin.hostname);
  const hosts = host === 'localhost' ? LOOPBACK_NAMES : [host];
  return hosts.includes(bare(target.host));
}

/**
 * Confines the release's server code before it loads, beyond what Node's permission model covers (the file system,
 * processes, threads, addons): the module hooks (render-hooks.ts) refuse the network's and the runtime's modules,
 * and packages other than the shared ones; every TCP connection of the process (fetch, http, tls and net all open
 * theirs through `Socket.prototype.connect`) goes to the release's origins only (its remote's allowed ones), which
 * the federation loader downloads the code from; and the process functions that would reach past both are removed: `getBuiltinModule`
 * hands out any module without an import, `kill` signals other processes of the same user.
 */
export function confineReleaseCode(origins: readonly string[], hooksPath: string): void {
  register(pathToFileURL(hooksPath), {
    data: { releaseFolder: pathToFileURL(join(process.cwd(), '/')).href },
  });
  const allowed = origins.map((origin) => new URL(origin));
  const connect = Socket.prototype.connect;
  Socket.prototype.connect = function (this: Socket, ...args: unknown[]) {
    const target = connectTarget(args);
    if (!allowed.some((origin) => isReleaseOrigin(origin, target)))
      throw new Error(
        `A render process connects only to its release's origins (${origins.join(', ')}), not to ${target.path ?? `${target.host}:${target.port}`}.`,
      );
    return (connect as (...args: unknown[]) => Socket).apply(this, args);
  } as typeof connect;
  const processFunctions = process as unknown as Record<string, unknown>;
  for (const name of ['getBuiltinModule', 'kill', '_kill']) delete processFunctions[name];
}
