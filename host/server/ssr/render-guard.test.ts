import { describe, expect, it } from 'vitest';
import { connectTarget, isReleaseOrigin } from './render-guard';

describe('connectTarget', () => {
  it('reads every form of socket.connect', () => {
    expect(connectTarget([{ host: '169.254.169.254', port: 80 }])).toEqual({
      host: '169.254.169.254',
      port: 80,
    });
    expect(connectTarget([[{ host: 'cdn.test', port: 443 }, null]])).toEqual({ host: 'cdn.test', port: 443 });
    expect(connectTarget([8080, '10.0.0.1', () => {}])).toEqual({ host: '10.0.0.1', port: 8080 });
    expect(connectTarget(['5432'])).toEqual({ host: 'localhost', port: '5432' });
    expect(connectTarget([{ port: 5432 }])).toEqual({ host: 'localhost', port: 5432 });
    expect(connectTarget(['/var/run/postgresql/.s.PGSQL.5432'])).toEqual({
      path: '/var/run/postgresql/.s.PGSQL.5432',
    });
    expect(connectTarget([{ path: '/var/run/docker.sock' }])).toEqual({ path: '/var/run/docker.sock' });
  });
});

describe('isReleaseOrigin', () => {
  const cdn = new URL('https://cdn.example.test/releases/v2/mf-manifest.json');
  const local = new URL('http://localhost:4711/releases/v2/mf-manifest.json');

  it("allows the release's own host and port", () => {
    expect(isReleaseOrigin(cdn, { host: 'cdn.example.test', port: 443 })).toBe(true);
    expect(isReleaseOrigin(cdn, { host: 'CDN.example.test', port: '443' })).toBe(true);
  });

  it('allows any loopback address for localhost, which the federation loader retries as [::1]', () => {
    for (const host of ['localhost', '127.0.0.1', '::1', '[::1]'])
      expect(isReleaseOrigin(local, { host, port: 4711 }), host).toBe(true);
  });

  it('refuses another port, another host and any Unix socket', () => {
    expect(isReleaseOrigin(local, { host: 'localhost', port: 4703 })).toBe(false);
    expect(isReleaseOrigin(cdn, { host: '169.254.169.254', port: 443 })).toBe(false);
    expect(isReleaseOrigin(cdn, { host: '127.0.0.1', port: 443 })).toBe(false);
    expect(isReleaseOrigin(local, { path: '/var/run/postgresql/.s.PGSQL.5432' })).toBe(false);
  });
});
