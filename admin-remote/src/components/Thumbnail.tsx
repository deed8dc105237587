import { MonogramTile } from '@portfolio/ui/MonogramTile';
import { ResponsiveImage } from '@portfolio/ui/ResponsiveImage';

interface ThumbnailProps {
  src: string | null;
  /** The item's name: its monogram stands in when it has no image. */
  name: string;
  /** `wide` for a cover (16:9), `square` for an icon. */
  shape: 'wide' | 'square';
}

/** A list row's picture at the smallest variant that fills it, or the item's monogram tile when it has none. */
export function Thumbnail({ src, name, shape }: ThumbnailProps) {
  const box =
    shape === 'wide'
      ? { width: 64, height: 36, className: 'h-9 w-16' }
      : { width: 36, height: 36, className: 'size-9' };
  if (!src) return <MonogramTile name={name} className={`${box.className} rounded text-xs`} />;
  return (
    <ResponsiveImage
      src={src}
      width={box.width}
      height={box.height}
      sizes={`${box.width}px`}
      className={`${box.className} rounded bg-slate-100 dark:bg-slate-800 ${shape === 'square' ? 'object-contain' : 'object-cover'}`}
    />
  );
}
