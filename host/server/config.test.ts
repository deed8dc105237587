import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { readConfig } from './config';

const defaults = { clientDir: '/srv/client' };
/** What every host server must be told. */
const site = {
  PUBLIC_URL: 'https://alex.example.com',
  PAGE_VIEW_SECRET: 'page-view-signing-key-0123456789abcdefghij',
};

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
        { ...site, REMOTES_JSON: file, ADMIN_REMOTE_URL: 'https://admin2.example/mf-manifest.json' },
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

  it('needs PUBLIC_URL, keeps only its origin, and refuses a remote that is not http(s)', () => {
    expect(() => readConfig({}, defaults)).toThrow(/^PUBLIC_URL is required: the site's public origin/);
    expect(
      readConfig({ ...site, PUBLIC_URL: 'https://alex.example.com/some/path' }, defaults).publicUrl,
    ).toBe('https://alex.example.com');
    expect(() => readConfig({ ...site, PUBLIC_REMOTE_URL: 'file:///etc/passwd' }, defaults)).toThrow(/http/);
  });

  it('trusts no proxy unless told which', () => {
    expect(readConfig(site, defaults).trustProxy).toBe(false);
    expect(readConfig({ ...site, TRUST_PROXY: 'loopback, 10.0.0.0/8' }, defaults).trustProxy).toBe(
      'loopback, 10.0.0.0/8',
    );
  });

  it("allows each remote's releases from its configured origin unless its own variable names others", () => {
    const remotes = {
      ...site,
      PUBLIC_REMOTE_URL: 'https://public.example/releases/v1/mf-manifest.json',
      ADMIN_REMOTE_URL: 'https://admin.example:8443/releases/v1/mf-manifest.json',
    };
    expect(readConfig(remotes, defaults).releaseOrigins).toEqual({
      publicRemote: ['https://public.example'],
      adminRemote: ['https://admin.example:8443'],
    });
    expect(
      readConfig(
        { ...remotes, PUBLIC_REMOTE_ORIGINS: 'https://cdn.example, http://localhost:5174/' },
        defaults,
      ).releaseOrigins,
    ).toEqual({
      publicRemote: ['https://cdn.example', 'http://localhost:5174'],
      adminRemote: ['https://admin.example:8443'],
    });
    expect(() =>
      readConfig({ ...site, ADMIN_REMOTE_ORIGINS: 'https://cdn.example/remotes' }, defaults),
    ).toThrow('ADMIN_REMOTE_ORIGINS names origins only (scheme, host and port): https://cdn.example/remotes');
    expect(() => readConfig({ ...site, RELEASE_ORIGINS: 'https://cdn.example' }, defaults)).toThrow(
      'RELEASE_ORIGINS was replaced by one list per remote: set PUBLIC_REMOTE_ORIGINS and ADMIN_REMOTE_ORIGINS',
    );
  });

  it('turns releases on only with two long enough secrets of their own, and reads the registry twice a second', () => {
    const secrets = {
      ...site,
      RELEASES_SECRET: 'host-to-api-key-0123456789abcdefghijklmnop',
      PREVIEW_SECRET: 'preview-signing-key-0123456789abcdefghijkl',
    };
    expect(readConfig(site, defaults).releasesSecret).toBeUndefined();
    expect(readConfig(secrets, defaults)).toMatchObject({
      releasesSecret: secrets.RELEASES_SECRET,
      previewSecret: secrets.PREVIEW_SECRET,
    });
    expect(() => readConfig({ ...secrets, RELEASES_SECRET: 'short' }, defaults)).toThrow(
      'RELEASES_SECRET must be at least 32 characters (256 bits) of random text',
    );
    expect(() => readConfig({ ...secrets, PREVIEW_SECRET: undefined }, defaults)).toThrow(
      /^PREVIEW_SECRET is required with RELEASES_SECRET/,
    );
    expect(() => readConfig({ ...secrets, PREVIEW_SECRET: secrets.RELEASES_SECRET }, defaults)).toThrow(
      'PREVIEW_SECRET must differ from RELEASES_SECRET: each key has one job',
    );
    expect(readConfig(site, defaults).releasesPollMs).toBe(500);
    expect(() => readConfig({ ...site, RELEASES_POLL_MS: '10' }, defaults)).toThrow(/RELEASES_POLL_MS/);
  });

  it('needs PAGE_VIEW_SECRET, long enough and a key of its own: every page is signed with it', () => {
    expect(() => readConfig({ ...site, PAGE_VIEW_SECRET: undefined }, defaults)).toThrow(
      /^PAGE_VIEW_SECRET is required/,
    );
    expect(() => readConfig({ ...site, PAGE_VIEW_SECRET: 'short' }, defaults)).toThrow(
      'PAGE_VIEW_SECRET must be at least 32 characters (256 bits) of random text',
    );
    expect(() =>
      readConfig(
        {
          ...site,
          RELEASES_SECRET: site.PAGE_VIEW_SECRET,
          PREVIEW_SECRET: 'preview-signing-key-0123456789abcdefghijkl',
        },
        defaults,
      ),
    ).toThrow('PAGE_VIEW_SECRET must differ from RELEASES_SECRET and PREVIEW_SECRET: each key has one job');
    expect(readConfig(site, defaults).pageViewSecret).toBe(site.PAGE_VIEW_SECRET);
  });
});
