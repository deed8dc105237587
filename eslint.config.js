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

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/dist-e2e/**',
      '**/node_modules/**',
      '**/coverage/**',
      '**/.__mf__temp/**',
      '**/data/**',
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
  // The architecture's boundaries, enforced rather than remembered (DESIGN.md sections 1 and 2).
  boundary(['host/**'], [...microfrontend('public-remote'), ...microfrontend('admin-remote')]),
  boundary(['public-remote/**'], [...microfrontend('host'), ...microfrontend('admin-remote')]),
  boundary(['admin-remote/**'], [...microfrontend('host'), ...microfrontend('public-remote')]),
  boundary(
    ['ui/**', 'shared/**'],
    [...microfrontend('host'), ...microfrontend('public-remote'), ...microfrontend('admin-remote')],
  ),
  // The schemas run on the server too: no React, no state, no browser client.
  boundary(['shared/src/schemas/**'], [...BROWSER_ONLY, '../api/*', '../state/*', '../session/*']),
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

/** Import specifiers that reach into a microfrontend, by package name or by relative path. */
function microfrontend(folder) {
  return [`@portfolio/${folder}`, `@portfolio/${folder}/*`, `**/${folder}/src/*`, `**/${folder}/src/**`];
}

/** `files` may not import anything `patterns` match. */
function boundary(files, patterns) {
  return {
    files,
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: patterns, message: 'This import crosses an architectural boundary.' }] },
      ],
    },
  };
}
