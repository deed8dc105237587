import { describe, expect, it } from 'vitest';
import { loggedRequest, loggedUrl } from './logged-request';

describe('a logged address', () => {
  it("keeps a preview link's token and a release preview's grant out, and everything else in", () => {
    expect(loggedUrl('/projects/portfolio?draft=eyJhbGc.abc-_d&utm=x')).toBe(
      '/projects/portfolio?draft=[redacted]&utm=x',
    );
    expect(loggedUrl('/api/v1/resume.pdf?size=a4&draft=t0k3n')).toBe(
      '/api/v1/resume.pdf?size=a4&draft=[redacted]',
    );
    expect(loggedUrl('/releases/preview?grant=g%2Frant#top')).toBe('/releases/preview?grant=[redacted]#top');
    expect(loggedUrl('/?tech=react')).toBe('/?tech=react');
    expect(loggedUrl('/drafted?x=1')).toBe('/drafted?x=1');
    expect(loggedUrl('/api/v1/projects')).toBe('/api/v1/projects');
  });

  it("is what a request's log line carries", () => {
    expect(
      loggedRequest({
        method: 'GET',
        url: '/api/cards/home.png?draft=secret',
        host: 'portfolio.test',
        ip: '203.0.113.9',
        headers: {},
        socket: { remotePort: 51234 },
      }),
    ).toEqual({
      method: 'GET',
      url: '/api/cards/home.png?draft=[redacted]',
      version: undefined,
      host: 'portfolio.test',
      remoteAddress: '203.0.113.9',
      remotePort: 51234,
    });
  });
});
