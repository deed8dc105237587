import { describe, expect, it } from 'vitest';
import type { PageReleases } from '../releases/page-releases';
import { pageCacheBypass, pageKey, pageVary } from './page-key';

const live: PageReleases = {
  remotes: {
    publicRemote: 'https://public.example/v1/mf-manifest.json',
    adminRemote: 'https://admin.example/v4/mf-manifest.json',
  },
  versions: { publicRemote: 'v1', adminRemote: 'v4' },
  previews: [],
  origins: ['https://public.example', 'https://admin.example'],
  chosenByCookie: false,
  chosenAt: 0,
};

describe('the page cache key', () => {
  it('is the same for the same page, render and releases, whatever order the remotes are listed in', () => {
    const reordered = { ...live, remotes: { adminRemote: live.remotes.adminRemote, ...live.remotes } };
    expect(pageKey(200, { render: 3 }, live)).toBe(pageKey(200, { render: 3 }, reordered));
  });

  it('changes with the render (address, data, public release), the status and any remote release', () => {
    const key = pageKey(200, { render: 3 }, live);
    expect(pageKey(200, { render: 4 }, live)).not.toBe(key);
    expect(pageKey(404, { render: 3 }, live)).not.toBe(key);
    const rollout = {
      ...live,
      remotes: { ...live.remotes, adminRemote: 'https://admin.example/v5/mf-manifest.json' },
    };
    expect(pageKey(200, { render: 3 }, rollout)).not.toBe(key);
  });
});

describe('the page cache bypass', () => {
  it('keeps the page every visitor gets', () => {
    expect(pageCacheBypass({ page: live })).toBeUndefined();
  });

  it("bypasses a previewed release's page, a contact form sent back and an owner's draft preview", () => {
    const preview = { ...live, previews: [{ remote: 'publicRemote' as const, version: 'v2' }] };
    expect(pageCacheBypass({ page: preview })).toBe('release preview');
    expect(pageCacheBypass({ page: live, contactForm: { values: {} } })).toBe('contact form sent back');
    expect(pageCacheBypass({ page: live, draft: { editPath: '/admin/projects/1' } })).toBe('draft preview');
  });
});

describe('Vary', () => {
  it('names the cookies only while a rollout or a preview gives some visitors other releases', () => {
    expect(pageVary(live)).toBe('Accept-Encoding');
    expect(pageVary({ ...live, chosenByCookie: true })).toBe('Accept-Encoding, Cookie');
  });
});
