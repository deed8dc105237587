/**
 * Responsive image variants: every raster upload is also served as a WebP this many pixels wide (never wider
 * than the original), so a page can offer `srcset` and the browser fetches what the slot needs. SVGs stay SVG.
 */
export const IMAGE_VARIANT_WIDTHS = [400, 800] as const;
export type ImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];

/** A stored upload's name (`<id>.<ext>`) and a variant's (`<id>.<width>w.webp`): the dot keeps them apart. */
export const STORED_IMAGE_NAME = /^([A-Za-z0-9_-]{1,64})\.(png|jpg|webp|svg)$/;
export const IMAGE_VARIANT_NAME = /^([A-Za-z0-9_-]{1,64})\.(400|800)w\.webp$/;

export const variantFileName = (id: string, width: ImageVariantWidth) => `${id}.${width}w.webp`;

// Our own uploads: `<origin>/api/uploads/<preset>/<id>.<raster ext>`.
const OWN_RASTER_UPLOAD = /^(.*\/api\/uploads\/[a-z]+\/)([A-Za-z0-9_-]{1,64})\.(png|jpg|webp)$/;
// What a Cloudinary upload answers as `secure_url`: a transformation goes right after `/image/upload/`.
const CLOUDINARY_RASTER = /^(https:\/\/res\.cloudinary\.com\/[^/]+\/image\/upload\/)(.+\.(png|jpe?g|webp))$/i;

/** The URL of `url`'s variant `width` pixels wide, or undefined when no such variant exists (SVG, other hosts). */
export function imageVariantUrl(url: string, width: ImageVariantWidth): string | undefined {
  const own = OWN_RASTER_UPLOAD.exec(url);
  if (own) return `${own[1]}${variantFileName(own[2]!, width)}`;
  const cloudinary = CLOUDINARY_RASTER.exec(url);
  if (cloudinary) return `${cloudinary[1]}w_${width},c_limit,f_webp/${cloudinary[2]}`;
  return undefined;
}

/** `srcset` for an image URL, or undefined when it has no variants (it is then used as it is). */
export function imageSrcSet(url: string): string | undefined {
  const candidates = IMAGE_VARIANT_WIDTHS.map((width) => {
    const variant = imageVariantUrl(url, width);
    return variant && `${variant} ${width}w`;
  });
  return candidates.every(Boolean) ? candidates.join(', ') : undefined;
}
