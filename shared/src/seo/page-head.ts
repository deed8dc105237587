import { ownerName, publicPageTitle } from '../config/page-titles';
import type { Project, PublicUser } from '../schemas';
import { profileMeta, shorten } from './profile-meta';

/**
 * What link previews and search engines read about each public page: title, description, canonical URL, Open
 * Graph and Twitter tags. One definition for the host server's rendered head and the browser's after a client-side
 * navigation (the public remote's useDocumentHead), so both say the same. Plain data; each side writes it its way.
 */

/** The preview cards' size: the API draws them (api/src/cards/) at this size, what link previews show large. */
export const CARD_WIDTH = 1200;
export const CARD_HEIGHT = 630;

export interface MetaTag {
  attribute: 'name' | 'property';
  key: string;
  content: string;
}

export interface PageHead {
  title: string;
  /** Absolute URL of the page. */
  canonical: string;
  /** The description first, then Open Graph, Twitter and (the home page's) profile tags. */
  meta: MetaTag[];
}

/** Every `<meta>` a page head may hold: a page owns these keys, so another page's leftovers are removed. */
export const isPageHeadKey = (key: string) => key === 'description' || /^(og|twitter|profile):/.test(key);

export type HeadOwner = Pick<PublicUser, 'firstName' | 'lastName' | 'professionalTitle' | 'bio' | 'avatar'>;

/** Where the API serves a page's preview card (`home.png`, `projects/<slug>.png`), through the host's `/api` proxy. */
export const cardPath = (path: string) => `/api/cards/${path}`;
/** The card's absolute URL, as link previews need it. */
export const cardUrl = (siteUrl: string, path: string) => new URL(cardPath(path), siteUrl).href;

interface Preview {
  type: string;
  title: string;
  description: string;
  url: string;
  /** Absolute URL of the page's preview card. */
  image: string;
  /** Says what the image shows, for those who cannot see it. */
  imageAlt: string;
}

const name = (key: string, content: string): MetaTag => ({ attribute: 'name', key, content });
const property = (key: string, content: string): MetaTag => ({ attribute: 'property', key, content });

function pageHead(preview: Preview, extra: MetaTag[] = []): PageHead {
  const { title, description, image, imageAlt } = preview;
  return {
    title,
    canonical: preview.url,
    meta: [
      name('description', description),
      property('og:type', preview.type),
      property('og:title', title),
      property('og:description', description),
      property('og:url', preview.url),
      property('og:image', image),
      property('og:image:type', 'image/png'),
      property('og:image:width', String(CARD_WIDTH)),
      property('og:image:height', String(CARD_HEIGHT)),
      property('og:image:alt', imageAlt),
      name('twitter:card', 'summary_large_image'),
      name('twitter:title', title),
      name('twitter:description', description),
      name('twitter:image', image),
      name('twitter:image:alt', imageAlt),
      ...extra,
    ],
  };
}

/** `/`: the owner, previewed by the home page's card. `siteUrl` is the site's public origin. */
export function homePageHead(owner: HeadOwner, siteUrl: string): PageHead {
  const url = new URL('/', siteUrl).href;
  const meta = profileMeta(owner, url);
  return pageHead(
    {
      type: 'profile',
      title: meta.title,
      description: meta.description,
      url,
      image: cardUrl(siteUrl, 'home.png'),
      imageAlt: meta.title,
    },
    [property('profile:first_name', meta.firstName), property('profile:last_name', meta.lastName)],
  );
}

/** `/projects/<slug>`: "Trail Planner · Ada Lovelace", described by the project, previewed by its own card. */
export function projectPageHead(project: Project, owner: HeadOwner, siteUrl: string): PageHead {
  return pageHead({
    type: 'article',
    title: publicPageTitle(project.name, owner),
    description: shorten(project.description),
    url: new URL(`/projects/${project.slug}`, siteUrl).href,
    image: cardUrl(siteUrl, `projects/${project.slug}.png`),
    imageAlt: `${project.name}, a project by ${ownerName(owner)}`,
  });
}

/** `/projects`: every project, described by whose they are and how many. */
export function projectsPageHead(owner: HeadOwner, projects: readonly Project[], siteUrl: string): PageHead {
  const by = ownerName(owner);
  const names = projects.map((project) => project.name).join(', ');
  return pageHead({
    type: 'website',
    title: publicPageTitle('Projects', owner),
    description: shorten(
      projects.length > 0
        ? `${projects.length} ${projects.length === 1 ? 'project' : 'projects'} by ${by}: ${names}.`
        : `Projects by ${by}.`,
    ),
    url: new URL('/projects', siteUrl).href,
    image: cardUrl(siteUrl, 'home.png'),
    imageAlt: owner.professionalTitle ? `${by}: ${owner.professionalTitle}` : by,
  });
}
