import * as sharedApi from '@portfolio/shared/api';
import * as sharedQuery from '@portfolio/shared/query';
import * as sharedRouter from '@portfolio/shared/router';
import * as sharedState from '@portfolio/shared/state';
import * as react from 'react';
import * as reactDom from 'react-dom';
import * as jsxRuntime from 'react/jsx-runtime';
import type { sharedSingletons } from '../../../federation.shared';
import sharedPackage from '../../../shared/package.json' with { type: 'json' };

type ShareName = keyof typeof sharedSingletons | 'react/jsx-runtime';

/**
 * The server's copies of the shared singletons, handed to the remote's server code: the HomePage it renders
 * must use the very React, router context, QueryClient context and API client the host renders with.
 */
const modules: Record<ShareName, { version: string; lib: object }> = {
  react: { version: react.version, lib: react },
  'react/jsx-runtime': { version: react.version, lib: jsxRuntime },
  'react-dom': { version: reactDom.version, lib: reactDom },
  '@portfolio/shared/router': { version: sharedPackage.version, lib: sharedRouter },
  '@portfolio/shared/query': { version: sharedPackage.version, lib: sharedQuery },
  '@portfolio/shared/api': { version: sharedPackage.version, lib: sharedApi },
  '@portfolio/shared/state': { version: sharedPackage.version, lib: sharedState },
};

/** The `shared` option of the server's federation instance: each singleton at the version installed here. */
export const serverShared = Object.fromEntries(
  Object.entries(modules).map(([name, { version, lib }]) => [
    name,
    { version, lib: () => lib, shareConfig: { singleton: true, requiredVersion: `^${version}` } },
  ]),
);

/**
 * The singletons the host provides to remotes, browser and server alike (one lockfile builds both), with their
 * versions: what a release's shared modules are checked against. The browser also shares `react-dom/client`.
 */
export const providedVersions: Readonly<Record<string, string>> = {
  ...Object.fromEntries(Object.entries(modules).map(([name, { version }]) => [name, version])),
  'react-dom/client': reactDom.version,
};
