import { and, asc, eq, gte, inArray, sql } from 'drizzle-orm';
import { Readable } from 'node:stream';
import { buffer } from 'node:stream/consumers';
import type { Database } from '../db/connection';
import { imageFileParts, imageFiles } from '../db/schema';
import { assertStoredPath, type FileStore, type OpenedFile, type StoredFile } from './file-store';

/**
 * 256 KiB: most images and every variant are one part, read in the same statement as the file's size; a
 * 5 MB original is twenty, and a request serving it holds one at a time.
 */
export const PART_BYTES = 256 * 1024;
/** Parts fetched per statement after the first one. */
const PARTS_PER_READ = 4;

/** Image files as rows of the API's own database (PostgreSQL or PGlite): `image_files` and their parts. */
export class DatabaseStore implements FileStore {
  readonly kind = 'database';
  readonly location = 'the database';

  constructor(private readonly db: Database) {}

  /** The file and its parts in one transaction: a reader sees the old file or the new one, never a mix. */
  async write(path: string, data: Buffer) {
    assertStoredPath(path);
    await this.db.transaction(async (tx) => {
      // Two instances writing the same path (a variant both rendered) take turns on the file's row.
      await tx
        .insert(imageFiles)
        .values({ path, size: data.length })
        .onConflictDoUpdate({ target: imageFiles.path, set: { size: data.length, writtenAt: sql`now()` } });
      await tx.delete(imageFileParts).where(eq(imageFileParts.path, path));
      const parts = [];
      for (let offset = 0, part = 0; offset < data.length || part === 0; offset += PART_BYTES, part += 1) {
        parts.push({ path, part, data: data.subarray(offset, offset + PART_BYTES) });
      }
      // A few parts per statement keeps each one's parameters small.
      for (let start = 0; start < parts.length; start += PARTS_PER_READ) {
        await tx.insert(imageFileParts).values(parts.slice(start, start + PARTS_PER_READ));
      }
    });
  }

  async open(path: string): Promise<OpenedFile | undefined> {
    assertStoredPath(path);
    const [first] = await this.db
      .select({ size: imageFiles.size, data: imageFileParts.data })
      .from(imageFiles)
      .innerJoin(imageFileParts, and(eq(imageFileParts.path, imageFiles.path), eq(imageFileParts.part, 0)))
      .where(eq(imageFiles.path, path));
    if (!first) return undefined;
    if (first.data.length >= first.size) return { size: first.size, body: Readable.from([first.data]) };
    return { size: first.size, body: Readable.from(this.parts(path, first.data)) };
  }

  /** The first part, then the rest a few at a time as the reader takes them. */
  private async *parts(path: string, first: Buffer) {
    yield first;
    for (let next = 1; ; next += PARTS_PER_READ) {
      const rows = await this.db
        .select({ data: imageFileParts.data })
        .from(imageFileParts)
        .where(and(eq(imageFileParts.path, path), gte(imageFileParts.part, next)))
        .orderBy(asc(imageFileParts.part))
        .limit(PARTS_PER_READ);
      for (const row of rows) yield row.data;
      if (rows.length < PARTS_PER_READ) return;
    }
  }

  async read(path: string) {
    const file = await this.open(path);
    return file && buffer(file.body);
  }

  async remove(paths: readonly string[]) {
    for (const path of paths) assertStoredPath(path);
    if (paths.length > 0) await this.db.delete(imageFiles).where(inArray(imageFiles.path, [...paths]));
  }

  async *list(): AsyncIterable<StoredFile> {
    const rows = await this.db
      .select({ path: imageFiles.path, size: imageFiles.size, writtenAt: imageFiles.writtenAt })
      .from(imageFiles);
    yield* rows;
  }
}
