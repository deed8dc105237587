import type { Readable } from 'node:stream';
import type { ImageStorageKind } from '../config';

/** A stored file: its path (`<preset>/<name>`), its size and when it was written. */
export interface StoredFile {
  path: string;
  size: number;
  writtenAt: Date;
}

/** A stored file opened for reading: its bytes come as a stream, never all at once. */
export interface OpenedFile {
  size: number;
  body: Readable;
}

/**
 * Where uploaded images and their variants are kept: a folder, rows of the database or an S3-compatible bucket.
 * Paths are `<preset>/<name>` built by `ImageStorage` from names it checked; every backend writes a file whole or
 * not at all, so no reader ever sees half of one.
 */
export interface FileStore {
  readonly kind: ImageStorageKind;
  /** Where the files are, for messages (never a secret). */
  readonly location: string;
  /** Writes the file, replacing one at the same path. */
  write(path: string, data: Buffer): Promise<void>;
  /** The file as a stream, or undefined when there is none. */
  open(path: string): Promise<OpenedFile | undefined>;
  /** The whole file, or undefined when there is none. */
  read(path: string): Promise<Buffer | undefined>;
  /** Removes the files; a path with no file is no error. */
  remove(paths: readonly string[]): Promise<void>;
  /** Every stored file, in no particular order. */
  list(): AsyncIterable<StoredFile>;
}

/** A path `ImageStorage` could have made: two plain names, nothing that climbs out of the store. */
export function assertStoredPath(path: string) {
  if (!/^[a-z]+\/[A-Za-z0-9_.-]+$/.test(path) || path.includes('..')) {
    throw new Error(`Not a stored image path: ${path}`);
  }
}
