import { Bone } from '../../components/Skeleton';

export function ProjectPageSkeleton() {
  return (
    <div role="status" aria-live="polite" className="pt-6 pb-16">
      <span className="sr-only">Loading the project…</span>
      <Bone className="mb-4 h-5 w-24" />
      <Bone className="aspect-video w-full rounded-lg" />
      <Bone className="mt-6 h-10 w-2/3" />
      <div className="mt-3 space-y-2">
        <Bone className="h-5 w-full" />
        <Bone className="h-5 w-5/6" />
      </div>
    </div>
  );
}
