import type { HomeSection } from '@portfolio/shared/config';
import { useEffect, useState } from 'react';
import { followCurrentSection } from './current-section';

/**
 * The home section the visitor is reading, followed while they scroll (for `aria-current` in the header).
 * Measured in effects only: the server renders no current section.
 */
export function useCurrentSection(enabled: boolean): HomeSection | undefined {
  const [current, setCurrent] = useState<HomeSection>();
  useEffect(() => (enabled ? followCurrentSection(setCurrent) : undefined), [enabled]);
  return enabled ? current : undefined;
}
