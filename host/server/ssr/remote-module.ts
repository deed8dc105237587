import { createInstance, type ModuleFederationRuntimePlugin } from '@module-federation/runtime';
import ssrEntryLoader, { revalidate } from '@module-federation/vite/ssrEntryLoader';
import type { ComponentType } from 'react';
import { type BuildManifest, exposedModuleChunks } from '../build-manifest';
import type { InlineStyle } from '../page-template';
import { serverShared } from './shared-modules';

/** The parts of a remote's `mf-manifest.json` the server reads. */
interface Manifest {
  metaData?: {
    remoteEntry?: { name: string; path: string };
    ssrRemoteEntry?: { name: string; path: string };
  };
  exposes?: { path: string; assets: { js: { sync: string[] }; css: { sync: string[] } } }[];
}

export interface LoadedRemoteModule {
  component: ComponentType;
  /** Identifies the remote's build: its manifest's text changes with every redeploy (hashed file names). */
  version: string;
  manifestUrl: string;
  /** Absolute URLs of the scripts the browser needs for this module: the remote's entry and the chunks. */
  scripts: string[];
  /** The module's stylesheets, read once per build, for pages that carry them inline. */
  styles: InlineStyle[];
}

const MANIFEST_TIMEOUT_MS = 3000;

const federation = createInstance({
  name: 'hostServer',
  remotes: [],
  shared: serverShared,
  // The loader's declared types are looser than the runtime's (`init: unknown`); the objects are the same.
  plugins: [ssrEntryLoader() as ModuleFederationRuntimePlugin],
});

/**
 * The remote's Vite build manifest, beside its `mf-manifest.json`, or nothing: without it the page still loads,
 * only the module the remote entry imports first (and what it imports) is requested later.
 */
async function readBuildManifest(manifestUrl: string): Promise<BuildManifest | undefined> {
  try {
    const response = await fetch(new URL('.vite/manifest.json', manifestUrl), {
      cache: 'no-cache',
      signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS),
    });
    return response.ok ? ((await response.json()) as BuildManifest) : undefined;
  } catch {
    return undefined;
  }
}

/** The expose's scripts (the remote's entry and every chunk its module imports) and stylesheets, as URLs. */
function assetsOf(manifest: Manifest, build: BuildManifest | undefined, manifestUrl: string, expose: string) {
  const url = (path: string) => new URL(path, manifestUrl).href;
  const exposed = manifest.exposes?.find((entry) => entry.path === `./${expose}`);
  const entry = manifest.metaData?.remoteEntry;
  const listed = exposed?.assets.js.sync ?? [];
  const imported = build ? exposedModuleChunks(build, listed) : [];
  return {
    scripts: [...new Set([...(entry ? [entry.path + entry.name] : []), ...listed, ...imported])].map(url),
    styles: (exposed?.assets.css.sync ?? []).map(url),
  };
}

async function readStylesheet(href: string): Promise<InlineStyle> {
  const response = await fetch(href, { signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS) });
  if (!response.ok) throw new Error(`${href} answered ${response.status}`);
  return { href, css: await response.text() };
}

/**
 * One remote module rendered on the server, loaded through the remote's manifest like the browser does. Each
 * `load()` re-reads the manifest (one small no-cache request): when the remote was redeployed, the federation
 * runtime and the SSR loader are told to forget the old build, so the next render shows the new one without
 * restarting the host. Old builds' modules stay in memory (Node cannot unload ES modules).
 */
export class ServerRemoteModule {
  private current: LoadedRemoteModule | undefined;

  constructor(
    private readonly remote: string,
    private readonly expose: string,
    private readonly manifestUrl: string,
  ) {}

  async load(): Promise<LoadedRemoteModule> {
    const response = await fetch(this.manifestUrl, {
      cache: 'no-cache',
      signal: AbortSignal.timeout(MANIFEST_TIMEOUT_MS),
    });
    if (!response.ok) throw new Error(`${this.manifestUrl} answered ${response.status}`);
    const version = await response.text();
    if (this.current?.version === version) return this.current;

    const manifest = JSON.parse(version) as Manifest;
    const ssrEntry = manifest.metaData?.ssrRemoteEntry;
    if (!ssrEntry) throw new Error(`${this.remote} has no server entry in its manifest`);
    federation.registerRemotes([{ name: this.remote, entry: this.manifestUrl }], { force: true });
    if (this.current) {
      revalidate(this.manifestUrl);
      revalidate(new URL(ssrEntry.path + ssrEntry.name, this.manifestUrl).href);
    }
    const module = await federation.loadRemote<{ default?: ComponentType }>(`${this.remote}/${this.expose}`);
    if (!module?.default) throw new Error(`${this.remote} did not provide ${this.expose}`);
    const assets = assetsOf(
      manifest,
      await readBuildManifest(this.manifestUrl),
      this.manifestUrl,
      this.expose,
    );
    this.current = {
      component: module.default,
      version,
      manifestUrl: this.manifestUrl,
      scripts: assets.scripts,
      styles: await Promise.all(assets.styles.map(readStylesheet)),
    };
    return this.current;
  }
}
