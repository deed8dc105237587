import type { Executor } from '../db/connection';
import { referencedImages } from './image-references';
import type { ImageStorage, StoredImage } from './image-storage';

/** Uploaded but not yet saved in a form: an image this young is never an orphan, whoever uploaded it. */
export const DEFAULT_SWEEP_MIN_AGE_MS = 24 * 60 * 60 * 1000;

export interface SweepOptions {
  db: Executor;
  storage: ImageStorage;
  /** Only images whose newest file is older than this are orphans. */
  minAgeMs: number;
  /** List the orphans without removing anything. */
  dryRun: boolean;
  now?: Date;
}

export interface SweepResult {
  /** The images no row references (and their variants), oldest first. */
  orphans: StoredImage[];
  /** Unreferenced, but younger than the minimum age: left alone. */
  recent: number;
  /** How many of the orphans were removed (0 in a dry run). */
  removed: number;
}

/**
 * Finds the stored images nothing references (a replaced icon from before images were cleaned up, an upload
 * whose form was never saved, variants whose original is gone) and removes them. Safe beside running API
 * instances: an image younger than `minAgeMs` may be in a form being filled in and is kept, and each orphan's
 * references are read again right before it is removed, so one saved in the meantime stays.
 */
export async function sweepOrphans(options: SweepOptions): Promise<SweepResult> {
  const cutoff = (options.now ?? new Date()).getTime() - options.minAgeMs;
  const referenced = await referencedImages(options.db);
  const unreferenced = (await options.storage.images()).filter(
    (image) => !referenced.has(`${image.preset}/${image.id}`),
  );
  const orphans = unreferenced
    .filter((image) => image.writtenAt.getTime() < cutoff)
    .sort((a, b) => a.writtenAt.getTime() - b.writtenAt.getTime());
  let removed = 0;
  if (!options.dryRun) {
    for (const image of orphans) {
      if ((await referencedImages(options.db)).has(`${image.preset}/${image.id}`)) continue;
      await options.storage.remove(image.preset, image.id);
      removed += 1;
    }
  }
  return { orphans, recent: unreferenced.length - orphans.length, removed };
}
