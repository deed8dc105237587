import { escapeHtml } from './escape';

/**
 * robots.txt: the public pages may be indexed; the admin area and the sign-in screens are nobody's search
 * result. Names the sitemap by its absolute URL, as the format asks.
 */
export const robotsTxt = (siteUrl: string) =>
  [
    'User-agent: *',
    'Allow: /',
    'Disallow: /admin',
    'Disallow: /login',
    'Disallow: /recover-password',
    'Disallow: /change-password',
    'Disallow: /api/',
    '',
    `Sitemap: ${new URL('/sitemap.xml', siteUrl).href}`,
    '',
  ].join('\n');

/**
 * sitemap.xml: every public page worth listing: the home page, `/projects` and each visible project's page
 * (`projectSlugs`, in the owner's order).
 */
export const sitemapXml = (siteUrl: string, projectSlugs: readonly string[] = []) =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...['/', '/projects', ...projectSlugs.map((slug) => `/projects/${encodeURIComponent(slug)}`)].map(
      (path) => `  <url><loc>${escapeHtml(new URL(path, siteUrl).href)}</loc></url>`,
    ),
    '</urlset>',
    '',
  ].join('\n');
