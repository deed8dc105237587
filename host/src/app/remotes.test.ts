import { afterEach, describe, expect, it, vi } from 'vitest';
import { fetchRemotesConfig } from './remotes';

vi.mock('@module-federation/runtime', () => ({ loadRemote: vi.fn(), registerRemotes: vi.fn() }));

describe('fetchRemotesConfig', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('keeps the known remotes and resolves relative manifest URLs against the page', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json({ publicRemote: '/public/mf-manifest.json', adminRemote: 42, other: 'http://x/y' }),
      ),
    );
    expect(await fetchRemotesConfig()).toEqual({
      publicRemote: `${location.origin}/public/mf-manifest.json`,
    });
  });

  it('falls back to no remotes when the file is missing, so the shell still renders', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('nope', { status: 404 })),
    );
    expect(await fetchRemotesConfig()).toEqual({});
  });
});
