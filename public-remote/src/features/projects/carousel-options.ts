import { CAROUSEL_AUTOPLAY_MS } from '@portfolio/shared/config';
import type { SwiperOptions } from 'swiper/types';
import { CAROUSEL_GAP_PX, CAROUSEL_TWO_SLIDES_MIN_WIDTH } from '../../config';

const MAX_SLIDES_PER_VIEW = 2;

/**
 * The carousel of docs/product.md#projects: every 3000 ms, looping, paused under the mouse, no arrows; one
 * slide below 464 px, two from there up. Swiper's loop needs one slide more than it shows, so with fewer
 * projects it rewinds instead. Under `prefers-reduced-motion` nothing moves by itself.
 */
export function carouselOptions({
  slideCount,
  reducedMotion,
}: {
  slideCount: number;
  reducedMotion: boolean;
}): SwiperOptions {
  const canLoop = slideCount > MAX_SLIDES_PER_VIEW;
  const canMove = slideCount > 1;
  return {
    slidesPerView: 1,
    spaceBetween: CAROUSEL_GAP_PX,
    breakpoints: { [CAROUSEL_TWO_SLIDES_MIN_WIDTH]: { slidesPerView: MAX_SLIDES_PER_VIEW } },
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
