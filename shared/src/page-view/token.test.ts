import { describe, expect, it } from 'vitest';
import { PAGE_VIEW_MAX_AGE_MS, pageViewSigner, signPageView, verifyPageView } from './token';

const SECRET = 'page-view-secret-0123456789abcdefghijklmnop';

describe('page-view tokens', () => {
  const view = { path: '/', releases: { publicRemote: '2026.1.1-abc' } };

  it('names the path, the releases and the time, with a fresh id each page', () => {
    const token = signPageView(SECRET, { ...view, servedAt: 1_000 });
    expect(verifyPageView(SECRET, token, 2_000)).toEqual({
      ...view,
      servedAt: 1_000,
      id: expect.any(String),
    });
    const other = verifyPageView(SECRET, signPageView(SECRET, view));
    expect(other?.id).not.toBe(verifyPageView(SECRET, token, 2_000)?.id);
  });

  it('signs the same views with a signer made once per page, whatever the length of its path and releases', () => {
    // Paths of every length modulo 3 (in bytes: 'é' is two), so the page's part is padded each way.
    for (const path of ['/', '/p', '/projects', '/projects/é', '/projects/éé', '/a"b\\c']) {
      const releases = { publicRemote: `2026.1.${path.length}-abc` };
      const sign = pageViewSigner(SECRET, { path, releases });
      expect(verifyPageView(SECRET, sign({ id: 'fixed-id', servedAt: 5_000 }), 5_000)).toEqual({
        id: 'fixed-id',
        path,
        releases,
        servedAt: 5_000,
      });
      const [first, second] = [sign(), sign()].map((token) => verifyPageView(SECRET, token));
      expect(first).toMatchObject({ path, releases });
      expect(first!.id).not.toBe(second!.id);
    }
  });

  it('gives every page its own 96-bit id, across many refills of the random pool', () => {
    const ids = Array.from({ length: 2000 }, () => verifyPageView(SECRET, signPageView(SECRET, view))!.id);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(Buffer.from(id, 'base64url')).toHaveLength(12);
  });

  it('is refused when another secret signed it, when it was changed, or when it is a day old', () => {
    const token = signPageView(SECRET, { ...view, servedAt: 10_000 });
    expect(verifyPageView(`${SECRET}x`, token, 10_000)).toBeNull();
    const [version, body, signature] = token.split('.');
    const forged = Buffer.from(
      JSON.stringify({ ...JSON.parse(Buffer.from(body!, 'base64url').toString()), r: { publicRemote: 'x' } }),
    ).toString('base64url');
    expect(verifyPageView(SECRET, `${version}.${forged}.${signature}`, 10_000)).toBeNull();
    expect(verifyPageView(SECRET, token, 10_000 + PAGE_VIEW_MAX_AGE_MS + 1)).toBeNull();
    expect(verifyPageView(SECRET, token, 10_000 - 60 * 60 * 1000)).toBeNull();
    for (const junk of ['', 'v1', 'v1..', 'v1.a.b.c', 'x'.repeat(5000), `${token}.`])
      expect(verifyPageView(SECRET, junk, 10_000)).toBeNull();
  });

  it('has one spelling of its signature, though base64url decoding would take others', () => {
    const token = signPageView(SECRET, { ...view, servedAt: 10_000 });
    expect(verifyPageView(SECRET, token, 10_000)).not.toBeNull();
    const [version, body, signature] = token.split('.') as [string, string, string];
    const last = signature.at(-1)!;
    // The same 32 bytes: the last letter's two spare bits set, padding added, a junk letter inside.
    const spareBits = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
    const sameBytes = [
      `${signature.slice(0, -1)}${spareBits[spareBits.indexOf(last) + 1]}`,
      `${signature}=`,
      `${signature.slice(0, 10)}!${signature.slice(10)}`,
    ];
    for (const spelling of sameBytes) {
      expect(Buffer.from(spelling, 'base64url').equals(Buffer.from(signature, 'base64url'))).toBe(true);
      expect(verifyPageView(SECRET, `${version}.${body}.${spelling}`, 10_000)).toBeNull();
    }
  });

  it('keeps only release names a folder may have, of known remotes', () => {
    const token = signPageView(SECRET, {
      path: '/',
      releases: { publicRemote: '../../etc', adminRemote: 'a1', other: 'b' } as never,
    });
    expect(verifyPageView(SECRET, token)?.releases).toEqual({ adminRemote: 'a1' });
  });
});
