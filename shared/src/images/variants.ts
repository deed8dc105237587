/**
 * Responsive image variants: every upload is also served as a WebP this many pixels wide, so a page can offer
 * `srcset` and the browser fetches what the slot needs: 160 for icons and small avatars (40 px at up to 4×), 400
 * and 800 for covers and photos. A raster image is never enlarged; an SVG is drawn at exactly that width,
 * because a browser draws each SVG `<img>` as a document of its own on the page's main thread (25-140 ms per
 * technology icon with the CPU slowed 4× like a phone's), where a WebP decodes off it. The SVG itself stays available as it came.
 */
export const IMAGE_VARIANT_WIDTHS = [160, 400, 800] as const;
export type ImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];

/** A stored upload's name (`<id>.<ext>`) and a variant's (`<id>.<width>w.webp`): the dot keeps them apart. */
export const STORED_IMAGE_NAME = /^([A-Za-z0-9_-]{1,64})\.(png|jpg|webp|svg)$/;
export const IMAGE_VARIANT_NAME = new RegExp(
  `^([A-Za-z0-9_-]{1,64})\\.(${IMAGE_VARIANT_WIDTHS.join('|')})w\\.webp$`,
);

export const variantFileName = (id: string, width: ImageVariantWidth) => `${id}.${width}w.webp`;

// Our own uploads: `<origin>/api/uploads/<preset>/<id>.<ext>`.
const OWN_UPLOAD = /^(.*\/api\/uploads\/[a-z]+\/)([A-Za-z0-9_-]{1,64})\.(png|jpg|webp|svg)$/;
// What a Cloudinary upload answers as `secure_url`: a transformation goes right after `/image/upload/`. Its
// `c_limit` would keep an SVG at its intrinsic size, so a Cloudinary SVG is used as it is.
const CLOUDINARY_RASTER = /^(https:\/\/res\.cloudinary\.com\/[^/]+\/image\/upload\/)(.+\.(png|jpe?g|webp))$/i;

/** The URL of `url`'s variant `width` pixels wide, or undefined when no such variant exists (other hosts, a Cloudinary SVG). */
export function imageVariantUrl(url: string, width: ImageVariantWidth): string | undefined {
  const own = OWN_UPLOAD.exec(url);
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
