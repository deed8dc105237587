import { expect, it } from 'vitest';
import { robotsTxt, sitemapXml } from './crawlers';

it('keeps crawlers out of the admin area and names the sitemap by its absolute URL', () => {
  const robots = robotsTxt('https://alex.example.com');
  expect(robots).toMatch(/^User-agent: \*$/m);
  expect(robots).toMatch(/^Disallow: \/admin$/m);
  expect(robots).toMatch(/^Sitemap: https:\/\/alex\.example\.com\/sitemap\.xml$/m);
});

it('lists the home page in the sitemap', () => {
  expect(sitemapXml('https://alex.example.com')).toContain('<loc>https://alex.example.com/</loc>');
});
