import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import globals from 'globals';
import reactHooks from 'eslint-plugin-react-hooks';
import tseslint from 'typescript-eslint';

const BROWSER_ONLY = [
  'react',
  'react-dom',
  'react-dom/*',
  'jotai',
  'jotai/*',
  '@tanstack/*',
  'react-router*',
];

// The page's one router, one TanStack Query and one jotai store are shared facades of the parts we use
// (shared/src/router, shared/src/query, shared/src/state): a direct import would bundle a second copy, with its
// own context. Tests, and the UI package's component-test harness, use the packages.
const TESTS = ['**/*.test.{ts,tsx}', '**/test/**', '**/test-utils.tsx', 'ui/testing/**'];
const ROUTER_PACKAGES = {
  group: ['react-router', 'react-router-dom', 'react-router/*', 'react-router-dom/*'],
  message: 'Import the router from @portfolio/shared/router, the one shared router of the page.',
};
const STATE_PACKAGE = {
  group: ['jotai', 'jotai/*'],
  message: 'Import jotai from @portfolio/shared/state, the one shared store of the page.',
};
const QUERY_PACKAGE = {
  group: ['@tanstack/react-query'],
  message: 'Import TanStack Query from @portfolio/shared/query, the one shared copy of the page.',
};

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-e2e/**',
      '**/node_modules/**',
      '**/coverage/**',
      '**/.__mf__temp/**',
      '**/data/**',
      // Copies of the public remote the releases end-to-end test builds (e2e/releases.spec.ts).
      'public-remote-e2e-*/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.{js,mjs}'],
    languageOptions: { globals: { ...globals.node } },
  },
  // The architecture's boundaries, enforced rather than remembered (docs/architecture.md#boundaries).
  // The host's server code runs in Node, where the facades and the packages they re-export are one module: it
  // may use the parts no browser needs (the static router, dehydrate) without growing the shared facades.
  ...withSharedFacades(
    ['host/**'],
    [...microfrontend('public-remote'), ...microfrontend('admin-remote')],
    ['host/server/**', 'host/src/entry-server.tsx'],
  ),
  ...withSharedFacades(['public-remote/**'], [...microfrontend('host'), ...microfrontend('admin-remote')]),
  ...withSharedFacades(['admin-remote/**'], [...microfrontend('host'), ...microfrontend('public-remote')]),
  ...withSharedFacades(
    ['ui/**', 'shared/**'],
    [...microfrontend('host'), ...microfrontend('public-remote'), ...microfrontend('admin-remote')],
    ['shared/src/router/**', 'shared/src/query/**', 'shared/src/state/**'],
  ),
  // The schemas run on the server too: no React, no state, no browser client.
  boundary(['shared/src/schemas/**'], [...BROWSER_ONLY, '../api/*', '../state/*', '../session/*']),
  // Inside a microfrontend, a feature uses another only through that feature's index.ts.
  ...['host', 'public-remote', 'admin-remote'].flatMap(featureBoundaries),
  // The admin resources' registry is read by the schemas, so by the API too: plain data that imports nothing.
  boundary(['shared/src/resources/**'], [...BROWSER_ONLY, '../*', '@portfolio/*']),
  // The host server's folders are layers: each imports only the ones below it, so none two import each other.
  ...serverLayers(['seo', 'ssr', 'releases', 'pages']),
  // The API never imports browser code.
  boundary(
    ['api/**'],
    [
      ...BROWSER_ONLY,
      '@portfolio/ui',
      '@portfolio/ui/*',
      '@portfolio/shared/api',
      '@portfolio/shared/state',
      '@portfolio/shared/session',
      '@portfolio/shared/admin-sections',
    ],
  ),
);

/**
 * `host/server`'s folders, lowest first: a folder may import those before it, never one
 * after it. The files beside them (the template, the proxy, health, configuration) are the base every layer may
 * use, so they import no layer but the lowest; only `app.ts` and `main.ts` put the layers together.
 * typescript-eslint's copy of the rule, like the feature boundaries, so the package boundaries above still apply.
 */
function serverLayers(layers) {
  const rule = (files, ignores, forbidden) => ({
    files,
    ignores,
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              regex: `^(\\./|(\\.\\./)+)(${forbidden.join('|')})/`,
              message: `host/server's folders are layers (${layers.join(' < ')}): import only a lower one.`,
            },
          ],
        },
      ],
    },
  });
  return [
    rule(
      ['host/server/*.ts'],
      ['host/server/app.ts', 'host/server/main.ts', 'host/server/*.test.ts'],
      layers.slice(1),
    ),
    ...layers.map((layer, index) => rule([`host/server/${layer}/**`], [], layers.slice(index + 1))),
  ];
}

/** Import specifiers that reach into a microfrontend, by package name or by relative path. */
function microfrontend(folder) {
  return [`@portfolio/${folder}`, `@portfolio/${folder}/*`, `**/${folder}/src/*`, `**/${folder}/src/**`];
}

/** `files` may not import anything `patterns` match. */
function boundary(files, patterns, extra = []) {
  return {
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: patterns, message: 'This import crosses an architectural boundary.' },
            ...extra,
          ],
        },
      ],
    },
  };
}

/**
 * One config per feature of `folder`'s `src/features/`: it may import another feature's `index.ts` (by the
 * folder's name or the file's), never a file inside it. typescript-eslint's copy of `no-restricted-imports` carries
 * the rule, so it adds to the package boundaries above instead of replacing their options.
 */
function featureBoundaries(folder) {
  const root = new URL(`${folder}/src/features/`, import.meta.url);
  const features = readdirSync(root, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);
  return features.map((feature) => {
    const others = features.filter((other) => other !== feature).join('|');
    return {
      files: [`${folder}/src/features/${feature}/**`],
      rules: {
        '@typescript-eslint/no-restricted-imports': [
          'error',
          {
            patterns: [
              {
                regex: `^(\\.\\./)+(features/)?(${others})/(?!index(\\.tsx?)?$)`,
                message: 'Import another feature through its index.ts, not from inside it.',
              },
            ],
          },
        ],
      },
    };
  });
}

/** The boundary for every file, and the facade rules on top outside tests (a later config replaces the rule). */
function withSharedFacades(files, patterns, allowed = []) {
  return [
    boundary(files, patterns),
    {
      ...boundary(files, patterns, [ROUTER_PACKAGES, QUERY_PACKAGE, STATE_PACKAGE]),
      ignores: [...TESTS, ...allowed],
    },
  ];
}
