import { Bone } from '../../components/Skeleton';

// Apart from the card itself: the home page shows this skeleton at once, while the cards come with the carousel
// (or another page), so their code stays off the home page's first load.

/** The card's outline, shared by the card and its skeleton so the two take the same place. */
export const PROJECT_CARD_FRAME =
  'flex h-full flex-col overflow-hidden rounded-lg border border-slate-200 bg-white dark:border-slate-800 dark:bg-slate-900';

export function ProjectCardSkeleton({ className = '' }: { className?: string }) {
  return (
    <div className={`${PROJECT_CARD_FRAME} ${className}`}>
      <Bone className="aspect-video w-full rounded-none" />
      <div className="flex flex-1 flex-col p-4">
        <Bone className="h-7 w-40" />
        <div className="mt-1 min-h-15 space-y-1">
          <Bone className="h-4 w-full" />
          <Bone className="h-4 w-full" />
          <Bone className="h-4 w-1/2" />
        </div>
        <div className="mt-3 flex h-6 gap-1.5">
          <Bone className="h-6 w-20 rounded-md" />
          <Bone className="h-6 w-16 rounded-md" />
          <Bone className="h-6 w-20 rounded-md" />
        </div>
        <div className="mt-auto flex min-h-9 gap-4 pt-3">
          <Bone className="h-5 w-20" />
          <Bone className="h-5 w-24" />
        </div>
      </div>
    </div>
  );
}
