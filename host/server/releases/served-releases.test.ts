import type { RemoteName } from '@portfolio/shared/remotes';
import type { LiveState, ReleasePointer } from '@portfolio/shared/schemas';
import Fastify from 'fastify';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { type PreparedRelease, ServedReleases } from './served-releases';

const pointer = (version: string): ReleasePointer => ({
  version,
  manifestUrl: `http://remote.test/releases/${version}/mf-manifest.json`,
});
const live = (
  version: string,
  extra: Partial<NonNullable<LiveState['remotes']['publicRemote']>> = {},
): LiveState => ({
  remotes: {
    publicRemote: {
      live: pointer(version),
      previous: null,
      rollout: null,
      candidate: null,
      previews: [],
      ...extra,
    },
  },
});

/**
 * A preparer that resolves when the test says so (each release's server part is a real process in the server;
 * here its readiness is what matters), records what was prepared and stopped, and can fail a release.
 */
function harness(allowed?: (remote: RemoteName, manifestUrl: string) => boolean) {
  const waiting = new Map<string, (release: PreparedRelease) => void>();
  const prepared: string[] = [];
  const retired: string[] = [];
  const broken = new Set<string>();
  const served = new ServedReleases(
    (remote: RemoteName, release: ReleasePointer) => {
      prepared.push(release.version);
      if (broken.has(release.version))
        return Promise.resolve({ remote, ...release, degraded: 'the server entry failed' });
      return new Promise((resolve) => waiting.set(release.version, () => resolve({ remote, ...release })));
    },
    async (release) => void retired.push(release.version),
    Fastify().log,
    allowed,
  );
  const ready = (version: string) => waiting.get(version)?.({} as PreparedRelease);
  return { served, prepared, retired, broken, ready, waiting };
}

const visitor = (bucket?: number) => ({ bucket: bucket === undefined ? undefined : () => bucket });

