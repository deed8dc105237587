import { isRemoteName, REMOTE_NAMES, type RemoteName } from '@portfolio/shared/remotes';
import {
  type PreviewLink,
  previewReleaseSchema,
  promoteReleaseSchema,
  registerReleaseSchema,
  type ReleaseCheck,
  rollbackReleaseSchema,
  type RemoteReleases,
} from '@portfolio/shared/schemas';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { createHash } from 'node:crypto';
import { RateLimiterMemory, RateLimiterRes } from 'rate-limiter-flexible';
import type { z } from 'zod';
import { sendProblem } from '../problems';
import type { CheckedRelease } from './release-checks';
import type { ApiAnswer, ReleasesApi } from './releases-api';
import { PREVIEW_LIFETIME_MS, previewCookie, readGrant, signGrant } from './visitor-cookies';

export interface ReleaseRouteOptions {
  /** Undefined when releases are turned off (no RELEASES_SECRET): every change answers 503. */
  api: ReleasesApi | undefined;
  /** Signs preview links (PREVIEW_SECRET); set whenever `api` is. */
  previewSecret: string | undefined;
  /** Whether the registry lists this release as previewed (read again once when it does not yet). */
  previewable: (remote: RemoteName, version: string) => Promise<boolean>;
  /** Every check of a release; `render: false` leaves out its render on the server (see the rollback). */
  check: (remote: RemoteName, manifestUrl: string, options?: { render?: boolean }) => Promise<CheckedRelease>;
  /** Reads the registry now and serves what it says: a promotion's answer waits until this server has switched. */
  refresh: () => Promise<unknown>;
  /** Loads a release in the background, so that its preview opens quickly. */
  warm: (remote: RemoteName, version: string, manifestUrl: string) => void;
}

/**
 * Changes one credential (a deploy key, a session) may ask of this host server a minute: each registration,
 * preview or promotion runs the release's checks, a smoke render among them, so a leaked or looping key must
 * not keep the machine busy. A team's real pace is a few a minute.
 */
export const RELEASE_CHANGES_PER_MINUTE = 20;

const relay = (reply: FastifyReply, answer: ApiAnswer) =>
  answer.body === null
    ? reply.code(answer.status).send()
    : reply
        .code(answer.status)
        .type(answer.status >= 400 ? 'application/problem+json' : 'application/json')
        .send(answer.body);

/** The body, or a 400 problem naming each bad field like the API's. */
function parseBody<T extends z.ZodType>(
  schema: T,
  body: unknown,
  reply: FastifyReply,
): z.infer<T> | undefined {
  const parsed = schema.safeParse(body ?? {});
  if (parsed.success) return parsed.data;
  const errors: Record<string, string> = {};
  for (const issue of parsed.error.issues) errors[issue.path.join('.') || 'body'] ??= issue.message;
  void sendProblem(reply, 400, 'Some fields of the request body are invalid.', { errors });
  return undefined;
}

/**
 * The release registry's changes, answered by the host server on the site's origin: it asks the API whether the
 * caller may (their session or deploy key), runs the release's checks, then forwards the change with its checks.
 * Reads go straight through the `/api` proxy. Also the preview link that sets a browser's preview cookie, and
 * the form that ends it.
 */
