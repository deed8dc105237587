import { CONTACT_PATH, PRIMARY_ACTION_LABELS } from '@portfolio/shared/config';
import type { PublicUser } from '@portfolio/shared/schemas';
import { NEW_TAB } from './ExternalLink';
import { cvFileName, RESUME_PDF_PATH } from './ProfileLinks';

type ActionSource = Pick<PublicUser, 'primaryAction' | 'bookingUrl' | 'resumePublic'> &
  Partial<Pick<PublicUser, 'firstName' | 'lastName'>>;

export interface ResolvedAction {
  kind: PublicUser['primaryAction'];
  href: string;
  label: string;
  external: boolean;
  /** Saved as this file name rather than opened. */
  download?: string;
}

/**
 * Where the hero's primary action leads, as the owner chose it: the contact page ('Get in touch'), their booking
 * page, or the résumé PDF. A choice that cannot be kept (no booking page, the résumé turned off) falls back to
 * the contact page, so the hero always offers a way to reach the owner.
 */
export function resolvePrimaryAction(user: ActionSource): ResolvedAction {
  if (user.primaryAction === 'book-a-call' && user.bookingUrl)
    return {
      kind: 'book-a-call',
      href: user.bookingUrl,
      label: PRIMARY_ACTION_LABELS['book-a-call'],
      external: true,
    };
  if (user.primaryAction === 'download-cv' && user.resumePublic)
    return {
      kind: 'download-cv',
      href: RESUME_PDF_PATH,
      label: PRIMARY_ACTION_LABELS['download-cv'],
      external: false,
      download: cvFileName(user),
    };
  return {
    kind: 'get-in-touch',
    href: CONTACT_PATH,
    label: PRIMARY_ACTION_LABELS['get-in-touch'],
    external: false,
  };
}

/** The attributes of a link to the action: a new tab for the booking page, a download for the PDF. */
export const actionLinkProps = (action: ResolvedAction) => ({
  href: action.href,
  ...(action.external ? { target: '_blank', rel: 'noopener noreferrer' } : {}),
  ...(action.download ? { download: action.download } : {}),
});

/** Read after the visible words by screen readers: where the link goes when that is not this tab. */
export const actionDetail = (action: ResolvedAction) =>
  action.external ? NEW_TAB : action.download ? '(PDF)' : undefined;
