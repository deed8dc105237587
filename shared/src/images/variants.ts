/**
 * Responsive image variants: every upload is also served this many pixels wide, as AVIF and as WebP, so a page
 * can offer `srcset` in a `<picture>` and the browser fetches what the slot and its screen need: 160 for icons
 * and small avatars (40 px at up to 4×), 400 and 800 for cards and photos, 1200, 1600 and 2400 for a project's
 * hero cover at 2× and 3× and its gallery's lightbox. A raster image is never enlarged; an SVG is drawn at
 * exactly that width, because a browser draws each SVG `<img>` as a document of its own on the page's main
 * thread (25-140 ms per technology icon with the CPU slowed 4× like a phone's), where a WebP decodes off it. The
 * SVG itself stays available as it came.
 */
export const IMAGE_VARIANT_WIDTHS = [160, 400, 800, 1200, 1600, 2400] as const;
export type ImageVariantWidth = (typeof IMAGE_VARIANT_WIDTHS)[number];
/** AVIF first: a `<picture>` offers its sources in order, and AVIF is about a third smaller than WebP. */
export const IMAGE_VARIANT_FORMATS = ['avif', 'webp'] as const;
export type ImageVariantFormat = (typeof IMAGE_VARIANT_FORMATS)[number];

/**
 * What an image stored before the 1200-2400 px variants has: a name without a width mark (see `markedId`), WebP
 * variants 160, 400 and 800 px wide. Those are rendered on their first request if missing, as ever; the larger
 * ones and AVIF are not offered for it, so a page never asks such an image for a variant it does not have.
 */
const LEGACY_WIDTHS: readonly ImageVariantWidth[] = [160, 400, 800];

/** A stored upload's name (`<id>.<ext>`) and a variant's (`<id>.<width>w.<avif|webp>`): the dot keeps them apart. */
export const STORED_IMAGE_NAME = /^([A-Za-z0-9_-]{1,64})\.(png|jpg|webp|svg)$/;
export const IMAGE_VARIANT_NAME = new RegExp(
  `^([A-Za-z0-9_-]{1,64})\\.(${IMAGE_VARIANT_WIDTHS.join('|')})w\\.(${IMAGE_VARIANT_FORMATS.join('|')})$`,
);

export const variantFileName = (id: string, width: ImageVariantWidth, format: ImageVariantFormat = 'webp') =>
  `${id}.${width}w.${format}`;

/**
 * An upload's id ends with the width its variants reach (`<random>-w1920`): the original's width, at most the
 * largest variant (an SVG, drawn at any width, reaches that). A page reads it from the address alone, so it
 * offers every variant the image has, each with its true width, and none it lacks.
 */
const WIDTH_MARK = /-w([1-9][0-9]{0,3})$/;
export const markedId = (id: string, reach: number) =>
  `${id}-w${Math.min(Math.max(Math.round(reach), 1), IMAGE_VARIANT_WIDTHS.at(-1)!)}`;

/** One variant an image has: the file's width in its name, and how wide the image in it really is. */
export interface ImageVariant {
  width: ImageVariantWidth;
  actualWidth: number;
}

/**
 * The variants an upload with id `id` has, smallest first. A marked image reaching 1000 px has 160, 400, 800 and
 * its 1200 one (1000 px wide: never enlarged), in both formats; an unmarked (older) one the legacy WebP widths.
 */
export function variantsOf(id: string): { variants: ImageVariant[]; formats: readonly ImageVariantFormat[] } {
  const mark = WIDTH_MARK.exec(id);
  if (!mark) {
    return { variants: LEGACY_WIDTHS.map((width) => ({ width, actualWidth: width })), formats: ['webp'] };
  }
  const reach = Number(mark[1]);
  const variants: ImageVariant[] = [];
  for (const width of IMAGE_VARIANT_WIDTHS) {
    variants.push({ width, actualWidth: Math.min(width, reach) });
    if (width >= reach) break;
  }
  return { variants, formats: IMAGE_VARIANT_FORMATS };
}

// Our own uploads: `<origin>/api/uploads/<preset>/<id>.<ext>`.
const OWN_UPLOAD = /^(.*\/api\/uploads\/[a-z]+\/)([A-Za-z0-9_-]{1,64})\.(png|jpg|webp|svg)$/;
// What a Cloudinary upload answers as `secure_url`: a transformation goes right after `/image/upload/`. Its
// `c_limit` would keep an SVG at its intrinsic size, so a Cloudinary SVG is used as it is.
const CLOUDINARY_RASTER = /^(https:\/\/res\.cloudinary\.com\/[^/]+\/image\/upload\/)(.+\.(png|jpe?g|webp))$/i;

/**
 * The URL of `url`'s variant `width` pixels wide in `format`, or undefined when it has no such variant (other
 * hosts, a Cloudinary SVG, a width or format our upload lacks).
 */
export function imageVariantUrl(
  url: string,
  width: ImageVariantWidth,
  format: ImageVariantFormat = 'webp',
): string | undefined {
  const own = OWN_UPLOAD.exec(url);
  if (own) {
    const { variants, formats } = variantsOf(own[2]!);
    if (!formats.includes(format) || !variants.some((variant) => variant.width === width)) return undefined;
    return `${own[1]}${variantFileName(own[2]!, width, format)}`;
  }
  const cloudinary = CLOUDINARY_RASTER.exec(url);
  if (cloudinary) return `${cloudinary[1]}w_${width},c_limit,f_${format}/${cloudinary[2]}`;
  return undefined;
}

/**
 * `srcset` for an image URL in `format`, each candidate with its true width, or undefined when it has no variants
 * in that format (it is then used as it is, or offered in the other format only).
 */
export function imageSrcSet(url: string, format: ImageVariantFormat = 'webp'): string | undefined {
  const own = OWN_UPLOAD.exec(url);
  const { variants, formats } = own
    ? variantsOf(own[2]!)
    : {
        variants: IMAGE_VARIANT_WIDTHS.map((width) => ({ width, actualWidth: width })),
        formats: IMAGE_VARIANT_FORMATS,
      };
  if (!formats.includes(format)) return undefined;
  const candidates = variants.map(({ width, actualWidth }) => {
    const variant = imageVariantUrl(url, width, format);
    return variant && `${variant} ${actualWidth}w`;
  });
  return candidates.every(Boolean) ? candidates.join(', ') : undefined;
}
