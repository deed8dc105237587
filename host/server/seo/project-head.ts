import { ownerName, publicPageTitle } from '@portfolio/shared/page-titles';
import type { Project, PublicUser } from '@portfolio/shared/schemas';
import { shorten } from '@portfolio/shared/seo';
import { escapeHtml, jsonForScript } from './escape';
import { profileLinks } from './home-head';
import { cardUrl, previewTags } from './preview-tags';

type Owner = Pick<
  PublicUser,
  'firstName' | 'lastName' | 'professionalTitle' | 'bio' | 'avatar' | 'github' | 'linkedin' | 'notionResume'
>;

/** The page's title "Trail Planner · Ada Lovelace", also the browser's (host/src/app/routes.tsx). */
export const projectTitle = (project: Pick<Project, 'name'>, owner: Owner) =>
  publicPageTitle(project.name, owner);

/** The owner as a schema.org `Person`, linked to the home page where they are described in full. */
const person = (owner: Owner, siteUrl: string) => ({
  '@type': 'Person',
  name: ownerName(owner),
  ...(owner.professionalTitle ? { jobTitle: owner.professionalTitle } : {}),
  url: new URL('/', siteUrl).href,
  sameAs: profileLinks(owner),
});

/**
 * A project page's `<head>` additions: description (the project's, cut at a word), canonical URL, Open Graph and
 * Twitter tags with the project's preview card, and JSON-LD: a `CreativeWork` whose `author` is the owner.
 */
export function projectHead(project: Project, owner: Owner, siteUrl: string) {
  const canonical = new URL(`/projects/${project.slug}`, siteUrl).href;
  const title = projectTitle(project, owner);
  const description = shorten(project.description);
  const image = cardUrl(siteUrl, `projects/${project.slug}.png`);
  const tags = [
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    ...previewTags({
      type: 'article',
      title,
      description,
      url: canonical,
      image,
      imageAlt: `${project.name}, a project by ${ownerName(owner)}`,
    }),
    `<script type="application/ld+json">${jsonForScript({
      '@context': 'https://schema.org',
      '@type': 'CreativeWork',
      name: project.name,
      description: project.description,
      url: canonical,
      image,
      ...(project.technologies.length > 0
        ? { keywords: project.technologies.map((technology) => technology.name).join(', ') }
        : {}),
      ...(project.domain || project.repo ? { sameAs: [project.domain, project.repo].filter(Boolean) } : {}),
      author: person(owner, siteUrl),
    })}</script>`,
  ];
  return { title, tags: tags.join('\n    ') };
}

/** `/projects`: every project, described by whose they are and how many. */
export function projectsHead(owner: Owner, projects: readonly Project[], siteUrl: string) {
  const canonical = new URL('/projects', siteUrl).href;
  const title = publicPageTitle('Projects', owner);
  const names = projects.map((project) => project.name).join(', ');
  const description = shorten(
    projects.length > 0
      ? `${projects.length} ${projects.length === 1 ? 'project' : 'projects'} by ${ownerName(owner)}: ${names}.`
      : `Projects by ${ownerName(owner)}.`,
  );
  const tags = [
    `<meta name="description" content="${escapeHtml(description)}" />`,
    `<link rel="canonical" href="${escapeHtml(canonical)}" />`,
    ...previewTags({
      type: 'website',
      title,
      description,
      url: canonical,
      image: cardUrl(siteUrl, 'home.png'),
      imageAlt: `${ownerName(owner)}: ${owner.professionalTitle ?? ''}`.replace(/: $/, ''),
    }),
    `<script type="application/ld+json">${jsonForScript({
      '@context': 'https://schema.org',
      '@type': 'CollectionPage',
      name: title,
      url: canonical,
      author: person(owner, siteUrl),
      hasPart: projects.map((project) => ({
        '@type': 'CreativeWork',
        name: project.name,
        url: new URL(`/projects/${project.slug}`, siteUrl).href,
      })),
    })}</script>`,
  ];
  return { title, tags: tags.join('\n    ') };
}
