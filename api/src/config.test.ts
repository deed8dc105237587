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

  it('keeps images in the folder beside PGlite, in the database on PostgreSQL, and in a bucket once one is named', () => {
    expect(loadConfig({}).imageStorage).toEqual({ kind: 'folder' });
    expect(loadConfig({ DATABASE_URL: 'postgres://db/portfolio' }).imageStorage).toEqual({
      kind: 'database',
    });
    expect(
      loadConfig({ DATABASE_URL: 'postgres://db/portfolio', IMAGE_STORAGE: 'folder' }).imageStorage,
    ).toEqual({
      kind: 'folder',
    });
    expect(
      loadConfig({
        S3_BUCKET: 'images',
        S3_ENDPOINT: 'http://127.0.0.1:9000',
        S3_ACCESS_KEY_ID: 'key',
        S3_SECRET_ACCESS_KEY: 'secret',
        S3_PREFIX: 'portfolio/',
      }).imageStorage,
    ).toEqual({
      kind: 's3',
      bucket: 'images',
      endpoint: 'http://127.0.0.1:9000',
      region: 'us-east-1',
      prefix: 'portfolio/',
      forcePathStyle: true,
      credentials: { accessKeyId: 'key', secretAccessKey: 'secret' },
    });
    expect(loadConfig({ S3_BUCKET: 'images' }).imageStorage).toMatchObject({
      endpoint: undefined,
      forcePathStyle: false,
      credentials: undefined,
    });
  });

  it.each([
    [{ IMAGE_STORAGE: 'disk' }, /IMAGE_STORAGE: must be one of folder, database, s3/],
    [{ IMAGE_STORAGE: 's3' }, /S3_BUCKET: images in s3 need a bucket/],
    [{ S3_BUCKET: 'images', S3_ACCESS_KEY_ID: 'key' }, /set both, or neither/],
    [{ S3_BUCKET: 'images', S3_PREFIX: '../other' }, /S3_PREFIX/],
    [{ SHUTDOWN_DRAIN_MS: '-5' }, /SHUTDOWN_DRAIN_MS/],
  ])('stops the start on %o with a message naming the variable', (env, message) => {
    expect(() => loadConfig(env)).toThrow(ConfigError);
    expect(() => loadConfig(env)).toThrow(message);
  });
});
