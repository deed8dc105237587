/**
 * Vite's build manifest (`.vite/manifest.json`, Vite's file for servers that write a build's script links):
 * every chunk by its source, with its file and the chunks it imports.
 */
export type BuildManifest = Record<
  string,
  { file: string; src?: string; imports?: string[]; dynamicImports?: string[]; css?: string[] }
>;

/** The federation plugin's generated modules are named `virtual:mf…`; the application's are its source paths. */
const isFederationModule = (key: string) => key.startsWith('virtual:mf');
const REMOTE_ENTRY = 'virtual:mf-REMOTE_ENTRY_ID';
const SHARE_MAP = 'virtual:mf-localSharedImportMap';

/** The files of `roots` and of every chunk they import statically, roots first. */
export function withStaticImports(manifest: BuildManifest, roots: string[]): string[] {
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key) || !manifest[key]) return;
    seen.add(key);
    for (const imported of manifest[key].imports ?? []) visit(imported);
  };
  roots.forEach(visit);
  return [...seen].map((key) => manifest[key]!.file);
}

/**
 * Every file the remote entry may ever load: its chunks and what each imports, statically or dynamically (lazy
 * parts of a page too), with their stylesheets. A release's check asks for each, as a visitor's browser would; the
 * manifest is the release's own, so a field of another shape counts as none.
 */
export function entryFiles(manifest: BuildManifest): string[] {
  const list = (value: unknown) => (Array.isArray(value) ? (value as unknown[]).map(String) : []);
  const seen = new Set<string>();
  const files: string[] = [];
  const visit = (key: string) => {
    const chunk = manifest[key] as BuildManifest[string] | null | undefined;
    if (seen.has(key) || typeof chunk !== 'object' || chunk === null) return;
    seen.add(key);
    if (typeof chunk.file === 'string') files.push(chunk.file);
    files.push(...list(chunk.css));
    for (const imported of [...list(chunk.imports), ...list(chunk.dynamicImports)]) visit(imported);
  };
  Object.keys(manifest)
    .filter((key) => key.startsWith(REMOTE_ENTRY))
    .forEach(visit);
  return [...new Set(files)];
}

/**
 * The host's chunks its federation runtime loads before the application starts, on every page: the plugin's own
 * modules (the remote entry, the share map, the init and pending-share modules) and the singletons the host
 * provides to the page (the share map's dynamic imports), each with what it imports. The application's own
 * dynamic imports (its lazy pages) are not among them.
 */
export function federationStartChunks(manifest: BuildManifest): string[] {
  const keys = Object.keys(manifest);
  const providers = keys
    .filter((key) => key.startsWith(SHARE_MAP))
    .flatMap((key) => manifest[key]!.dynamicImports ?? []);
  return withStaticImports(manifest, [...keys.filter(isFederationModule), ...providers]);
}

/**
 * The chunks a remote's entry loads for one exposed module: of the entry's dynamic imports (one module per expose,
 * and its share map), the one that reaches a file of `exposedFiles` (the expose's files from the remote's
 * `mf-manifest.json`, which names its chunks but not the module the entry imports first) that no other module of
 * the entry reaches, with its imports. Files the exposes share (the remote's common chunks) say nothing about which
 * module is this expose's: matching on them would preload every page of the remote with each one.
 * The share map's own dynamic imports are the remote's fallback copies of the shared singletons, which the host
 * provides, so they are left out.
 */
export function exposedModuleChunks(manifest: BuildManifest, exposedFiles: string[]): string[] {
  const entries = Object.keys(manifest).filter((key) => key.startsWith(REMOTE_ENTRY));
  const modules = entries
    .flatMap((key) => manifest[key]!.dynamicImports ?? [])
    .filter((key) => !isFederationModule(key))
    .map((key) => ({ key, files: withStaticImports(manifest, [key]) }));
  const reachedByOthers = (module: (typeof modules)[number], file: string) =>
    modules.some((other) => other !== module && other.files.includes(file));
  const own = modules.filter((module) =>
    module.files.some((file) => exposedFiles.includes(file) && !reachedByOthers(module, file)),
  );
  return withStaticImports(
    manifest,
    own.map((module) => module.key),
  );
}
