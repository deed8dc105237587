import type { Tag } from '@portfolio/shared/schemas';
import { tagBadgeClasses } from './styles/tag-colors';

/** A tag in its colour: the stack grid, the admin's tag and technology lists. */
export function TagBadge({ tag }: { tag: Pick<Tag, 'name' | 'color'> }) {
  return (
    <span
      data-color={tag.color}
      className={`inline-flex items-center rounded-md px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${tagBadgeClasses(tag.color)}`}
    >
      {tag.name}
    </span>
  );
}
