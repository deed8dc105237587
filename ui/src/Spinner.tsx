/** A turning ring; `label` is what a screen reader hears (none when the control around it already says it). */
export function Spinner({ label, className = 'size-5' }: { label?: string; className?: string }) {
  return (
    <span role={label ? 'status' : undefined} className="inline-flex items-center">
      <span
        aria-hidden="true"
        className={`${className} animate-spin rounded-full border-2 border-current border-t-transparent motion-reduce:animate-[spin_3s_linear_infinite]`}
      />
      {label && <span className="sr-only">{label}</span>}
    </span>
  );
}
