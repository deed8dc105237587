import { ProjectCardSkeleton } from './ProjectCardSkeleton';

/** One card below 464 px, two from there up, between the control rows: the carousel's first view, at its size. */
export function ProjectsSkeleton() {
  return (
    <div role="status" aria-busy="true">
      <span className="sr-only">Loading the projects…</span>
      <div className="mb-3 h-9" />
      <div className="grid grid-cols-1 gap-4 pb-1 min-[464px]:grid-cols-2">
        <ProjectCardSkeleton />
        <ProjectCardSkeleton className="hidden min-[464px]:flex" />
      </div>
      <div className="mt-3 h-6" />
    </div>
  );
}
