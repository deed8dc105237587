import { CAROUSEL_AUTOPLAY_MS } from '@portfolio/shared/config';
import type { SwiperOptions } from 'swiper/types';
import { CAROUSEL_ALL_SLIDES_MIN_WIDTH, CAROUSEL_GAP_PX, CAROUSEL_TWO_SLIDES_MIN_WIDTH } from '../../config';

const MAX_SLIDES_PER_VIEW = 2;
/** On a wide screen this many projects are shown all at once, rather than two of them in turn. */
export const ALL_IN_VIEW_MAX = 3;

/**
 * The carousel of docs/product.md#projects: every 3000 ms, looping, paused under the mouse, no arrows; one
 * slide below 464 px, two from there up, and all three from 1024 px when there are three (fewer fit already).
 * Swiper's loop needs one slide more than it shows, so with two projects it rewinds instead, and three stop
 * looping where all three are in view (a rewinding carousel could never bring its last project to the front,
 * so its bullet would never be current). Under `prefers-reduced-motion` nothing moves by itself.
 */
export function carouselOptions({
  slideCount,
  reducedMotion,
}: {
  slideCount: number;
  reducedMotion: boolean;
}): SwiperOptions {
  const allInView = slideCount === ALL_IN_VIEW_MAX;
  const canLoop = slideCount > MAX_SLIDES_PER_VIEW;
  const canMove = slideCount > 1;
  const breakpoints: NonNullable<SwiperOptions['breakpoints']> = {
    [CAROUSEL_TWO_SLIDES_MIN_WIDTH]: { slidesPerView: MAX_SLIDES_PER_VIEW },
  };
  if (allInView) {
    breakpoints[CAROUSEL_ALL_SLIDES_MIN_WIDTH] = { slidesPerView: ALL_IN_VIEW_MAX, loop: false };
  }
  return {
    slidesPerView: 1,
    spaceBetween: CAROUSEL_GAP_PX,
    breakpoints,
    loop: canLoop,
    rewind: canMove && !canLoop,
    navigation: false,
    speed: reducedMotion ? 0 : 500,
    autoplay: {
      enabled: canMove && !reducedMotion,
      delay: CAROUSEL_AUTOPLAY_MS,
      // The mouse and the focus hold it: holdWhileAttended, which also covers what Swiper's own hold misses.
      pauseOnMouseEnter: false,
      disableOnInteraction: false,
    },
    a11y: {
      enabled: true,
      containerRoleDescriptionMessage: 'carousel',
      itemRoleDescriptionMessage: 'slide',
    },
  };
}
