import { HOME_SECTIONS, type HomeSection } from '@portfolio/shared/config';
import { useEffect, useState } from 'react';
import { whenElementAppears } from './smooth-scroll';

/** A section is current once its top has reached where an anchor puts it (its scroll margin), give or take. */
const SLACK_PX = 8;

function sectionInView(): HomeSection | undefined {
  const present = HOME_SECTIONS.filter((id) => document.getElementById(id));
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
 * The home section the visitor is reading, followed while they scroll (for `aria-current` in the header).
 * Measured in effects only: the server renders no current section.
 */
export function useCurrentSection(enabled: boolean): HomeSection | undefined {
  const [current, setCurrent] = useState<HomeSection>();
  useEffect(() => {
    if (!enabled) return;
    let frame = 0;
    const measure = () => {
      frame = 0;
      setCurrent(sectionInView());
    };
    const schedule = () => {
      frame ||= requestAnimationFrame(measure);
    };
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    // The sections arrive with the public remote, after the header.
    const stopWaiting = whenElementAppears(HOME_SECTIONS[0], schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      stopWaiting();
      cancelAnimationFrame(frame);
    };
  }, [enabled]);
  return enabled ? current : undefined;
}
