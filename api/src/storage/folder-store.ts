import { createReadStream } from 'node:fs';
import { mkdir, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import { randomBytes } from 'node:crypto';
import { dirname, join } from 'node:path';
import { assertStoredPath, type FileStore, type StoredFile } from './file-store';

const isMissing = (error: unknown) => (error as NodeJS.ErrnoException).code === 'ENOENT';
/** Written under this suffix and renamed into place: never listed, never served. */
const TEMPORARY = /\.[0-9a-f]{12}\.tmp$/;

/** Files under `root` (`DATA_DIR/uploads`): the default beside the embedded database, one machine only. */
export class FolderStore implements FileStore {
  readonly kind = 'folder';
  readonly location: string;

  constructor(readonly root: string) {
    this.location = `the folder ${root}`;
  }

  async write(path: string, data: Buffer) {
    assertStoredPath(path);
    const target = join(this.root, path);
    await mkdir(dirname(target), { recursive: true });
    const temporary = `${target}.${randomBytes(6).toString('hex')}.tmp`;
    try {
      await writeFile(temporary, data);
      await rename(temporary, target);
    } catch (error) {
      await rm(temporary, { force: true });
      throw error;
    }
  }

  async open(path: string) {
    assertStoredPath(path);
    const target = join(this.root, path);
    try {
      const stats = await stat(target);
      if (!stats.isFile()) return undefined;
      return { size: stats.size, body: createReadStream(target) };
    } catch (error) {
      if (isMissing(error)) return undefined;
      throw error;
    }
  }

  async read(path: string) {
    assertStoredPath(path);
    try {
      return await readFile(join(this.root, path));
    } catch (error) {
      if (isMissing(error) || (error as NodeJS.ErrnoException).code === 'EISDIR') return undefined;
      throw error;
    }
  }

  async remove(paths: readonly string[]) {
    for (const path of paths) assertStoredPath(path);
    await Promise.all(paths.map((path) => rm(join(this.root, path), { force: true })));
  }

  async *list(): AsyncIterable<StoredFile> {
    let folders;
    try {
      folders = await readdir(this.root, { withFileTypes: true });
    } catch (error) {
      if (isMissing(error)) return;
      throw error;
    }
    for (const folder of folders) {
      if (!folder.isDirectory()) continue;
      for (const entry of await readdir(join(this.root, folder.name), { withFileTypes: true })) {
        if (!entry.isFile() || TEMPORARY.test(entry.name)) continue;
        const path = `${folder.name}/${entry.name}`;
        const stats = await stat(join(this.root, path)).catch(() => undefined);
        if (stats) yield { path, size: stats.size, writtenAt: stats.mtime };
      }
    }
  }
}
