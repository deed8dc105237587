import { HOME_SECTION_IDS, type HomeSection } from '@portfolio/shared/config';
import { whenElementAppears } from './smooth-scroll';

/** A section is current once its top has reached where an anchor puts it (its scroll margin), give or take. */
const SLACK_PX = 8;

function sectionInView(): HomeSection | undefined {
  const present = HOME_SECTION_IDS.filter((id) => document.getElementById(id));
  // At the end of the page the last section is the current one, even when it is too short to reach the top.
  const atBottom =
    window.innerHeight + window.scrollY >= document.documentElement.scrollHeight - 2 && window.scrollY > 0;
  if (atBottom) return present.at(-1);
  let current: HomeSection | undefined;
  for (const id of present) {
    const element = document.getElementById(id)!;
    const margin = Number.parseFloat(getComputedStyle(element).scrollMarginTop) || 0;
    if (element.getBoundingClientRect().top - margin <= SLACK_PX) current = id;
  }
  return current ?? present[0];
}

/**
 * Calls `changed` with the home section the visitor is reading, once the sections are in the page and again
 * (once a frame at most) as they scroll or resize. Without React: the header of a page the browser renders
 * (`useCurrentSection`) and of one it never hydrates (the page-start script) follow it alike. Returns a function
 * that stops following.
 */
export function followCurrentSection(changed: (section: HomeSection | undefined) => void): () => void {
  let frame = 0;
  const measure = () => {
    frame = 0;
    changed(sectionInView());
  };
  const schedule = () => {
    frame ||= requestAnimationFrame(measure);
  };
  window.addEventListener('scroll', schedule, { passive: true });
  window.addEventListener('resize', schedule);
  // On a page the browser renders, the sections arrive with the public remote, after the header.
  const stopWaiting = whenElementAppears(HOME_SECTION_IDS[0]!, schedule);
  return () => {
    window.removeEventListener('scroll', schedule);
    window.removeEventListener('resize', schedule);
    stopWaiting();
    cancelAnimationFrame(frame);
  };
}
