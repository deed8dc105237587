import type { Project } from '@portfolio/shared/schemas';
import { EmptyState } from '@portfolio/ui/EmptyState';
import { PauseIcon, PlayIcon } from '@portfolio/ui/icons';
import { accentDotClass } from '@portfolio/ui/styles/accent';
import { focusRing } from '@portfolio/ui/styles/controls';
import { useEffect, useState } from 'react';
import { A11y, Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { ALL_IN_VIEW_MAX, carouselOptions } from './carousel-options';
import { holdWhileAttended } from './hold-while-attended';
import { ProjectCard } from './ProjectCard';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';
import './carousel.css';

export function ProjectsCarousel({ projects }: { projects: readonly Project[] }) {
  const reducedMotion = usePrefersReducedMotion();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [playing, setPlaying] = useState(false);
  const [active, setActive] = useState(0);
  // Every slide in view at once (two projects on a wide screen): nothing to play or to choose.
  const [locked, setLocked] = useState(false);
  // Not a carousel already replaced (a change of the motion setting rebuilds it before this runs).
  useEffect(() => (swiper && !swiper.destroyed ? holdWhileAttended(swiper) : undefined), [swiper]);

  if (projects.length === 0) return <EmptyState>No projects to show yet.</EmptyState>;
  const options = carouselOptions({ slideCount: projects.length, reducedMotion });
  const movable = projects.length > 1 && !locked;
  const current = projects[Math.min(active, projects.length - 1)]!;

  const toggle = () => {
    if (!swiper) return;
    if (playing) swiper.autoplay.stop();
    else swiper.autoplay.start();
  };

  return (
    <div>
      {movable && (
        // Before the slides, so a keyboard user can stop the motion before reaching it (WCAG 2.2.2). Without
        // JavaScript nothing moves and nothing would answer: the controls are left out (`noscript:`), the slides
        // a row that scrolls sideways.
        <div className="mb-3 flex items-center justify-end gap-3 noscript:hidden">
          {/* Where the slideshow is, for screen readers; only announced when it moves at the visitor's request. */}
          <p className="sr-only" aria-live={playing ? 'off' : 'polite'} aria-atomic="true">
            {`Project ${active + 1} / ${projects.length}: ${current.name}`}
          </p>
          <button
            type="button"
            onClick={toggle}
            aria-label={`${playing ? 'Pause' : 'Play'} the projects slideshow`}
            className={`inline-flex h-9 items-center gap-2 rounded-full border border-slate-300 px-3 text-sm font-medium hover:border-(--accent-fill) dark:border-slate-700 ${focusRing}`}
          >
            {playing ? <PauseIcon className="size-4" /> : <PlayIcon className="size-4" />}
            {playing ? 'Pause' : 'Play'}
          </button>
        </div>
      )}
      <Swiper
        // A change of the motion setting rebuilds the carousel with the matching autoplay.
        key={String(reducedMotion)}
        modules={[Autoplay, A11y]}
        {...options}
        onSwiper={(instance) => {
          setSwiper(instance);
          setPlaying(instance.autoplay.running);
          setActive(instance.realIndex);
        }}
        // Counted rather than measured (Swiper's own lock needs a layout): one slide per view on a phone.
        onInit={(instance) => setLocked(projects.length <= Number(instance.params.slidesPerView))}
        onBreakpoint={(instance) => setLocked(projects.length <= Number(instance.params.slidesPerView))}
        onRealIndexChange={(instance) => setActive(instance.realIndex)}
        onAutoplayStart={() => setPlaying(true)}
        onAutoplayStop={() => setPlaying(false)}
        aria-label="Projects"
        data-all-in-view={projects.length === ALL_IN_VIEW_MAX ? '' : undefined}
        className="pb-1"
      >
        {projects.map((project, index) => (
          <SwiperSlide key={project.id} className="h-auto">
            <ProjectCard project={project} lazyCover={index > 0} />
          </SwiperSlide>
        ))}
      </Swiper>
      {movable && (
        <div
          role="group"
          aria-label="Choose a project"
          className="mt-3 flex justify-center gap-1 noscript:hidden"
        >
          {projects.map((project, index) => (
            <button
              key={project.id}
              type="button"
              onClick={() => swiper?.slideToLoop(index)}
              aria-label={`Show project ${index + 1} of ${projects.length}: ${project.name}`}
              aria-current={index === active ? 'true' : undefined}
              className={`group flex size-6 items-center justify-center rounded-full ${focusRing}`}
            >
              <span
                aria-hidden="true"
                className={`block h-2 rounded-full transition-all motion-reduce:transition-none ${
                  index === active
                    ? `w-5 ${accentDotClass}`
                    : 'w-2 bg-slate-400 group-hover:bg-slate-600 dark:bg-slate-500 dark:group-hover:bg-slate-300'
                }`}
              />
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
