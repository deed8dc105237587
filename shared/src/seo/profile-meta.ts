import { DEFAULT_PROFESSIONAL_TITLE } from '../config/constants';
import { homeTitle } from '../config/page-titles';
import type { PublicUser } from '../schemas';

/**
 * What link previews and search engines read about the home page. One definition for the home page's
 * browser-side tags and the host server's rendered head, so both say the same.
 */
export interface ProfileMeta {
  title: string;
  description: string;
  /** Absolute URL: link previews do not resolve relative ones. */
  image: string | null;
  firstName: string;
  lastName: string;
}

const DESCRIPTION_MAX = 160;

/** Cut at a word boundary so previews never end mid-word. */
export function shorten(text: string, max = DESCRIPTION_MAX) {
  const clean = text.replace(/\s+/g, ' ').trim();
  if (clean.length <= max) return clean;
  const cut = clean.slice(0, max - 1);
  return `${cut.slice(0, cut.lastIndexOf(' ') > 0 ? cut.lastIndexOf(' ') : cut.length)}…`;
}

export function profileMeta(
  user: Pick<PublicUser, 'firstName' | 'lastName' | 'professionalTitle' | 'bio' | 'avatar'>,
  baseUrl: string,
): ProfileMeta {
  const name = `${user.firstName} ${user.lastName}`;
  const title = user.professionalTitle?.trim() || DEFAULT_PROFESSIONAL_TITLE;
  return {
    title: homeTitle(user),
    description: shorten(user.bio?.trim() || `${name}, ${title}: experience, stack and projects.`),
    image: user.avatar ? new URL(user.avatar, baseUrl).href : null,
    firstName: user.firstName,
    lastName: user.lastName,
  };
}