describe('ServedReleases', () => {
  beforeEach(() => vi.useFakeTimers({ toFake: ['Date'] }));
  afterEach(() => vi.useRealTimers());

  it('keeps serving the old release until the new one is ready, then switches', async () => {
    const { served, ready } = harness();
    const first = served.apply(live('v1'));
    ready('v1');
    await first;
    expect((await served.forVisitor('publicRemote', visitor()))?.version).toBe('v1');

    const switching = served.apply(live('v2'));
    // v2 is still loading: every visitor gets v1, never nothing.
    expect((await served.forVisitor('publicRemote', visitor()))?.version).toBe('v1');
    ready('v2');
    await switching;
    expect((await served.forVisitor('publicRemote', visitor()))?.version).toBe('v2');
  });

  it('counts a change when what visitors are served changes, and only then (the registry is read twice a second)', async () => {
    const { served, ready } = harness();
    const first = served.apply(live('v1'));
    ready('v1');
    await first;
    const afterV1 = served.changes;
    await served.apply(live('v1'));
    expect(served.changes).toBe(afterV1);

    const switching = served.apply(live('v2'));
    // Still loading: v1 serves, nothing changed for visitors yet.
    await Promise.resolve();
    expect(served.changes).toBe(afterV1);
    ready('v2');
    await switching;
    expect(served.changes).toBe(afterV1 + 1);

    await served.apply(live('v2', { rollout: { ...pointer('v2'), percent: 10 } }));
    expect(served.changes).toBe(afterV1 + 2);
    const until = new Date(Date.now() + 3_600_000).toISOString();
    await served.apply(live('v2', { previews: [{ ...pointer('v2'), until }] }));
    expect(served.changes).toBe(afterV1 + 3);
  });

  it('keeps a whole release serving when the next one cannot be rendered on the server', async () => {
    const { served, ready, broken } = harness();
    const first = served.apply(live('v1'));
    ready('v1');
    await first;
    broken.add('v2');
    await served.apply(live('v2'));
    expect((await served.forVisitor('publicRemote', visitor()))?.version).toBe('v1');
  });

  it('sends a visitor to the rollout when their bucket is within its share', async () => {
    const { served, ready } = harness();
    const applying = served.apply(live('v1', { rollout: { ...pointer('v2'), percent: 30 } }));
    ready('v1');
    ready('v2');
    await applying;
    expect(served.rollingOut).toBe(true);
    expect((await served.forVisitor('publicRemote', visitor(29)))?.version).toBe('v2');
    expect((await served.forVisitor('publicRemote', visitor(30)))?.version).toBe('v1');
    // Not bucketed yet: the live release.
    expect((await served.forVisitor('publicRemote', visitor()))?.version).toBe('v1');
  });

  it('serves a preview to its browser only, loading it on demand', async () => {
    const { served, ready } = harness();
    const until = new Date(Date.now() + 3_600_000).toISOString();
    const applying = served.apply(live('v1', { previews: [{ ...pointer('v9'), until }] }));
    ready('v1');
    await applying;
    const previewing = served.forVisitor('publicRemote', { preview: { publicRemote: 'v9' } });
    ready('v9');
    const previewed = await previewing;
    expect(previewed?.version).toBe('v9');
    expect(previewed?.manifestUrl).toBe('http://remote.test/releases/v9/mf-manifest.json');
    expect((await served.forVisitor('publicRemote', visitor()))?.version).toBe('v1');
  });

  it('previews only what the registry lists, from the address the registry holds', async () => {
    const { served, ready, prepared } = harness();
    const applying = served.apply(live('v1'));
    ready('v1');
    await applying;
    // A signed cookie naming a version the registry does not list as previewed gets the live release.
    expect((await served.forVisitor('publicRemote', { preview: { publicRemote: 'v9' } }))?.version).toBe(
      'v1',
    );
    expect(prepared).toEqual(['v1']);
  });

  it("never serves a release whose address is not on its remote's allowed origins", async () => {
    const { served, ready, prepared } = harness((_remote, url) => url.startsWith('http://remote.test/'));
    const elsewhere = { version: 'v2', manifestUrl: 'http://127.0.0.1:8510/releases/v2/mf-manifest.json' };
    const first = served.apply(live('v1'));
    ready('v1');
    await first;
    await served.apply({
      remotes: {
        publicRemote: {
          live: elsewhere,
          previous: pointer('v1'),
          rollout: null,
          candidate: null,
          previews: [{ ...elsewhere, until: new Date(Date.now() + 60_000).toISOString() }],
        },
      },
    });
    expect(prepared).toEqual(['v1']);
    // The release serving keeps serving; the preview is not shown.
    expect((await served.forVisitor('publicRemote', { preview: { publicRemote: 'v2' } }))?.version).toBe(
      'v1',
    );
  });

  it('stays bounded across 50 deploys: only the live and previous releases keep running', async () => {
    const { served, waiting, retired } = harness();
    const settle = async (state: LiveState) => {
      const applying = served.apply(state);
      for (let round = 0; round < 3; round += 1) {
        for (const resolve of waiting.values()) resolve({} as PreparedRelease);
        await Promise.resolve();
      }
      await applying;
    };
    for (let deploy = 1; deploy <= 50; deploy += 1) {
      await settle(
        live(`v${deploy}`, {
          previous: deploy > 1 ? pointer(`v${deploy - 1}`) : null,
          candidate: pointer(`v${deploy + 1}`),
        }),
      );
      // Past the grace a release no longer needed keeps running for renders already started.
      vi.setSystemTime(Date.now() + 31_000);
    }
    await settle(live('v50', { previous: pointer('v49') }));
    vi.setSystemTime(Date.now() + 31_000);
    await settle(live('v50', { previous: pointer('v49') }));
    expect(served.preparedCount).toBe(2);
    // v1 to v48; the candidates were never started.
    expect(retired).toHaveLength(48);
    expect(retired).not.toContain('v50');
    expect(retired).not.toContain('v49');
    expect(retired).not.toContain('v51');
  });

  it("does not run a registered candidate's server code until someone previews or promotes it", async () => {
    const { served, prepared, ready } = harness();
    const applying = served.apply(live('v1', { candidate: pointer('v2') }));
    ready('v1');
    await applying;
    expect(prepared).toEqual(['v1']);

    const until = new Date(Date.now() + 3_600_000).toISOString();
    await served.apply(live('v1', { candidate: pointer('v2'), previews: [{ ...pointer('v2'), until }] }));
    expect(prepared).toEqual(['v1']);
    const previewing = served.forVisitor('publicRemote', { preview: { publicRemote: 'v2' } });
    ready('v2');
    expect((await previewing)?.version).toBe('v2');
    expect(prepared).toEqual(['v1', 'v2']);
  });

  it('keeps three previews running: opening a fourth stops the least recently opened one at once', async () => {
    const { served, prepared, retired, ready } = harness();
    const until = new Date(Date.now() + 3_600_000).toISOString();
    const previews = ['v1', 'v2', 'v3', 'v4', 'v5'].map((version) => ({ ...pointer(version), until }));
    const applying = served.apply(live('v1', { previews }));
    ready('v1');
    await applying;
    const open = async (version: string) => {
      const previewing = served.forVisitor('publicRemote', { preview: { publicRemote: version } });
      ready(version);
      return (await previewing)?.version;
    };
    for (const version of ['v2', 'v3', 'v4', 'v2']) expect(await open(version)).toBe(version);
    expect(retired).toEqual([]);

    // v3 is the least recently opened: v2 was opened again since.
    expect(await open('v5')).toBe('v5');
    await vi.waitFor(() => expect(retired).toEqual(['v3']));
    // A preview of the live release is the live release: it counts for none.
    expect(await open('v1')).toBe('v1');
    expect(retired).toEqual(['v3']);
    // Its browser opens a page again: it starts again, and the next least recent one stops.
    expect(await open('v3')).toBe('v3');
    await vi.waitFor(() => expect(retired).toEqual(['v3', 'v4']));
    expect(prepared).toEqual(['v1', 'v2', 'v3', 'v4', 'v5', 'v3']);
  });
});
