import type { SVGProps } from 'react';

// Small inline icons: no icon library in the shell's download. Decorative (the control around each one carries
// the accessible name), so hidden from assistive tech.
type IconProps = SVGProps<SVGSVGElement>;

/** A 24×24 outline icon in the current text colour. */
export const OutlineIcon = ({ children, className = 'h-5 w-5', ...props }: IconProps) => (
  <svg
    viewBox="0 0 24 24"
    fill="none"
    stroke="currentColor"
    strokeWidth={2}
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
