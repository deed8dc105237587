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

it('lists /projects and every visible project given in the sitemap', () => {
  const sitemap = sitemapXml('https://alex.example.com', ['trail-planner', 'invoice-api']);
  expect(sitemap).toContain('<loc>https://alex.example.com/projects</loc>');
  expect(sitemap).toContain('<loc>https://alex.example.com/projects/trail-planner</loc>');
  expect(sitemap).toContain('<loc>https://alex.example.com/projects/invoice-api</loc>');
});
