import { execFile } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { multipart, PNG, SVG } from '../../test/images';
import { startS3Server, type S3TestServer } from '../../test/s3-server';
import {
  createTestDatabase,
  openTestApp,
  startTestApp,
  usesPostgres,
  type TestApp,
} from '../../test/test-app';
import { openDatabase } from '../db/connection';
import { createDump, restoreDump } from '../db/dump';
import { copyImageFiles, countMissingImageFiles } from './copy-image-files';
import { DatabaseStore } from './database-store';
import type { FileStore } from './file-store';
import { FolderStore } from './folder-store';
import { S3Store } from './s3-store';

const API_ROOT = join(dirname(fileURLToPath(import.meta.url)), '../..');

/** Every file of a store with its bytes, to compare two stores. */
async function contents(store: FileStore) {
  const files: Record<string, string> = {};
  for await (const file of store.list()) files[file.path] = (await store.read(file.path))!.toString('base64');
  return files;
}

/** A store that gives up after `writes` files, as a copy does when its process is stopped. */
function stoppingAfter(store: FileStore, writes: number): FileStore {
  let left = writes;
  return Object.assign(Object.create(store) as FileStore, {
    write: async (path: string, data: Buffer) => {
      if (left-- <= 0) throw new Error('stopped');
      await store.write(path, data);
    },
  });
}

describe.skipIf(usesPostgres())('moving images between the folder, the database and a bucket', () => {
  let t: TestApp;
  let s3: S3TestServer;
  let bucket: S3Store;
  let folder: FolderStore;
  beforeAll(async () => {
    t = await startTestApp();
    s3 = await startS3Server();
    bucket = await S3Store.open({
      bucket: s3.env.S3_BUCKET!,
      endpoint: s3.env.S3_ENDPOINT,
      region: 'us-east-1',
      prefix: '',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    });
    folder = t.app.storage.files as FolderStore;
    for (const [filename, contentType, data] of [
      ['cover.png', 'image/png', PNG],
      ['logo.svg', 'image/svg+xml', SVG],
    ] as const) {
      const response = await t.asOwner({
        method: 'POST',
        url: '/api/v1/uploads',
        ...multipart({ upload_preset: 'projects' }, [{ name: 'file', filename, contentType, data }]),
      });
      expect(response.statusCode).toBe(200);
    }
  });
  afterAll(async () => {
    await t?.close();
    await s3?.stop();
  });

  it('copies the folder into the database, and a second run copies nothing', async () => {
    const database = new DatabaseStore(t.app.db);
    const files = Object.keys(await contents(folder)).length;
    expect(files).toBeGreaterThanOrEqual(19);
    expect(await countMissingImageFiles(folder, database)).toBe(files);
    expect(await copyImageFiles(folder, database)).toMatchObject({ copied: files, skipped: 0 });
    expect(await contents(database)).toEqual(await contents(folder));
    expect(await copyImageFiles(folder, database)).toMatchObject({ copied: 0, skipped: files });
    expect(await countMissingImageFiles(folder, database)).toBe(0);
  });

  it('resumes a copy into the bucket that stopped halfway, and back into a new folder', async () => {
    const database = new DatabaseStore(t.app.db);
    const files = Object.keys(await contents(database)).length;
    await expect(copyImageFiles(database, stoppingAfter(bucket, 5))).rejects.toThrow('stopped');
    expect(await copyImageFiles(database, bucket)).toMatchObject({ copied: files - 5, skipped: 5 });
    expect(await contents(bucket)).toEqual(await contents(folder));

    const elsewhere = await mkdtemp(join(tmpdir(), 'portfolio-images-back-'));
    try {
      const back = new FolderStore(elsewhere);
      expect(await copyImageFiles(bucket, back)).toMatchObject({ copied: files });
      expect(await contents(back)).toEqual(await contents(folder));
    } finally {
      await rm(elsewhere, { recursive: true, force: true });
    }
  });

  it('backs up the images of the bucket and restores them into another storage', async () => {
    const dump = await createDump(t.app.db, bucket);
    expect(Object.fromEntries(dump.uploads.map((file) => [file.path, file.base64]))).toEqual(
      await contents(folder),
    );
    const dataDir = await mkdtemp(join(tmpdir(), 'portfolio-restore-images-'));
    const empty = await openDatabase((await createTestDatabase(dataDir)).target);
    try {
      const restoredImages = new DatabaseStore(empty.db);
      await restoreDump(empty.db, restoredImages, dump);
      expect(await contents(restoredImages)).toEqual(await contents(folder));
    } finally {
      await empty.close();
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

function runMigrate(args: string[], env: Record<string, string>) {
  return new Promise<{ code: number; stdout: string; stderr: string }>((resolve) => {
    execFile(
      join(API_ROOT, 'node_modules/.bin/tsx'),
      ['src/cli/images-migrate.ts', ...args],
      {
        cwd: API_ROOT,
        env: { PATH: process.env.PATH ?? '', HOME: process.env.HOME ?? '', ...env },
        timeout: 90_000,
      },
      (error, stdout, stderr) => resolve({ code: error ? Number(error.code ?? 1) : 0, stdout, stderr }),
    );
  });
}

describe('images:migrate', { timeout: 120_000 }, () => {
  it('moves the images of an existing site into the database, where the API then serves them', async () => {
    const before = await startTestApp({ persistent: true, env: { IMAGE_STORAGE: 'folder' } });
    const env = { DATA_DIR: before.dataDir, ...before.database.env };
    try {
      const upload = await before.asOwner({
        method: 'POST',
        url: '/api/v1/uploads',
        ...multipart({ upload_preset: 'avatars' }, [
          { name: 'file', filename: 'me.png', contentType: 'image/png', data: PNG },
        ]),
      });
      const path = new URL(upload.json<{ secure_url: string }>().secure_url).pathname;
      await before.close({ keepData: true });

      const wrong = await runMigrate(['--from', 'folder', '--to', 'folder'], env);
      expect(wrong.code).toBe(1);
      expect(wrong.stderr).toContain('Name two different storages');

      const first = await runMigrate(['--to', 'database'], env);
      expect(first.stderr).toBe('');
      expect(first.stdout).toMatch(/Copied \d+ files \([\d.]+ MB\); 0 were there already/);
      const again = await runMigrate(['--to', 'database'], env);
      expect(again.stdout).toMatch(/Copied 0 files \(0\.00 MB\); \d+ were there already/);

      const after = await openTestApp({
        dataDir: before.dataDir,
        database: before.database,
        env: { IMAGE_STORAGE: 'database' },
      });
      try {
        const served = await after.inject({ method: 'GET', url: path });
        expect(served.statusCode).toBe(200);
        expect(served.rawPayload.equals(PNG)).toBe(true);
      } finally {
        await after.app.close();
      }
    } finally {
      await before.close();
    }
  });
});
