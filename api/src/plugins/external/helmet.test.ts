import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApp, type TestApp } from '../../../test/test-app';
import { API_ANSWER_HEADERS } from './helmet';

/** Helmet's defaults that only govern documents; an API answer goes without them. */
const DOCUMENT_ONLY = [
  'cross-origin-opener-policy',
  'origin-agent-cluster',
  'x-dns-prefetch-control',
  'x-download-options',
  'x-permitted-cross-domain-policies',
  'x-xss-protection',
];

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it.each([
    ['a read', '/api/v1/technologies', 200],
    ['a problem', '/api/v1/nothing-here', 404],
    ['the health check', '/api/health', 200],
  ])('gives %s the API set: nothing may run, frame or sniff it', async (_kind, url, status) => {
    const response = await t.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(status);
    for (const [name, value] of Object.entries(API_ANSWER_HEADERS))
      expect(response.headers[name]).toBe(value);
    expect(response.headers['content-security-policy']).toBe("default-src 'none'; frame-ancestors 'none'");
    for (const name of DOCUMENT_ONLY) expect(response.headers[name]).toBeUndefined();
  });

  it('keeps the same set on a cached answer', async () => {
    await t.inject({ method: 'GET', url: '/api/v1/tags' });
    const hit = await t.inject({ method: 'GET', url: '/api/v1/tags' });
    expect(hit.headers['x-cache']).toBe('HIT');
    for (const [name, value] of Object.entries(API_ANSWER_HEADERS)) expect(hit.headers[name]).toBe(value);
  });

  it("gives the documentation page helmet's full set, with a CSP that lets it run its own scripts", async () => {
    const response = await t.inject({ method: 'GET', url: '/api/docs/' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.headers['content-security-policy']).toContain("script-src 'self'");
    expect(response.headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(response.headers['x-frame-options']).toBe('SAMEORIGIN');
  });
});
