import type { AnchorHTMLAttributes } from 'react';

/** Appended to the accessible name of every link that opens a new tab, so no one is surprised by it. */
export const NEW_TAB = '(opens in a new tab)';

interface ExternalLinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'target' | 'rel'> {
  href: string;
  /** The accessible name; it should start with the visible text (WCAG 2.5.3). */
  label: string;
}

/** A link to another site: a new tab, announced as such, and the other site gets no handle on this page. */
export function ExternalLink({ label, children, ...link }: ExternalLinkProps) {
  return (
    <a target="_blank" rel="noopener noreferrer" aria-label={`${label} ${NEW_TAB}`} {...link}>
      {children}
    </a>
  );
}
