import { type HomeIslandName, ISLAND_ATTRIBUTE } from '@portfolio/shared/remotes';
import type { ReactNode } from 'react';

/**
 * The container of one island (see @portfolio/shared/remotes): on a server-rendered page the browser hydrates its
 * content alone, when it is needed; in a page the browser renders whole, it is a plain block.
 */
export function Island({ name, children }: { name: HomeIslandName; children: ReactNode }) {
  return <div {...{ [ISLAND_ATTRIBUTE]: name }}>{children}</div>;
}
