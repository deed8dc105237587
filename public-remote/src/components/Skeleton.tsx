import type { CSSProperties, ReactNode } from 'react';

/** A grey placeholder block; sized by its classes to match what replaces it, so nothing shifts. */
export const Bone = ({ className = '', style }: { className?: string; style?: CSSProperties }) => (
  <div
    aria-hidden="true"
    style={style}
    className={`animate-pulse rounded bg-slate-200 motion-reduce:animate-none dark:bg-slate-800 ${className}`}
  />
);

/** Wraps a section's skeleton: announced once as loading, its blocks hidden from assistive tech. */
export function Loading({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="status" aria-busy="true">
      <span className="sr-only">{label}</span>
      {children}
    </div>
  );
}
