/**
 * The projects carousel shows two slides from this viewport width up, one below it
 * (docs/product.md#projects).
 */
export const CAROUSEL_TWO_SLIDES_MIN_WIDTH = 464;
/**
 * From this viewport width the carousel shows three slides when there are three projects: every project in view,
 * nothing to play (docs/product.md#projects).
 */
export const CAROUSEL_ALL_SLIDES_MIN_WIDTH = 1024;
/** Gap between carousel slides, in px; the loading skeleton uses the same gap (Tailwind `gap-4`). */
export const CAROUSEL_GAP_PX = 16;
/**
 * The content column's widest (90vw, at most 768 px; docs/product.md#constants): image `sizes` are worked out
 * from it.
 */
export const CONTENT_MAX_WIDTH_PX = 768;
