import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

const defaults = { clientDir: '/srv/client' };

describe('readConfig', () => {
  it('reads the remotes from a file, a variable per remote winning over it', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'host-config-'));
    try {
      const file = join(dir, 'remotes.json');
      await writeFile(
        file,
        JSON.stringify({
          publicRemote: 'https://public.example/mf-manifest.json',
          adminRemote: 'https://admin.example/mf-manifest.json',
          unknown: 'https://x.example',
        }),
      );
      const config = readConfig(
        { REMOTES_JSON: file, ADMIN_REMOTE_URL: 'https://admin2.example/mf-manifest.json' },
        defaults,
      );
      expect(config.remotes).toEqual({
        publicRemote: 'https://public.example/mf-manifest.json',
        adminRemote: 'https://admin2.example/mf-manifest.json',
      });
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  });

  it('keeps only the origin of PUBLIC_URL and refuses a remote that is not http(s)', () => {
    expect(readConfig({ PUBLIC_URL: 'https://alex.example.com/some/path' }, defaults).publicUrl).toBe(
      'https://alex.example.com',
    );
    expect(() => readConfig({ PUBLIC_REMOTE_URL: 'file:///etc/passwd' }, defaults)).toThrow(/http/);
  });

  it('trusts no proxy unless told which', () => {
    expect(readConfig({}, defaults).trustProxy).toBe(false);
    expect(readConfig({ TRUST_PROXY: 'loopback, 10.0.0.0/8' }, defaults).trustProxy).toBe(
      'loopback, 10.0.0.0/8',
    );
  });

  it("allows releases from the configured remotes' origins unless RELEASE_ORIGINS names others", () => {
    const remotes = {
      PUBLIC_REMOTE_URL: 'https://public.example/releases/v1/mf-manifest.json',
      ADMIN_REMOTE_URL: 'https://admin.example:8443/releases/v1/mf-manifest.json',
    };
    expect(readConfig(remotes, defaults).releaseOrigins).toEqual([
      'https://public.example',
      'https://admin.example:8443',
    ]);
    expect(
      readConfig({ ...remotes, RELEASE_ORIGINS: 'https://cdn.example, http://localhost:5174/' }, defaults)
        .releaseOrigins,
    ).toEqual(['https://cdn.example', 'http://localhost:5174']);
    expect(() => readConfig({ RELEASE_ORIGINS: 'https://cdn.example/remotes' }, defaults)).toThrow(
      'RELEASE_ORIGINS names origins only (scheme, host and port): https://cdn.example/remotes',
    );
  });

  it('turns releases on only with a long enough secret, and reads the registry twice a second by default', () => {
    expect(readConfig({}, defaults).releasesSecret).toBeUndefined();
    expect(() => readConfig({ RELEASES_SECRET: 'short' }, defaults)).toThrow(
      'RELEASES_SECRET must be at least 32 characters (256 bits) of random text',
    );
    expect(readConfig({}, defaults).releasesPollMs).toBe(500);
    expect(() => readConfig({ RELEASES_POLL_MS: '10' }, defaults)).toThrow(/RELEASES_POLL_MS/);
  });
});
