import type { PublicUser } from '@portfolio/shared/schemas';
import { homePageHead } from '@portfolio/shared/seo';
import { withDraftCard } from '../drafts/draft-preview';
import { jsonForScript } from './escape';
import { headTags } from './head-tags';

type Owner = Pick<
  PublicUser,
  'firstName' | 'lastName' | 'professionalTitle' | 'bio' | 'avatar' | 'github' | 'linkedin' | 'notionResume'
>;

/** The owner's public profile links, for JSON-LD `sameAs`. */
export const profileLinks = (owner: Owner) =>
  [owner.linkedin, owner.github, owner.notionResume].filter((link): link is string => Boolean(link));

/**
 * The home page's `<head>` additions for link previews and search: the shared page head (title, description,
 * canonical URL, Open Graph with the home page's preview card, Twitter card) and a JSON-LD `Person`. `siteUrl`
 * is the site's public origin; `draftToken`, a draft preview's, whose card it then names.
 */
export function homeHead(
  owner: Owner,
  siteUrl: string,
  draftToken?: string,
): { title: string; tags: string } {
  const head = withDraftCard(homePageHead(owner, siteUrl), draftToken);
  const avatar = owner.avatar ? new URL(owner.avatar, siteUrl).href : undefined;
  const tags = [
    ...headTags(head),
    `<script type="application/ld+json">${jsonForScript({
      '@context': 'https://schema.org',
      '@type': 'Person',
      name: `${owner.firstName} ${owner.lastName}`,
      givenName: owner.firstName,
      familyName: owner.lastName,
      ...(owner.professionalTitle ? { jobTitle: owner.professionalTitle } : {}),
      ...(owner.bio ? { description: owner.bio } : {}),
      ...(avatar ? { image: avatar } : {}),
      url: head.canonical,
      sameAs: profileLinks(owner),
    })}</script>`,
  ];
  return { title: head.title, tags: tags.join('\n    ') };
}
