import type { Project } from '@portfolio/shared/schemas';
import { useState } from 'react';
import { A11y, Autoplay } from 'swiper/modules';
import { Swiper, SwiperSlide } from 'swiper/react';
import type { Swiper as SwiperInstance } from 'swiper/types';
import { EmptyState } from '@portfolio/ui/EmptyState';
import { PauseIcon, PlayIcon } from '@portfolio/ui/icons';
import { carouselOptions } from './carousel-options';
import { ProjectCard } from './ProjectCard';
import { usePrefersReducedMotion } from './use-prefers-reduced-motion';

export function ProjectsCarousel({ projects }: { projects: readonly Project[] }) {
  const reducedMotion = usePrefersReducedMotion();
  const [swiper, setSwiper] = useState<SwiperInstance | null>(null);
  const [playing, setPlaying] = useState(false);

  if (projects.length === 0) return <EmptyState>No projects to show yet.</EmptyState>;
  const options = carouselOptions({ slideCount: projects.length, reducedMotion });

  const toggle = () => {
    if (!swiper) return;
    if (playing) swiper.autoplay.stop();
    else swiper.autoplay.start();
  };

  return (
    <div>
      <Swiper
        // A change of the motion setting rebuilds the carousel with the matching autoplay.
        key={String(reducedMotion)}
        modules={[Autoplay, A11y]}
        {...options}
        onSwiper={(instance) => {
          setSwiper(instance);
          setPlaying(instance.autoplay.running);
        }}
        onAutoplayStart={() => setPlaying(true)}
        onAutoplayStop={() => setPlaying(false)}
        aria-label="Projects"
        className="pb-1"
      >
        {projects.map((project) => (
          <SwiperSlide key={project.id} className="h-auto">
            <ProjectCard project={project} />
          </SwiperSlide>
        ))}
      </Swiper>
      {projects.length > 1 && (
        <div className="mt-3 flex justify-end">
          <button
            type="button"
            onClick={toggle}
            aria-label={`${playing ? 'Pause' : 'Play'} the projects slideshow`}
            className="inline-flex h-9 items-center gap-2 rounded-full border border-slate-300 px-3 text-sm font-medium hover:border-sky-500 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-sky-500 dark:border-slate-700 dark:hover:border-sky-400"
          >
            {playing ? <PauseIcon className="size-4" /> : <PlayIcon className="size-4" />}
            {playing ? 'Pause' : 'Play'}
          </button>
        </div>
      )}
    </div>
  );
}
