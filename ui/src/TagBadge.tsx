import type { Tag } from '@portfolio/shared/schemas';
import { ACCENT_TAG_BADGE_CLASSES, NEUTRAL_TAG_BADGE_CLASSES, tagBadgeClasses } from './styles/tag-colors';

/**
 * How a tag is painted: in its own colour where the owner manages tags (the admin's lists); `neutral` on the
 * public site, taking the accent with its card (the card carries Tailwind's `group`); `accent` on a chosen card.
 */
export type TagTone = 'own' | 'neutral' | 'accent';

/** A tag as a small badge: the stack grid, the admin's tag and technology lists. */
export function TagBadge({ tag, tone = 'own' }: { tag: Pick<Tag, 'name' | 'color'>; tone?: TagTone }) {
  const colors =
    tone === 'own'
      ? tagBadgeClasses(tag.color)
      : tone === 'accent'
        ? ACCENT_TAG_BADGE_CLASSES
        : NEUTRAL_TAG_BADGE_CLASSES;
  return (
    <span
      data-color={tone === 'own' ? tag.color : undefined}
      className={`inline-flex items-center rounded-md px-2 py-0.5 text-xs font-medium ring-1 ring-inset ${colors}`}
    >
      {tag.name}
    </span>
  );
}
