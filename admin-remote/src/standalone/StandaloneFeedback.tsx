import { FeedbackProbe } from '@portfolio/ui/testing/render';

/** Standalone development only: in production the host's toaster and confirm dialog show the shared atoms. */
export function StandaloneFeedback() {
  return (
    <div className="fixed right-4 bottom-4 max-w-sm rounded border bg-slate-800 p-3 text-white">
      <FeedbackProbe />
    </div>
  );
}
