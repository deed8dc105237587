import {
  type HomeIslandName,
  type HostIslandName,
  ISLAND_ATTRIBUTE,
  ISLAND_ON_INTERACTION_ATTRIBUTE,
} from '@portfolio/shared/remotes';
import type { ReactNode } from 'react';

/**
 * The container of one island (see @portfolio/shared/remotes): on a server-rendered page the browser hydrates its
 * content alone, when it is needed (`onInteraction`: only once the visitor reaches for it); in a page the browser
 * renders whole, it is a plain block.
 */
export function Island({
  name,
  onInteraction = false,
  children,
}: {
  name: HomeIslandName | HostIslandName;
  onInteraction?: boolean;
  children: ReactNode;
}) {
  const attributes = {
    [ISLAND_ATTRIBUTE]: name,
    ...(onInteraction ? { [ISLAND_ON_INTERACTION_ATTRIBUTE]: '' } : {}),
  };
  return <div {...attributes}>{children}</div>;
}
