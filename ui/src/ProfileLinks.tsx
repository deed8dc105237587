import type { PublicUser } from '@portfolio/shared/schemas';
import type { ComponentType, SVGProps } from 'react';
import { NEW_TAB } from './ExternalLink';
import { DocumentIcon, DownloadIcon, GitHubIcon, LinkedInIcon, MailIcon } from './icons';
import { focusRing } from './styles/controls';

interface ProfileLink {
  href: string;
  label: string;
  /** Read after the label by screen readers only: the name starts with the visible text (WCAG 2.5.3). */
  detail?: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  external: boolean;
  /**
   * The name when only the icon shows: free of the form word "Email", so on the sign-in page the footer's link
   * and the Email field are not both what a voice command or a label lookup finds.
   */
  iconName?: string;
  /** Saved as this file name rather than opened. */
  download?: string;
}

type LinkSource = Pick<PublicUser, 'linkedin' | 'github' | 'notionResume' | 'email'> &
  Partial<Pick<PublicUser, 'firstName' | 'lastName' | 'resumePublic'>>;

/** Where the site serves the owner's résumé as a PDF (the API draws it: docs/product.md#resume). */
export const RESUME_PDF_PATH = '/resume.pdf';

/** `Ada-Lovelace-CV.pdf`: what the downloaded file is called. */
export const cvFileName = (user: Partial<Pick<PublicUser, 'firstName' | 'lastName'>>) =>
  `${[user.firstName, user.lastName].filter(Boolean).join('-').replace(/\s+/g, '-') || 'resume'}-CV.pdf`;

/** `contactPage`: the site's contact form, which the mail link leads to instead of the visitor's mail program. */
export function profileLinks(user: LinkSource, contactPage?: string): ProfileLink[] {
  const links: (ProfileLink | false)[] = [
    !!user.linkedin && { href: user.linkedin, label: 'LinkedIn', icon: LinkedInIcon, external: true },
    !!user.github && { href: user.github, label: 'GitHub', icon: GitHubIcon, external: true },
    // Named for what it is, beside the PDF: two links both saying "résumé" left a visitor to guess which is which.
    !!user.notionResume && {
      href: user.notionResume,
      label: 'Notion CV',
      icon: DocumentIcon,
      external: true,
    },
    !!user.resumePublic && {
      href: RESUME_PDF_PATH,
      label: 'Download CV',
      detail: '(PDF)',
      icon: DownloadIcon,
      external: false,
      download: cvFileName(user),
    },
    !!contactPage && {
      href: contactPage,
      label: 'Contact',
      icon: MailIcon,
      external: false,
      iconName: `Write to ${user.firstName || 'the owner'}`,
    },
    !contactPage &&
      !!user.email && {
        href: `mailto:${user.email}`,
        label: 'Email',
        detail: user.email,
        icon: MailIcon,
        external: false,
        iconName: `Send an e-mail to ${user.email}`,
      },
  ];
  return links.filter((link): link is ProfileLink => link !== false);
}

const LOOKS = {
  /** The about section: pills with the icon and the word. */
  pills: {
    list: 'flex flex-wrap gap-3',
    link: 'inline-flex h-10 items-center gap-2 rounded-full border border-slate-300 px-4 text-sm font-medium text-slate-800 hover:border-[var(--accent-text,#0ea5e9)] hover:text-[var(--accent-text,#0369a1)] dark:border-slate-700 dark:text-slate-100 dark:hover:border-[var(--accent-text,#38bdf8)] dark:hover:text-[var(--accent-text,#7dd3fc)]',
    icon: 'size-4',
  },
  /** The footer: round icon buttons, the word in the accessible name only. */
  icons: {
    // Pulled out by the buttons' padding, so the icons line up with the text above or beside them.
    list: '-mx-2.5 flex flex-wrap gap-1',
    link: 'inline-flex size-10 items-center justify-center rounded-full text-slate-600 hover:bg-slate-200 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white',
    icon: 'size-5',
  },
} as const;

/** The owner's LinkedIn, GitHub, resume, the résumé PDF (unless turned off) and e-mail, those the profile has. */
export function ProfileLinks({
  user,
  look = 'pills',
  contactPage,
  without,
}: {
  user: LinkSource;
  look?: keyof typeof LOOKS;
  contactPage?: string;
  /** A link shown elsewhere already (the hero's primary action), by its address: not repeated here. */
  without?: string;
}) {
  const classes = LOOKS[look];
  return (
    <ul className={classes.list}>
      {profileLinks(user, contactPage)
        .filter((link) => link.href !== without)
        .map(({ href, label, detail, icon: Icon, external, iconName, download }) => (
          <li key={label}>
            <a
              href={href}
              aria-label={
                (look === 'icons' && iconName) ||
                [label, detail, external && NEW_TAB].filter(Boolean).join(' ')
              }
              {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              {...(download ? { download } : {})}
              className={`${classes.link} ${focusRing}`}
            >
              <Icon className={classes.icon} />
              {look === 'pills' && label}
            </a>
          </li>
        ))}
    </ul>
  );
}
