import type { PublicUser } from '@portfolio/shared/schemas';
import type { ComponentType, SVGProps } from 'react';
import { DocumentIcon, GitHubIcon, LinkedInIcon, MailIcon } from '@portfolio/ui/icons';
import { NEW_TAB } from '../../components/new-tab';

interface ProfileLink {
  href: string;
  label: string;
  /** Read after the label by screen readers only: the name starts with the visible text (WCAG 2.5.3). */
  detail?: string;
  icon: ComponentType<SVGProps<SVGSVGElement>>;
  external: boolean;
}

type LinkSource = Pick<PublicUser, 'linkedin' | 'github' | 'notionResume' | 'email'>;

export function profileLinks(user: LinkSource): ProfileLink[] {
  const links: (ProfileLink | false)[] = [
    !!user.linkedin && { href: user.linkedin, label: 'LinkedIn', icon: LinkedInIcon, external: true },
    !!user.github && { href: user.github, label: 'GitHub', icon: GitHubIcon, external: true },
    !!user.notionResume && {
      href: user.notionResume,
      label: 'Resume',
      detail: 'on Notion',
      icon: DocumentIcon,
      external: true,
    },
    !!user.email && {
      href: `mailto:${user.email}`,
      label: 'Email',
      detail: user.email,
      icon: MailIcon,
      external: false,
    },
  ];
  return links.filter((link): link is ProfileLink => link !== false);
}

export function ProfileLinks({ user }: { user: LinkSource }) {
  return (
    <ul className="flex flex-wrap gap-3">
      {profileLinks(user).map(({ href, label, detail, icon: Icon, external }) => (
        <li key={label}>
          <a
            href={href}
            aria-label={[label, detail, external && NEW_TAB].filter(Boolean).join(' ')}
            {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
            className="inline-flex h-10 items-center gap-2 rounded-full border border-slate-300 px-4 text-sm font-medium text-slate-800 hover:border-sky-500 hover:text-sky-700 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-500 dark:border-slate-700 dark:text-slate-100 dark:hover:border-sky-400 dark:hover:text-sky-300"
          >
            <Icon className="size-4" />
            {label}
          </a>
        </li>
      ))}
    </ul>
  );
}
