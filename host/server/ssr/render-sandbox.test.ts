import { mkdir, mkdtemp, rm, symlink, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  grantablePaths,
  packagePaths,
  permissionFlag,
  sandboxFlags,
  unprivilegedUser,
} from './render-sandbox';

describe('permissionFlag', () => {
  it('is --permission where Node knows it (22 and later), --experimental-permission on Node 20', () => {
    expect(permissionFlag(new Set(['--permission', '--experimental-permission']))).toBe('--permission');
    expect(permissionFlag(new Set(['--experimental-permission']))).toBe('--experimental-permission');
  });
});

describe('sandboxFlags', () => {
  const folder = '/srv/host/node_modules/.ssr-cache/41-1';
  const flags = sandboxFlags({ readable: ['/srv/host/dist/server', '/srv/host/node_modules/react'] }, folder);

  it('lets a render process read its folder, its code and its packages, and write its folder only', () => {
    expect(flags.filter((flag) => flag.startsWith('--allow-fs-read='))).toEqual([
      '--allow-fs-read=/srv/host/dist/server',
      '--allow-fs-read=/srv/host/node_modules/.ssr-cache/41-1',
      '--allow-fs-read=/srv/host/node_modules/react',
    ]);
    expect(flags.filter((flag) => flag.startsWith('--allow-fs-write='))).toEqual([
      '--allow-fs-write=/srv/host/node_modules/.ssr-cache/41-1',
    ]);
  });

  it('turns the permission model on, and allows no process, addon or WASI; threads only for the module hooks', () => {
    expect(flags[0]).toBe(permissionFlag());
    expect(flags.filter((flag) => flag.startsWith('--allow-') && !flag.startsWith('--allow-fs-'))).toEqual([
      '--allow-worker',
    ]);
  });

  it('refuses a path with a comma or a star, which Node would read as two paths or a wildcard', () => {
    expect(() => sandboxFlags({ readable: ['/srv/a,/etc'] }, folder)).toThrow(
      'A render process cannot be granted /srv/a,/etc: the path holds a comma or a star.',
    );
  });
});

describe('grantablePaths', () => {
  it('grants a path that others start with as a prefix, which Node 20 would otherwise refuse itself', () => {
    expect(grantablePaths(['/m/react-dom', '/m/react', '/m/zod'])).toEqual(['/m/react*', '/m/zod']);
  });

  it('leaves a path inside another to it, and grants each path once', () => {
    expect(grantablePaths(['/m/react/cjs', '/m/react', '/m/react/', '/m/scheduler'])).toEqual([
      '/m/react',
      '/m/scheduler',
    ]);
  });
});

describe('packagePaths', () => {
  let root: string;
  // pnpm's layout: the package links to its store folder, whose dependencies and peers are links beside it.
  beforeAll(async () => {
    root = await mkdtemp(join(tmpdir(), 'package-paths-'));
    const pkg = async (id: string, name: string, manifest: object) => {
      const dir = join(root, 'node_modules', '.pnpm', id, 'node_modules', name);
      await mkdir(dir, { recursive: true });
      await writeFile(join(dir, 'package.json'), JSON.stringify({ name, ...manifest }));
      return dir;
    };
    const app = await pkg('app@1', 'app', {
      dependencies: { dep: '1' },
      peerDependencies: { peer: '1', absent: '1' },
      devDependencies: { tool: '1' },
    });
    const dep = await pkg('dep@1', 'dep', {});
    const peer = await pkg('peer@1', 'peer', { dependencies: { heavy: '1' } });
    await pkg('tool@1', 'tool', {});
    const store = join(root, 'node_modules', '.pnpm', 'app@1', 'node_modules');
    await symlink(dep, join(store, 'dep'));
    await symlink(peer, join(store, 'peer'));
    await mkdir(join(root, 'host', 'node_modules'), { recursive: true });
    await symlink(app, join(root, 'host', 'node_modules', 'app'));
  });
  afterAll(() => rm(root, { recursive: true, force: true }));

  it("reads a package's link and real folder, its dependencies', and only the link of its peers", () => {
    const pnpm = join(root, 'node_modules', '.pnpm');
    expect(packagePaths(join(root, 'host'), ['app']).sort()).toEqual(
      [
        join(root, 'host', 'node_modules', 'app'),
        join(pnpm, 'app@1', 'node_modules', 'app'),
        join(pnpm, 'app@1', 'node_modules', 'dep'),
        join(pnpm, 'dep@1', 'node_modules', 'dep'),
        join(pnpm, 'app@1', 'node_modules', 'peer'),
      ].sort(),
    );
  });

  it('says which package is missing', () => {
    expect(() => packagePaths(join(root, 'host'), ['react'])).toThrow(
      'react, which the render process imports, is not installed.',
    );
  });
});

describe('unprivilegedUser', () => {
  it("is nobody's user and group", () => {
    const passwd =
      'root:x:0:0:root:/root:/bin/bash\nnobody:x:65534:65534:nobody:/nonexistent:/usr/sbin/nologin\n';
    expect(unprivilegedUser(passwd)).toEqual({ uid: 65534, gid: 65534 });
  });

  it('is none on a machine without nobody', () => {
    expect(unprivilegedUser('root:x:0:0:root:/root:/bin/bash\n')).toBeUndefined();
  });
});
