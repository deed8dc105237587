import type { FileStore } from './file-store';
import { isImagePath } from './image-storage';

export interface CopyProgress {
  copied: number;
  /** Already in the target with the same size: left as they are (a second run copies nothing). */
  skipped: number;
  bytes: number;
}

/**
 * Copies every image file of `from` that `to` lacks (or holds at another size) into `to`. Each file is written
 * whole or not at all, so a copy that stopped halfway resumes where it was on the next run, and running it
 * again once it is complete changes nothing. `from` is left as it is.
 */
export async function copyImageFiles(
  from: FileStore,
  to: FileStore,
  onFile: (path: string, progress: CopyProgress) => void = () => undefined,
): Promise<CopyProgress> {
  const present = new Map<string, number>();
  for await (const file of to.list()) present.set(file.path, file.size);
  const progress: CopyProgress = { copied: 0, skipped: 0, bytes: 0 };
  for await (const file of from.list()) {
    if (!isImagePath(file.path)) continue;
    if (present.get(file.path) === file.size) {
      progress.skipped += 1;
      continue;
    }
    const data = await from.read(file.path);
    // Removed since it was listed (an orphan swept meanwhile): nothing to copy.
    if (!data) continue;
    await to.write(file.path, data);
    progress.copied += 1;
    progress.bytes += data.length;
    onFile(file.path, progress);
  }
  return progress;
}

/** How many image files of `from` `to` lacks: what `copyImageFiles` would copy. */
export async function countMissingImageFiles(from: FileStore, to: FileStore): Promise<number> {
  const candidates: { path: string; size: number }[] = [];
  for await (const file of from.list()) if (isImagePath(file.path)) candidates.push(file);
  if (candidates.length === 0) return 0;
  const present = new Map<string, number>();
  for await (const file of to.list()) present.set(file.path, file.size);
  return candidates.filter((file) => present.get(file.path) !== file.size).length;
}
