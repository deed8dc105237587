import type { SVGProps } from 'react';

// Small inline icons, so no microfrontend downloads an icon library; each module imports only what it draws.
// Decorative (the control around each one carries the accessible name), so hidden from assistive tech.
type IconProps = SVGProps<SVGSVGElement>;

/** A 24×24 outline icon in the current text colour. */
export const OutlineIcon = ({ children, className = 'h-5 w-5', ...props }: IconProps) => (
  <svg
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
    strokeLinecap="round"
    strokeLinejoin="round"
    aria-hidden="true"
    focusable="false"
    className={className}
    {...props}
  >
    {children}
  </svg>
);

export const CheckIcon = (props: IconProps) => (
  <OutlineIcon strokeWidth={3} {...props}>
    <path d="M5 13l4 4L19 7" />
  </OutlineIcon>
);

export const CloseIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <path d="M6 6l12 12M18 6L6 18" />
  </OutlineIcon>
);

export const BackArrowIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <path d="M19 12H5M12 19l-7-7 7-7" />
  </OutlineIcon>
);

export const MenuIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <path d="M4 6h16M4 12h16M4 18h16" />
  </OutlineIcon>
);

export const EyeIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <path d="M2 12s3.6-7 10-7 10 7 10 7-3.6 7-10 7S2 12 2 12Z" />
    <circle cx="12" cy="12" r="3" />
  </OutlineIcon>
);

export const EyeOffIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <path d="M3 3l18 18M10.6 5.1A10.6 10.6 0 0 1 12 5c6.4 0 10 7 10 7a17 17 0 0 1-3.2 4.1M6.6 6.6C3.9 8.3 2 12 2 12s3.6 7 10 7a9.6 9.6 0 0 0 5.4-1.6M9.9 9.9a3 3 0 0 0 4.2 4.2" />
  </OutlineIcon>
);

export const SunIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <circle cx="12" cy="12" r="4" />
    <path d="M12 2v2M12 20v2M4.9 4.9l1.4 1.4M17.7 17.7l1.4 1.4M2 12h2M20 12h2M4.9 19.1l1.4-1.4M17.7 6.3l1.4-1.4" />
  </OutlineIcon>
);

export const MoonIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <path d="M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8Z" />
  </OutlineIcon>
);

export const PersonIcon = (props: IconProps) => (
  <OutlineIcon fill="currentColor" stroke="none" {...props}>
    <path d="M12 12a5 5 0 1 0 0-10 5 5 0 0 0 0 10Zm0 2c-4.4 0-8 2.2-8 5v3h16v-3c0-2.8-3.6-5-8-5Z" />
  </OutlineIcon>
);

export const LinkedInIcon = (props: IconProps) => (
  <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false" {...props}>
    <path d="M20.45 20.45h-3.56v-5.57c0-1.33-.02-3.04-1.85-3.04-1.85 0-2.14 1.45-2.14 2.94v5.67H9.35V9h3.41v1.56h.05c.48-.9 1.64-1.85 3.37-1.85 3.6 0 4.27 2.37 4.27 5.46v6.28ZM5.34 7.43a2.06 2.06 0 1 1 0-4.13 2.06 2.06 0 0 1 0 4.13ZM7.12 20.45H3.56V9h3.56v11.45ZM22.22 0H1.77C.79 0 0 .77 0 1.73v20.54C0 23.23.79 24 1.77 24h20.45c.98 0 1.78-.77 1.78-1.73V1.73C24 .77 23.2 0 22.22 0Z" />
  </svg>
);

export const GitHubIcon = (props: IconProps) => (
  <svg viewBox="0 0 24 24" fill="currentColor" aria-hidden="true" focusable="false" {...props}>
    <path d="M12 .3a12 12 0 0 0-3.8 23.38c.6.12.83-.26.83-.57l-.02-2.23c-3.34.73-4.04-1.42-4.04-1.42-.55-1.39-1.34-1.76-1.34-1.76-1.08-.74.09-.73.09-.73 1.2.09 1.83 1.24 1.83 1.24 1.07 1.83 2.8 1.3 3.49 1 .1-.78.42-1.31.76-1.61-2.67-.3-5.47-1.33-5.47-5.93 0-1.31.47-2.38 1.24-3.22-.14-.3-.54-1.52.1-3.18 0 0 1-.32 3.3 1.23a11.5 11.5 0 0 1 6 0c2.28-1.55 3.29-1.23 3.29-1.23.64 1.66.24 2.88.12 3.18a4.65 4.65 0 0 1 1.23 3.22c0 4.61-2.8 5.63-5.48 5.92.42.36.81 1.1.81 2.22l-.01 3.29c0 .31.2.69.82.57A12 12 0 0 0 12 .3" />
  </svg>
);

export const DocumentIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <path d="M14 3H7a2 2 0 0 0-2 2v14a2 2 0 0 0 2 2h10a2 2 0 0 0 2-2V8Z" />
    <path d="M14 3v5h5M9 13h6M9 17h6" />
  </OutlineIcon>
);

export const MailIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <rect x="3" y="5" width="18" height="14" rx="2" />
    <path d="m3 7 9 6 9-6" />
  </OutlineIcon>
);

export const CalendarIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <rect x="3" y="5" width="18" height="16" rx="2" />
    <path d="M16 3v4M8 3v4M3 10h18" />
  </OutlineIcon>
);

export const MapPinIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <path d="M20 10c0 6-8 12-8 12s-8-6-8-12a8 8 0 0 1 16 0Z" />
    <circle cx="12" cy="10" r="3" />
  </OutlineIcon>
);

export const GlobeIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M3 12h18M12 3a14 14 0 0 1 0 18M12 3a14 14 0 0 0 0 18" />
  </OutlineIcon>
);

