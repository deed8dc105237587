import { PUBLIC_PAGE_NAMES, publicPageTitle } from '@portfolio/shared/page-titles';
import type { PublicUser } from '@portfolio/shared/schemas';
import { escapeHtml } from './escape';

/** The contact page's head: its title, its one address (without the query), and a description. */
export const contactHead = (owner: Pick<PublicUser, 'firstName' | 'lastName'>, siteUrl: string) => ({
  title: publicPageTitle(PUBLIC_PAGE_NAMES.contact, owner),
  tags: [
    `<link rel="canonical" href="${escapeHtml(new URL('/contact', siteUrl).href)}" />`,
    `<meta name="description" content="${escapeHtml(`Write to ${owner.firstName} ${owner.lastName}.`)}" />`,
  ].join('\n    '),
});
