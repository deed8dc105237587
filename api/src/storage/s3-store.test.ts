import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startS3Server, type S3TestServer } from '../../test/s3-server';
import { S3Store } from './s3-store';

describe.skipIf(process.env.TEST_DATABASE === 'postgres')('S3Store', () => {
  let server: S3TestServer;
  let store: S3Store;
  let other: S3Store;
  beforeAll(async () => {
    server = await startS3Server();
    const settings = {
      bucket: server.env.S3_BUCKET!,
      endpoint: server.env.S3_ENDPOINT,
      region: 'us-east-1',
      forcePathStyle: true,
      credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    };
    store = await S3Store.open({ ...settings, prefix: 'site-a/images/' }, 2);
    other = await S3Store.open({ ...settings, prefix: 'site-b/' });
  });
  afterAll(() => server?.stop());

  const paths = async (of: S3Store) => {
    const listed: string[] = [];
    for await (const file of of.list()) listed.push(file.path);
    return listed.sort();
  };

  it('lists every file under its prefix across pages, and nothing of another prefix', async () => {
    const names = ['a', 'b', 'c', 'd', 'e'].map((name) => `projects/${name}.png`);
    for (const path of names) await store.write(path, Buffer.from(path));
    await other.write('projects/z.png', Buffer.from('z'));
    expect(await paths(store)).toEqual(names);
    expect(await paths(other)).toEqual(['projects/z.png']);
    expect((await store.read('projects/c.png'))?.toString()).toBe('projects/c.png');
  });

  it('removes files, a missing one being no error', async () => {
    await store.remove(['projects/a.png', 'projects/b.png', 'projects/never.png']);
    expect(await paths(store)).toEqual(['projects/c.png', 'projects/d.png', 'projects/e.png']);
    expect(await store.open('projects/a.png')).toBeUndefined();
    expect(await paths(other)).toEqual(['projects/z.png']);
  });

  it('refuses a path that could leave its prefix', async () => {
    await expect(store.write('../site-b/projects/z.png', Buffer.from('x'))).rejects.toThrow(
      /Not a stored image path/,
    );
  });
});
