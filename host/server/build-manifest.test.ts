import { describe, expect, it } from 'vitest';
import {
  type BuildManifest,
  entryFiles,
  exposedModuleChunks,
  federationStartChunks,
  withStaticImports,
} from './build-manifest';

// Shaped like the host's and the public remote's real `.vite/manifest.json` (names shortened).
const host: BuildManifest = {
  'index.html': {
    file: 'assets/index.js',
    imports: ['_loadShare-shared.js', '_constants.js'],
    dynamicImports: ['src/features/auth/LoginPage.tsx'],
  },
  'src/features/auth/LoginPage.tsx': { file: 'assets/LoginPage.js', imports: ['_TextField.js'] },
  '_TextField.js': { file: 'assets/TextField.js' },
  '_constants.js': { file: 'assets/constants.js' },
  '_loadShare-shared.js': {
    file: 'assets/loadShare-shared.js',
    dynamicImports: ['../shared/src/router/index.ts'],
  },
  '../shared/src/router/index.ts': { file: 'assets/router.js', imports: ['_react-loadShare.js'] },
  '../shared/src/api/index.ts': { file: 'assets/api.js', imports: ['_token.js'] },
  '_token.js': { file: 'assets/token.js', imports: ['_constants.js'] },
  '_react-loadShare.js': { file: 'assets/react-loadShare.js', src: 'virtual:mf:loadShare:react' },
  'virtual:mf:hostInit': {
    file: 'assets/hostInit.js',
    imports: ['_helpers.js'],
    dynamicImports: ['virtual:mf-REMOTE_ENTRY_ID:host'],
  },
  '_helpers.js': { file: 'assets/helpers.js' },
  'virtual:mf-REMOTE_ENTRY_ID:host': {
    file: 'remoteEntry-AbCd.js',
    dynamicImports: ['virtual:mf-localSharedImportMap:host'],
  },
  'virtual:mf-localSharedImportMap:host': {
    file: 'assets/shareMap.js',
    dynamicImports: [
      '../shared/src/router/index.ts',
      '../shared/src/api/index.ts',
      'virtual:mf:prebuild:react-dom',
    ],
  },
  'virtual:mf:prebuild:react-dom': { file: 'assets/react-dom.js', imports: ['_react-loadShare.js'] },
  'virtual:mf:pendingShares': { file: 'assets/pendingShares.js' },
};

describe('withStaticImports', () => {
  it('follows static imports once each, roots first, and never dynamic ones', () => {
    expect(withStaticImports(host, ['index.html', '_token.js'])).toEqual([
      'assets/index.js',
      'assets/loadShare-shared.js',
      'assets/constants.js',
      'assets/token.js',
    ]);
  });
});

describe('federationStartChunks', () => {
  it("names the runtime's own modules and the singletons the host provides, with their imports", () => {
    expect(new Set(federationStartChunks(host))).toEqual(
      new Set([
        'assets/hostInit.js',
        'assets/helpers.js',
        'remoteEntry-AbCd.js',
        'assets/shareMap.js',
        'assets/react-dom.js',
        'assets/react-loadShare.js',
        'assets/pendingShares.js',
        'assets/router.js',
        'assets/api.js',
        'assets/token.js',
        'assets/constants.js',
      ]),
    );
  });

  it("leaves out the application's lazy pages", () => {
    expect(federationStartChunks(host)).not.toContain('assets/LoginPage.js');
    expect(federationStartChunks(host)).not.toContain('assets/TextField.js');
  });
});

const remote: BuildManifest = {
  'virtual:mf-REMOTE_ENTRY_ID:remote': {
    file: 'remoteEntry.js',
    imports: ['_dist.js'],
    dynamicImports: ['src/HomePage.tsx', 'src/Other.tsx', 'virtual:mf-localSharedImportMap:remote'],
  },
  '_dist.js': { file: 'assets/dist.js' },
  'src/HomePage.tsx': { file: 'assets/HomePage-expose.js', imports: ['_HomePage.js'] },
  '_HomePage.js': {
    file: 'assets/HomePage.js',
    imports: ['_loadShare-shared.js', '_common.js'],
    dynamicImports: ['src/ProjectsCarousel.tsx'],
  },
  '_loadShare-shared.js': { file: 'assets/loadShare-shared.js' },
  'src/ProjectsCarousel.tsx': { file: 'assets/ProjectsCarousel.js' },
  // Another exposed page, built from some of the same parts as the home page.
  'src/Other.tsx': { file: 'assets/Other.js', imports: ['_loadShare-shared.js', '_common.js'] },
  '_common.js': { file: 'assets/common.js' },
  'virtual:mf-localSharedImportMap:remote': {
    file: 'assets/shareMap.js',
    dynamicImports: ['virtual:mf:prebuild:react'],
  },
  'virtual:mf:prebuild:react': { file: 'assets/react-fallback.js' },
};

describe('exposedModuleChunks', () => {
  it('finds the module the remote entry imports for the expose, and what it imports', () => {
    expect(exposedModuleChunks(remote, ['assets/HomePage.js', 'assets/common.js'])).toEqual([
      'assets/HomePage-expose.js',
      'assets/HomePage.js',
      'assets/loadShare-shared.js',
      'assets/common.js',
    ]);
  });

  it('finds an expose whose module is its own listed chunk, not the pages sharing its parts', () => {
    expect(exposedModuleChunks(remote, ['assets/Other.js', 'assets/common.js'])).toEqual([
      'assets/Other.js',
      'assets/loadShare-shared.js',
      'assets/common.js',
    ]);
  });

  it("leaves out other exposes, lazy chunks and the remote's fallback singletons", () => {
    const chunks = exposedModuleChunks(remote, ['assets/HomePage.js', 'assets/common.js']);
    for (const file of ['assets/Other.js', 'assets/ProjectsCarousel.js', 'assets/react-fallback.js'])
      expect(chunks).not.toContain(file);
  });

  it('names nothing when the listed files are not in this build', () => {
    expect(exposedModuleChunks(remote, ['assets/HomePage-Old.js'])).toEqual([]);
  });
});

describe('entryFiles', () => {
  it('names every file the remote entry may load, lazy chunks and stylesheets too, and nothing it never loads', () => {
    const withStyles: BuildManifest = {
      ...remote,
      'src/ProjectsCarousel.tsx': {
        file: 'assets/ProjectsCarousel.js',
        css: ['assets/ProjectsCarousel.css'],
      },
      'src/Unused.tsx': { file: 'assets/Unused.js' },
    };
    expect(new Set(entryFiles(withStyles))).toEqual(
      new Set([
        'remoteEntry.js',
        'assets/dist.js',
        'assets/HomePage-expose.js',
        'assets/HomePage.js',
        'assets/loadShare-shared.js',
        'assets/common.js',
        'assets/ProjectsCarousel.js',
        'assets/ProjectsCarousel.css',
        'assets/Other.js',
        'assets/shareMap.js',
        'assets/react-fallback.js',
      ]),
    );
  });

  it("reads a release's manifest of another shape as naming less, never throwing", () => {
    const odd = {
      'virtual:mf-REMOTE_ENTRY_ID:remote': { file: 'remoteEntry.js', imports: 'src/x', dynamicImports: [7] },
      '7': null,
      'virtual:mf-REMOTE_ENTRY_ID:other': { file: { path: 'x' } },
    } as unknown as BuildManifest;
    expect(entryFiles(odd)).toEqual(['remoteEntry.js']);
  });
});
