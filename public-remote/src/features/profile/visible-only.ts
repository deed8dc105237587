/** What a visitor sees: items the owner has not hidden. */
export const visibleOnly = <T extends { visible: boolean }>(items: readonly T[]): T[] =>
  items.filter((item) => item.visible);
