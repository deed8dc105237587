import { ChevronDownIcon, ChevronUpIcon, GripIcon } from '@portfolio/ui/icons';
import { iconButtonClass } from '@portfolio/ui/styles/controls';
import { useEffect, useRef } from 'react';

interface ReorderControlsProps {
  label: string;
  /** First or last of the whole list, not just of this page. */
  isFirst: boolean;
  isLast: boolean;
  onMove: (direction: -1 | 1) => void;
  /** This row was just moved with these buttons: focus follows it. */
  focus?: -1 | 1;
  onFocused: () => void;
}

/**
 * The keyboard's way to reorder (drag and drop is the pointer's): move up and move down, named after the row.
 * After a move the focus stays on the moved row's button, or on the other one once the row reached an end.
 */
export function ReorderControls({ label, isFirst, isLast, onMove, focus, onFocused }: ReorderControlsProps) {
  const up = useRef<HTMLButtonElement>(null);
  const down = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (focus === undefined) return;
    const preferred = focus === -1 ? (isFirst ? down : up) : isLast ? up : down;
    preferred.current?.focus();
    onFocused();
  }, [focus, isFirst, isLast, onFocused]);

  return (
    <div className="flex items-center gap-0.5">
      <GripIcon className="hidden size-4 cursor-grab text-slate-500 sm:block dark:text-slate-400" />
      <button
        ref={up}
        type="button"
        aria-label={`Move ${label} up`}
        title="Move up"
        disabled={isFirst}
        onClick={() => onMove(-1)}
        className={iconButtonClass}
      >
        <ChevronUpIcon />
      </button>
      <button
        ref={down}
        type="button"
        aria-label={`Move ${label} down`}
        title="Move down"
        disabled={isLast}
        onClick={() => onMove(1)}
        className={iconButtonClass}
      >
        <ChevronDownIcon />
      </button>
    </div>
  );
}
