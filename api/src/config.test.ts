import { describe, expect, it } from 'vitest';
import { ConfigError, loadConfig } from './config';

describe('loadConfig', () => {
  it('defaults the auth rate limit to 10 a minute', () => {
    expect(loadConfig({}, '/srv/api').authRateLimitPerMinute).toBe(10);
  });

  it('reads AUTH_RATE_LIMIT_PER_MINUTE', () => {
    expect(loadConfig({ AUTH_RATE_LIMIT_PER_MINUTE: '500' }, '/srv/api').authRateLimitPerMinute).toBe(500);
  });

  it.each(['0', '-1', 'ten', '2.5'])(
    'stops the start on AUTH_RATE_LIMIT_PER_MINUTE=%s, naming the variable',
    (value) => {
      expect(() => loadConfig({ AUTH_RATE_LIMIT_PER_MINUTE: value }, '/srv/api')).toThrow(ConfigError);
      expect(() => loadConfig({ AUTH_RATE_LIMIT_PER_MINUTE: value }, '/srv/api')).toThrow(
        /AUTH_RATE_LIMIT_PER_MINUTE/,
      );
    },
  );

  it.each([
    [undefined, false],
    ['false', false],
    ['true', true],
    ['loopback, 10.0.0.0/8', 'loopback, 10.0.0.0/8'],
  ])('reads TRUST_PROXY=%s as %s', (value, expected) => {
    const env = value === undefined ? {} : { TRUST_PROXY: value };
    expect(loadConfig(env, '/srv/api').trustProxy).toEqual(expected);
  });

  it('resolves DATA_DIR against the working folder and keeps only origins of CORS_ORIGINS', () => {
    const config = loadConfig(
      { DATA_DIR: 'data', CORS_ORIGINS: 'https://a.example.com/path, http://b.example.com' },
      '/srv/api',
    );
    expect(config.dataDir).toBe('/srv/api/data');
    expect(config.corsOrigins).toEqual(['https://a.example.com', 'http://b.example.com']);
  });

  it('refuses a short JWT_SECRET and a non-postgres DATABASE_URL', () => {
    expect(() => loadConfig({ JWT_SECRET: 'short' })).toThrow(/JWT_SECRET/);
    expect(() => loadConfig({ DATABASE_URL: 'mysql://db/x' })).toThrow(/DATABASE_URL/);
  });
});
