import { ownerName } from '@portfolio/shared/page-titles';
import type { Project, PublicUser } from '@portfolio/shared/schemas';
import { cardUrl, projectPageHead, projectsPageHead } from '@portfolio/shared/seo';
import { withDraftCard, withDraftToken } from '../drafts/draft-preview';
import { jsonForScript } from './escape';
import { profileLinks } from './home-head';
import { headTags } from './head-tags';

type Owner = Pick<
  PublicUser,
  'firstName' | 'lastName' | 'professionalTitle' | 'bio' | 'avatar' | 'github' | 'linkedin' | 'notionResume'
>;

/** The owner as a schema.org `Person`, linked to the home page where they are described in full. */
const person = (owner: Owner, siteUrl: string) => ({
  '@type': 'Person',
  name: ownerName(owner),
  ...(owner.professionalTitle ? { jobTitle: owner.professionalTitle } : {}),
  url: new URL('/', siteUrl).href,
  sameAs: profileLinks(owner),
});

/**
 * A project page's `<head>` additions: the shared page head (description cut at a word, canonical URL, Open Graph
 * and Twitter tags with the project's preview card) and JSON-LD: a `CreativeWork` whose `author` is the owner.
 * `draftToken`: a draft preview's, whose card it then names.
 */
export function projectHead(project: Project, owner: Owner, siteUrl: string, draftToken?: string) {
  const head = withDraftCard(projectPageHead(project, owner, siteUrl), draftToken);
  const card = cardUrl(siteUrl, `projects/${project.slug}.png`);
  const tags = [
    ...headTags(head),
    `<script type="application/ld+json">${jsonForScript({
      '@context': 'https://schema.org',
      '@type': 'CreativeWork',
      name: project.name,
      description: project.description,
      url: head.canonical,
      image: draftToken === undefined ? card : withDraftToken(card, draftToken),
      ...(project.technologies.length > 0
        ? { keywords: project.technologies.map((technology) => technology.name).join(', ') }
        : {}),
      ...(project.domain || project.repo ? { sameAs: [project.domain, project.repo].filter(Boolean) } : {}),
      author: person(owner, siteUrl),
    })}</script>`,
  ];
  return { title: head.title, tags: tags.join('\n    ') };
}

/** `/projects`: the shared page head and a JSON-LD `CollectionPage` of every project. */
export function projectsHead(owner: Owner, projects: readonly Project[], siteUrl: string) {
  const head = projectsPageHead(owner, projects, siteUrl);
  const tags = [
    ...headTags(head),
    `<script type="application/ld+json">${jsonForScript({
      '@context': 'https://schema.org',
      '@type': 'CollectionPage',
      name: head.title,
      url: head.canonical,
      author: person(owner, siteUrl),
      hasPart: projects.map((project) => ({
        '@type': 'CreativeWork',
        name: project.name,
        url: new URL(`/projects/${project.slug}`, siteUrl).href,
      })),
    })}</script>`,
  ];
  return { title: head.title, tags: tags.join('\n    ') };
}
