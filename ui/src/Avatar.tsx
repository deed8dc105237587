const SIZES = {
  sm: { pixels: 40, className: 'size-10 text-sm' },
  lg: { pixels: 112, className: 'size-28 text-3xl ring-4 ring-white dark:ring-slate-900' },
} as const;

interface AvatarProps {
  src: string | null;
  name: string;
  size?: keyof typeof SIZES;
  /** The owner's photo above the fold loads first; list avatars wait for the scroll. */
  priority?: boolean;
  /** Empty when the name is written beside it, so a screen reader does not hear it twice. */
  alt?: string;
}

export const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]?.toUpperCase())
    .slice(0, 2)
    .join('');

/** A person's photo, or their initials on a tint when there is none. */
export function Avatar({ src, name, size = 'sm', priority = false, alt = `Photo of ${name}` }: AvatarProps) {
  const { pixels, className } = SIZES[size];
  if (src) {
    return (
      <img
        src={src}
        alt={alt}
        width={pixels}
        height={pixels}
        decoding="async"
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : 'auto'}
        className={`${className} shrink-0 rounded-full object-cover`}
      />
    );
  }
  return (
    <div
      aria-hidden="true"
      data-testid="avatar-placeholder"
      className={`${className} flex shrink-0 items-center justify-center rounded-full bg-sky-100 font-bold text-sky-800 dark:bg-sky-900 dark:text-sky-100`}
    >
      {initialsOf(name)}
    </div>
  );
}
