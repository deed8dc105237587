/** SPEC.md section 9: the projects carousel shows two slides from this viewport width up, one below it. */
export const CAROUSEL_TWO_SLIDES_MIN_WIDTH = 464;
/** Gap between carousel slides, in px; the loading skeleton uses the same gap (Tailwind `gap-4`). */
export const CAROUSEL_GAP_PX = 16;
