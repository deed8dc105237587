import type { Swiper } from 'swiper/types';

/**
 * Holds the carousel still while the visitor attends to it: the mouse over the slides, or the focus on one. Swiper's
 * own `pauseOnMouseEnter` misses what this page makes common: the projects island is hydrated when the pointer or
 * the focus reaches it, so the carousel often starts under a resting pointer or with the focus on a slide, and no
 * enter comes; and Swiper resumes by itself half a second after a resize (one comes as it starts), mouse or not.
 * So this holds from the start, and undoes any resume while attended. Returns what stops it.
 */
export function holdWhileAttended(swiper: Swiper): () => void {
  const { el, autoplay } = swiper;
  let hovered = el.matches(':hover');
  let focused = el.matches(':focus-within');
  const follow = () => {
    if (hovered || focused) {
      if (!autoplay.paused) autoplay.pause();
    } else if (autoplay.paused) autoplay.resume();
  };
  // A finger's enter and leave frame a tap or a swipe, which Swiper handles itself: the mouse only, as Swiper does.
  const onPointer = (event: PointerEvent) => {
    if (event.pointerType !== 'mouse') return;
    hovered = event.type === 'pointerenter';
    follow();
  };
  const onFocusIn = () => {
    focused = true;
    follow();
  };
  const onFocusOut = (event: FocusEvent) => {
    focused = event.relatedTarget instanceof Node && el.contains(event.relatedTarget);
    follow();
  };
  el.addEventListener('pointerenter', onPointer);
  el.addEventListener('pointerleave', onPointer);
  el.addEventListener('focusin', onFocusIn);
  el.addEventListener('focusout', onFocusOut);
  swiper.on('autoplayResume', follow);
  follow();
  return () => {
    el.removeEventListener('pointerenter', onPointer);
    el.removeEventListener('pointerleave', onPointer);
    el.removeEventListener('focusin', onFocusIn);
    el.removeEventListener('focusout', onFocusOut);
    swiper.off('autoplayResume', follow);
  };
}
