import { ImageIcon } from '@portfolio/ui/icons';

interface ThumbnailProps {
  src: string | null;
  /** `wide` for a cover (16:9), `square` for an icon. */
  shape: 'wide' | 'square';
}

/** A list row's picture, or a quiet placeholder of the same size when the item has none. */
export function Thumbnail({ src, shape }: ThumbnailProps) {
  const size = shape === 'wide' ? 'h-9 w-16' : 'size-9';
  if (src) {
    return (
      <img
        src={src}
        alt=""
        width={shape === 'wide' ? 64 : 36}
        height={36}
        loading="lazy"
        decoding="async"
        className={`${size} rounded bg-slate-100 object-cover dark:bg-slate-800 ${shape === 'square' ? 'object-contain' : ''}`}
      />
    );
  }
  return (
    <span
      data-testid="thumbnail-placeholder"
      className={`${size} flex items-center justify-center rounded bg-slate-100 text-slate-500 dark:bg-slate-800 dark:text-slate-400`}
    >
      <ImageIcon className="size-4" />
    </span>
  );
}
