import { mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterEach, beforeEach, expect, it } from 'vitest';
import { precompressDirectory } from './precompress';

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'precompress-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

it('writes brotli and gzip copies that decode to the original, beside text assets only', async () => {
  const code = `console.log(${JSON.stringify('hello '.repeat(500))});`;
  await writeFile(join(dir, 'app-AbCd1234.js'), code);
  await writeFile(join(dir, 'tiny.css'), 'a{}');
  await writeFile(join(dir, 'photo.png'), Buffer.alloc(4096, 1));

  expect(await precompressDirectory(dir)).toEqual([join(dir, 'app-AbCd1234.js')]);
  expect(brotliDecompressSync(await readFile(join(dir, 'app-AbCd1234.js.br'))).toString()).toBe(code);
  expect(gunzipSync(await readFile(join(dir, 'app-AbCd1234.js.gz'))).toString()).toBe(code);
  await expect(stat(join(dir, 'tiny.css.br'))).rejects.toThrow();
  await expect(stat(join(dir, 'photo.png.br'))).rejects.toThrow();
});
