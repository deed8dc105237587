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
 * An uploaded image at the size its slot needs: our uploads (SVGs too, drawn) offer their 160, 400 and 800 px
 * WebP variants through `srcset`; images from elsewhere are used as they are.
 */
export function ResponsiveImage({ src, sizes, lazy = true, alt = '', ...image }: ResponsiveImageProps) {
  const srcSet = imageSrcSet(src);
  return (
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
}
