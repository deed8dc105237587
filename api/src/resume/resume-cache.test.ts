import { describe, expect, it, vi } from 'vitest';
import { type ResumeDocument, ResumeCache } from './resume-cache';
import type { ResumeSource } from './resume-source';

/** A résumé of a given version: what `pdf()` keys its drawings by; the drawing itself is the test's. */
const documentOf = (version: string): ResumeDocument => ({ json: '{}', version, source: {} as ResumeSource });

describe("the résumé's PDFs", () => {
  it('draws once for a crowd asking for the same version and size, and anew for another version or size', async () => {
    let drawn = 0;
    const draw = vi.fn(async () => Buffer.from(`drawing ${++drawn}`));
    const cache = new ResumeCache('https://portfolio.test', draw);

    const crowd = Array.from({ length: 10 }, () => cache.pdf(documentOf('v1'), 'a4'));
    const bytes = await Promise.all(crowd.map((answer) => answer.bytes));
    expect(draw).toHaveBeenCalledTimes(1);
    expect(new Set(bytes.map(String))).toEqual(new Set(['drawing 1']));
    expect(new Set(crowd.map((answer) => answer.etag)).size).toBe(1);

    await cache.pdf(documentOf('v1'), 'letter').bytes;
    await cache.pdf(documentOf('v2'), 'a4').bytes;
    expect(draw).toHaveBeenCalledTimes(3);
    expect(cache.pdf(documentOf('v2'), 'a4').etag).not.toBe(crowd[0]!.etag);
    expect(draw).toHaveBeenCalledTimes(3);
  });

  it('keeps no failed drawing, and only the newest few', async () => {
    const draw = vi
      .fn<(source: ResumeSource) => Promise<Buffer>>()
      .mockRejectedValueOnce(new Error('the font went missing'))
      .mockImplementation(async () => Buffer.from('a PDF'));
    const cache = new ResumeCache('https://portfolio.test', draw);
    await expect(cache.pdf(documentOf('v1'), 'a4').bytes).rejects.toThrow('the font went missing');
    await expect(cache.pdf(documentOf('v1'), 'a4').bytes).resolves.toEqual(Buffer.from('a PDF'));
    expect(draw).toHaveBeenCalledTimes(2);

    // v2 … v5: v1, the oldest of five, goes; the newest is kept.
    const newest = `v${ResumeCache.MAX_PDFS + 1}`;
    for (let version = 2; version <= ResumeCache.MAX_PDFS + 1; version++)
      await cache.pdf(documentOf(`v${version}`), 'a4').bytes;
    expect(draw).toHaveBeenCalledTimes(ResumeCache.MAX_PDFS + 2);
    await cache.pdf(documentOf(newest), 'a4').bytes;
    expect(draw).toHaveBeenCalledTimes(ResumeCache.MAX_PDFS + 2);
    await cache.pdf(documentOf('v1'), 'a4').bytes;
    expect(draw).toHaveBeenCalledTimes(ResumeCache.MAX_PDFS + 3);
  });
});
