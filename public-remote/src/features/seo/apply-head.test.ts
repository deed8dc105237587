import { homePageHead, projectPageHead } from '@portfolio/shared/seo';
import { afterEach, describe, expect, it } from 'vitest';
import { owner, projects } from '../../test/fixtures';
import { applyHead } from './apply-head';

const meta = (selector: string) => document.head.querySelector<HTMLMetaElement>(selector)?.content;
const canonical = () => document.head.querySelector<HTMLLinkElement>('link[rel="canonical"]')?.href;
const site = 'https://alex.example.com';

afterEach(() => {
  document.head.innerHTML = '';
});

describe('applyHead', () => {
  it('writes the description, canonical URL and preview tags, and puts the page back as it was', () => {
    document.head.innerHTML =
      '<meta name="description" content="The host description"><meta name="viewport" content="width=device-width">';
    const restore = applyHead(homePageHead(owner, site));

    expect(meta('meta[name="description"]')).toBe('I build fast, accessible web applications.');
    expect(canonical()).toBe(`${site}/`);
    expect(meta('meta[property="og:title"]')).toBe('Alex Morgan · Full-stack developer');
    expect(meta('meta[property="og:image"]')).toBe(`${site}/api/cards/home.png`);
    expect(meta('meta[property="og:type"]')).toBe('profile');
    expect(meta('meta[name="twitter:card"]')).toBe('summary_large_image');
    expect(document.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);

    restore();
    expect(meta('meta[name="description"]')).toBe('The host description');
    expect(meta('meta[name="viewport"]')).toBe('width=device-width');
    expect(meta('meta[property="og:title"]')).toBeUndefined();
    expect(canonical()).toBeUndefined();
  });

  it('replaces the head the server wrote for another page, leaving none of its tags behind until restored', () => {
    // The home page as the host server wrote it, then a client-side navigation to a project.
    document.head.innerHTML = [
      `<link rel="canonical" href="${site}/">`,
      '<meta property="og:type" content="profile">',
      '<meta property="profile:first_name" content="Alex">',
    ].join('');
    const restore = applyHead(projectPageHead(projects[1]!, owner, site));

    expect(canonical()).toBe(`${site}/projects/trail-planner`);
    expect(meta('meta[property="og:type"]')).toBe('article');
    expect(meta('meta[property="og:title"]')).toBe('Trail Planner · Alex Morgan');
    expect(meta('meta[name="twitter:image"]')).toBe(`${site}/api/cards/projects/trail-planner.png`);
    expect(meta('meta[name="description"]')).toBe(projects[1]!.description);
    expect(document.head.querySelector('meta[property^="profile:"]')).toBeNull();
    expect(document.head.querySelectorAll('link[rel="canonical"]')).toHaveLength(1);
    expect(document.head.querySelectorAll('meta[property="og:type"]')).toHaveLength(1);

    restore();
    expect(canonical()).toBe(`${site}/`);
    expect(meta('meta[property="og:type"]')).toBe('profile');
    expect(meta('meta[property="profile:first_name"]')).toBe('Alex');
  });
});