export function registerReleaseRoutes(app: FastifyInstance, options: ReleaseRouteOptions) {
  const changes = new RateLimiterMemory({ points: RELEASE_CHANGES_PER_MINUTE, duration: 60 });

  /** The caller's view of the remote's registry, or an answer already sent (off, unknown remote, not allowed). */
  async function access(
    request: FastifyRequest,
    reply: FastifyReply,
  ): Promise<[ReleasesApi, RemoteName, RemoteReleases] | undefined> {
    if (!options.api) {
      await sendProblem(
        reply,
        503,
        'Remote releases are turned off: set the same RELEASES_SECRET on the API and on every host server.',
      );
      return undefined;
    }
    const { remote } = request.params as { remote: string };
    const answer = await options.api.remoteReleases(
      encodeURIComponent(remote) as RemoteName,
      request.headers.authorization,
    );
    if (answer.status !== 200 || !isRemoteName(remote)) {
      await relay(reply, answer);
      return undefined;
    }
    // Counted once the API knows the caller, so nobody spends another's budget.
    const caller = createHash('sha256')
      .update(request.headers.authorization ?? '')
      .digest('base64url');
    try {
      await changes.consume(caller);
    } catch (error) {
      if (!(error instanceof RateLimiterRes)) throw error;
      const seconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
      await sendProblem(
        reply.header('retry-after', String(seconds)),
        429,
        `This key or session asked for more than ${RELEASE_CHANGES_PER_MINUTE} release changes in a minute. Try again in ${seconds} s.`,
      );
      return undefined;
    }
    return [options.api, remote, answer.body];
  }

  const releaseOf = (state: RemoteReleases, version: string, reply: FastifyReply) => {
    const release = state.releases.find((candidate) => candidate.version === version);
    if (!release) void sendProblem(reply, 404, `Release ${version} of ${state.remote} not found.`);
    return release;
  };

  app.post('/api/v1/releases/:remote', async (request, reply) => {
    const allowed = await access(request, reply);
    if (!allowed) return reply;
    const [api, remote] = allowed;
    const input = parseBody(registerReleaseSchema, request.body, reply);
    if (!input) return reply;
    const { checks, build } = await options.check(remote, input.manifestUrl);
    return relay(
      reply,
      await api.send('POST', `/${remote}`, request.headers.authorization, { ...input, build, checks }),
    );
  });

  app.put('/api/v1/releases/:remote/live', async (request, reply) => {
    const allowed = await access(request, reply);
    if (!allowed) return reply;
    const [api, remote, state] = allowed;
    const input = parseBody(promoteReleaseSchema, request.body, reply);
    if (!input) return reply;
    const release = releaseOf(state, input.version, reply);
    if (!release) return reply;
    const checks: ReleaseCheck[] =
      input.percent === 0
        ? [{ name: 'rollout', ok: true, message: 'Stopping a rollout needs no checks.' }]
        : (await options.check(remote, release.manifestUrl)).checks;
    const answer = await api.send('PUT', `/${remote}/live`, request.headers.authorization, {
      ...input,
      checks,
    });
    if (answer.status === 200) await options.refresh().catch(() => undefined);
    return relay(reply, answer);
  });

  /**
   * An admin release built before admin releases carried a server entry cannot be rendered to check it, and the
   * host needs none to serve it (browsers render the admin). Refusing it would leave an owner whose new admin
   * breaks with no way back from the release everyone used a moment ago; every other check still holds.
   */
  const checkedUnrendered = async (manifestUrl: string) => [
    ...(await options.check('adminRemote', manifestUrl, { render: false })).checks,
    {
      name: 'render',
      ok: true,
      message:
        'Built without a server entry, so not rendered to check it: it was live before this one, and browsers render the admin.',
    },
  ];

  // A rollback means "stop what is new": a running rollout is stopped (nothing to check), else live goes back to
  // the release named or the previous one, checked again. The API changes nothing if the registry moved meanwhile.
  app.post('/api/v1/releases/:remote/rollback', async (request, reply) => {
    const allowed = await access(request, reply);
    if (!allowed) return reply;
    const [api, remote, state] = allowed;
    const input = parseBody(rollbackReleaseSchema, request.body, reply);
    if (!input) return reply;
    const rollout = state.rollout?.version ?? null;
    let version: string;
    let checks: ReleaseCheck[];
    if (rollout) {
      version = rollout;
      checks = [{ name: 'rollout', ok: true, message: 'Stopping a rollout needs no checks.' }];
    } else {
      const target = input.version ?? state.previous;
      if (!target) return sendProblem(reply, 409, `${remote} has no previous release to roll back to.`);
      const release = releaseOf(state, target, reply);
      if (!release) return reply;
      version = target;
      const checked = await options.check(remote, release.manifestUrl);
      checks =
        remote === 'adminRemote' && target === state.previous && checked.serverEntry === false
          ? await checkedUnrendered(release.manifestUrl)
          : checked.checks;
    }
    const answer = await api.send('POST', `/${remote}/rollback`, request.headers.authorization, {
      expectedLive: input.expectedLive,
      expectedRollout: rollout,
      version,
      checks,
    });
    if (answer.status === 200) await options.refresh().catch(() => undefined);
    return relay(reply, answer);
  });

  app.post('/api/v1/releases/:remote/previews', async (request, reply) => {
    const allowed = await access(request, reply);
    if (!allowed) return reply;
    const [api, remote, state] = allowed;
    const input = parseBody(previewReleaseSchema, request.body, reply);
    if (!input) return reply;
    const release = releaseOf(state, input.version, reply);
    if (!release) return reply;
    const { checks } = await options.check(remote, release.manifestUrl);
    const expires = Date.now() + PREVIEW_LIFETIME_MS;
    const until = new Date(expires).toISOString();
    const answer = await api.send('POST', `/${remote}/previews`, request.headers.authorization, {
      version: release.version,
      checks,
      until,
    });
    if (answer.status !== 204) return relay(reply, answer);
    // The link opens here at once: the registry, which now lists the preview, is read before it is answered.
    await options.refresh().catch(() => undefined);
    options.warm(remote, release.version, release.manifestUrl);
    const grant = signGrant(options.previewSecret!, { remote, version: release.version, expires });
    const link: PreviewLink = {
      url: `${app.siteUrl}/releases/preview?grant=${encodeURIComponent(grant)}`,
      expiresAt: until,
    };
    return reply.code(201).send(link);
  });

  app.get('/releases/preview', async (request, reply) => {
    const signed = (request.query as { grant?: string }).grant;
    const grant = options.previewSecret ? readGrant(options.previewSecret, signed) : undefined;
    if (!grant || !signed || !(await options.previewable(grant.remote, grant.version)))
      return reply
        .code(400)
        .type('text/html; charset=utf-8')
        .header('cache-control', 'no-store')
        .send(
          '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Preview link not valid</title></head>' +
            '<body><h1>This preview link is not valid or has expired</h1>' +
            '<p>Ask for a new one in the admin (Releases) or with <code>pnpm release &lt;remote&gt; preview</code>.</p>' +
            '<p><a href="/">Go to the site</a></p></body></html>',
        );
    reply.setCookie(previewCookie(grant.remote), signed, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure: request.protocol === 'https',
      expires: new Date(grant.expires),
    });
    return reply
      .code(303)
      .header('cache-control', 'no-store')
      .redirect(grant.remote === 'adminRemote' ? '/admin' : '/', 303);
  });

  // The bar's Exit is a plain form (it works before any script runs): its empty form body is read as nothing.
  void app.register(async (scope) => {
    scope.addContentTypeParser('application/x-www-form-urlencoded', (_request, _body, done) =>
      done(null, undefined),
    );
    scope.post('/releases/preview/exit', async (_request, reply) => {
      for (const remote of REMOTE_NAMES) reply.clearCookie(previewCookie(remote), { path: '/' });
      return reply.code(303).header('cache-control', 'no-store').redirect('/', 303);
    });
  });
}
