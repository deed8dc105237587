import { describe, expect, it } from 'vitest';
import { refusalBeforeResolving, refusalOfResolved } from './render-hooks';

const folder = 'file:///srv/host/node_modules/.ssr-cache/41-1/';
const releaseModule = `${folder}node_modules/.ssr-cache/977/5f1c2a.js?v=1`;
const workerModule = 'file:///srv/host/dist/server/render-worker.js';
const packageModule = 'file:///srv/host/node_modules/.pnpm/x@1/node_modules/x/index.js';

describe("a render process's imports", () => {
  it('refuses the network, processes, threads and the runtime internals to every module', () => {
    for (const specifier of [
      'node:net',
      'http',
      'node:https',
      'node:dns/promises',
      'node:child_process',
      'node:worker_threads',
      'node:vm',
      'module',
      'node:inspector',
    ])
      for (const parent of [releaseModule, workerModule, packageModule])
        expect(refusalBeforeResolving(specifier, parent, folder), `${specifier} from ${parent}`).toBe(
          `${specifier} is not available to a render process: it renders, and reaches no network, process or runtime internals.`,
        );
  });

  it("lets a release's modules import the shared packages, Node's other modules and its own files", () => {
    for (const specifier of [
      'react',
      'react/jsx-runtime',
      'react-dom/server',
      'react-router-dom',
      '@tanstack/react-query',
      '@module-federation/runtime',
      'node:stream',
      'util',
      `${folder}node_modules/.ssr-cache/977/ab12.js?v=1`,
      './ab12.js',
    ])
      expect(refusalBeforeResolving(specifier, releaseModule, folder), specifier).toBeUndefined();
  });

  it("refuses a release's modules any other package, which would run with what that package can do", () => {
    expect(refusalBeforeResolving('fastify', releaseModule, folder)).toBe(
      "A release's server code may import only the shared packages (react, react-dom, react-router-dom, @tanstack/react-query, @module-federation/runtime), not fastify.",
    );
    expect(refusalBeforeResolving('@module-federation/vite/ssrEntryLoader', releaseModule, folder)).toMatch(
      /not @module-federation\/vite\/ssrEntryLoader\.$/,
    );
    // The host's own modules import what they need.
    expect(refusalBeforeResolving('fastify', workerModule, folder)).toBeUndefined();
  });

  it("refuses a release's modules any file outside its folder, and code written in a data: URL", () => {
    expect(
      refusalOfResolved(
        '../../../dist/server/main.js',
        releaseModule,
        'file:///srv/host/dist/server/main.js',
        folder,
      ),
    ).toBe(
      "A release's server code may import only its own files, not file:///srv/host/dist/server/main.js.",
    );
    expect(
      refusalOfResolved(
        'data:text/javascript,import "fastify"',
        releaseModule,
        'data:text/javascript,import "fastify"',
        folder,
      ),
    ).toMatch(/may import only its own files/);
    expect(
      refusalOfResolved('./ab12.js', releaseModule, `${folder}node_modules/.ssr-cache/977/ab12.js`, folder),
    ).toBeUndefined();
    // A shared package resolves into node_modules, outside the folder: it was allowed by name.
    expect(
      refusalOfResolved('react', releaseModule, 'file:///srv/host/node_modules/react/index.js', folder),
    ).toBeUndefined();
  });
});
