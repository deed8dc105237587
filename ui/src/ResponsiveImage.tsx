import { imageSrcSet } from '@portfolio/shared/images';
import type { ImgHTMLAttributes } from 'react';

export interface ResponsiveImageProps extends Omit<
  ImgHTMLAttributes<HTMLImageElement>,
  'src' | 'srcSet' | 'sizes' | 'loading'
> {
  src: string;
  /** The box it is drawn in, so the page keeps its place before the image arrives. */
  width: number;
  height: number;
  /** How wide the slot is at each viewport width; the browser picks the variant from it. */
  sizes: string;
  /** Lazy unless it is among the first things a visitor sees. */
  lazy?: boolean;
}

/**
 * An uploaded image at the size its slot needs: our uploads (SVGs too, drawn) offer the variants they have
 * through `srcset`, AVIF first in a `<picture>` when they have it, WebP in the `<img>`; images from elsewhere are
 * used as they are. The `<picture>` takes no box of its own (`display: contents`): the `<img>` is laid out as
 * if it stood alone.
 */
export function ResponsiveImage({ src, sizes, lazy = true, alt = '', ...image }: ResponsiveImageProps) {
  const srcSet = imageSrcSet(src, 'webp');
  const avif = imageSrcSet(src, 'avif');
  const img = (
    // `sizes` and `srcset` before `src`: a browser that saw `src` first could start fetching the original.
    <img
      sizes={srcSet ? sizes : undefined}
      srcSet={srcSet}
      src={src}
      alt={alt}
      loading={lazy ? 'lazy' : 'eager'}
      decoding="async"
      {...image}
    />
  );
  if (!avif) return img;
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={avif} sizes={sizes} />
      {img}
    </picture>
  );
}
