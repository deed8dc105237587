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
});
