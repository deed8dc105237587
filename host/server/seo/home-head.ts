import type { PublicUser } from '@portfolio/shared/schemas';
import { profileMeta } from '@portfolio/shared/seo';
import { escapeHtml, jsonForScript } from './escape';
import { cardUrl, previewTags } from './preview-tags';

type Owner = Pick<
  PublicUser,
  'firstName' | 'lastName' | 'professionalTitle' | 'bio' | 'avatar' | 'github' | 'linkedin' | 'notionResume'
>;

/** The owner's public profile links, for JSON-LD `sameAs`. */
export const profileLinks = (owner: Owner) =>
  [owner.linkedin, owner.github, owner.notionResume].filter((link): link is string => Boolean(link));

/**
 * The home page's `<head>` additions for link previews and search: title, description, canonical URL, Open
 * Graph with the home page's preview card, Twitter card and a JSON-LD `Person`. `siteUrl` is the site's public
 * origin.
 */
export function homeHead(owner: Owner, siteUrl: string): { title: string; tags: string } {
  const canonical = new URL('/', siteUrl).href;
  const meta = profileMeta(owner, canonical);
  const name = `${meta.firstName} ${meta.lastName}`;
  const attr = escapeHtml;
  const tags = [
    `<meta name="description" content="${attr(meta.description)}" />`,
    `<link rel="canonical" href="${attr(canonical)}" />`,
    ...previewTags({
      type: 'profile',
      title: meta.title,
      description: meta.description,
      url: canonical,
      image: cardUrl(siteUrl, 'home.png'),
      imageAlt: `${name}: ${meta.title}`,
    }),
    `<meta property="profile:first_name" content="${attr(meta.firstName)}" />`,
    `<meta property="profile:last_name" content="${attr(meta.lastName)}" />`,
    `<script type="application/ld+json">${jsonForScript({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name,
      givenName: meta.firstName,
      familyName: meta.lastName,
      ...(owner.professionalTitle ? { jobTitle: owner.professionalTitle } : {}),
      ...(owner.bio ? { description: owner.bio } : {}),
      ...(meta.image ? { image: meta.image } : {}),
      url: canonical,
      sameAs: profileLinks(owner),
    })}</script>`,
  ];
  return { title: meta.title, tags: tags.join('\n    ') };
}