export const CodeIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <path d="m8 7-5 5 5 5M16 7l5 5-5 5" />
  </OutlineIcon>
);

export const InfoIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <circle cx="12" cy="12" r="9" />
    <path d="M12 11v5M12 8h.01" />
  </OutlineIcon>
);

export const PauseIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <path d="M9 5v14M15 5v14" />
  </OutlineIcon>
);

export const PlayIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <path d="M7 4v16l13-8Z" />
  </OutlineIcon>
);

export const PlusIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <path d="M12 5v14M5 12h14" />
  </OutlineIcon>
);

export const PencilIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <path d="M4 20h4L19 9l-4-4L4 16v4ZM13.5 6.5l4 4" />
  </OutlineIcon>
);

export const TrashIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <path d="M4 7h16M10 11v6M14 11v6M6 7l1 13h10l1-13M9 7V4h6v3" />
  </OutlineIcon>
);

export const SearchIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <circle cx="11" cy="11" r="7" />
    <path d="m20 20-4-4" />
  </OutlineIcon>
);

export const ChevronUpIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <path d="m6 15 6-6 6 6" />
  </OutlineIcon>
);

export const ChevronDownIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <path d="m6 9 6 6 6-6" />
  </OutlineIcon>
);

export const ChevronLeftIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <path d="m15 6-6 6 6 6" />
  </OutlineIcon>
);

export const ChevronRightIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <path d="m9 6 6 6-6 6" />
  </OutlineIcon>
);

export const GripIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <path d="M9 5h.01M15 5h.01M9 12h.01M15 12h.01M9 19h.01M15 19h.01" strokeWidth={3} />
  </OutlineIcon>
);

export const UploadIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <path d="M12 16V4M7 9l5-5 5 5M4 16v3a1 1 0 0 0 1 1h14a1 1 0 0 0 1-1v-3" />
  </OutlineIcon>
);

export const DownloadIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <path d="M4 17v2a2 2 0 0 0 2 2h12a2 2 0 0 0 2-2v-2M7 11l5 5 5-5M12 4v12" />
  </OutlineIcon>
);

export const HomeIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <path d="m3 11 9-8 9 8M5 9.5V20h5v-6h4v6h5V9.5" />
  </OutlineIcon>
);

export const UsersIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <circle cx="9" cy="8" r="3.5" />
    <path d="M2.5 20c0-3.6 2.9-6 6.5-6s6.5 2.4 6.5 6M16 4.6a3.5 3.5 0 0 1 0 6.8M18 14.3c2.1.7 3.5 2.8 3.5 5.7" />
  </OutlineIcon>
);

export const FolderIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <path d="M3 6a1 1 0 0 1 1-1h5l2 2h9a1 1 0 0 1 1 1v10a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1Z" />
  </OutlineIcon>
);

export const BriefcaseIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <rect x="3" y="7" width="18" height="13" rx="2" />
    <path d="M9 7V5a1 1 0 0 1 1-1h4a1 1 0 0 1 1 1v2M3 13h18" />
  </OutlineIcon>
);

export const ChipIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <rect x="6" y="6" width="12" height="12" rx="2" />
    <path d="M9 2v4M15 2v4M9 18v4M15 18v4M2 9h4M2 15h4M18 9h4M18 15h4" />
  </OutlineIcon>
);

export const TagIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <path d="M3 12V4a1 1 0 0 1 1-1h8l9 9-9 9Z" />
    <circle cx="8" cy="8" r="1.5" />
  </OutlineIcon>
);

export const UserIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <circle cx="12" cy="8" r="4" />
    <path d="M4 21c0-4 3.6-7 8-7s8 3 8 7" />
  </OutlineIcon>
);

export const LogoutIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <path d="M15 4h4a1 1 0 0 1 1 1v14a1 1 0 0 1-1 1h-4M10 16l-4-4 4-4M6 12h11" />
  </OutlineIcon>
);

export const RocketIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <path d="M5 15c-1.5 1.5-2 5-2 5s3.5-.5 5-2c.8-.8.8-2.2 0-3s-2.2-.8-3 0Z" />
    <path d="M9 12a22 22 0 0 1 2-4 13 13 0 0 1 10-6c0 2.7-.8 7.6-6 10a22 22 0 0 1-4 2Z" />
    <path d="M9 12H4s.5-3 2-4c1.6-1.1 5 0 5 0M12 15v5s3-.5 4-2c1.1-1.6 0-5 0-5" />
  </OutlineIcon>
);

export const HistoryIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <path d="M3 12a9 9 0 1 0 3-6.7L3 8M3 3v5h5M12 7v5l3 3" />
  </OutlineIcon>
);

export const InboxIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <path d="M4 13h4l1.5 3h5L16 13h4M5.5 5h13L21 13v5a1 1 0 0 1-1 1H4a1 1 0 0 1-1-1v-5Z" />
  </OutlineIcon>
);

/** The admin menu's icons, by the name a section or a resource descriptor (@portfolio/shared/resources) gives. */
export const ADMIN_SECTION_ICONS = {
  home: HomeIcon,
  users: UsersIcon,
  projects: FolderIcon,
  experiences: BriefcaseIcon,
  technologies: ChipIcon,
  tags: TagIcon,
  history: HistoryIcon,
  inbox: InboxIcon,
  releases: RocketIcon,
  profile: UserIcon,
} as const;

export const KeyIcon = (props: IconProps) => (
  <OutlineIcon {...props}>
    <circle cx="8" cy="15" r="4" />
    <path d="m10.8 12.2 8.2-8.2M16 7l3 3M18 5l2 2" />
  </OutlineIcon>
);
