const SIZE = 112;

/** The owner's photo above the fold: loaded eagerly and first; initials on a tint when there is none. */
export function Avatar({ src, name }: { src: string | null; name: string }) {
  if (src) {
    return (
      <img
        src={src}
        alt={`Photo of ${name}`}
        width={SIZE}
        height={SIZE}
        decoding="async"
        fetchPriority="high"
        className="size-28 shrink-0 rounded-full object-cover ring-4 ring-white dark:ring-slate-900"
      />
    );
  }
  const initials = name
    .split(/\s+/)
    .filter(Boolean)
    .map((part) => part[0]?.toUpperCase())
    .slice(0, 2)
    .join('');
  return (
    <div
      aria-hidden="true"
      data-testid="avatar-placeholder"
      className="flex size-28 shrink-0 items-center justify-center rounded-full bg-sky-100 text-3xl font-bold text-sky-800 ring-4 ring-white dark:bg-sky-900 dark:text-sky-100 dark:ring-slate-900"
    >
      {initials}
    </div>
  );
}
