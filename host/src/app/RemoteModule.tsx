import {
  type ComponentType,
  createContext,
  type ReactNode,
  Suspense,
  use,
  useContext,
  useState,
} from 'react';
import type { ExposedProps, ExposeOf, RemoteName } from '@portfolio/shared/remotes';
import { loadRemoteDefault } from './remotes';
import { RemoteErrorBoundary } from './RemoteErrorBoundary';

interface RemoteModuleProps<R extends RemoteName, E extends ExposeOf<R>> {
  remote: R;
  expose: E;
  /** What the visitor would call this part of the site, for the fallback's message. */
  label: string;
  /** What the host hands the module: exactly the props of its contract in @portfolio/shared/remotes. */
  props: ExposedProps<R, E>;
  /** Shown under the fallback when the module cannot be loaded or throws. */
  whenFailed?: ReactNode;
}

// One load per remote module and attempt: a re-render or remount must not fetch the remote again.
const loads = new Map<string, Promise<ComponentType>>();

function loadOnce(remote: RemoteName, expose: string, attempt: number) {
  const key = `${remote}/${expose}#${attempt}`;
  let load = loads.get(key);
  if (!load) {
    load = loadRemoteDefault<ComponentType>(remote, expose, attempt > 0);
    loads.set(key, load);
  }
  return load;
}

export type RemoteLoader = (remote: RemoteName, expose: string, attempt: number) => Promise<ComponentType>;

/**
 * How remote modules are loaded: through the browser's federation runtime, or, when the host server renders a
 * page, from the modules it loaded before rendering (the tree stays the same, so hydration matches).
 */
export const RemoteLoaderContext = createContext<RemoteLoader>(loadOnce);

/**
 * Renders a remote's exposed component with the props of its contract, or a fallback with Retry when it cannot be
 * loaded or throws.
 */
export function RemoteModule<R extends RemoteName, E extends ExposeOf<R>>({
  remote,
  expose,
  label,
  props,
  whenFailed,
}: RemoteModuleProps<R, E>) {
  const [attempt, setAttempt] = useState(0);
  const load = useContext(RemoteLoaderContext);
  return (
    <RemoteErrorBoundary
      key={attempt}
      label={label}
      onRetry={() => setAttempt((count) => count + 1)}
      whenFailed={whenFailed}
    >
      <Suspense fallback={<RemoteLoading label={label} />}>
        <RemoteContent load={load(remote, expose, attempt)} props={props as object} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}

function RemoteContent({ load, props }: { load: Promise<ComponentType<object>>; props: object }) {
  const Remote = use(load);
  // Stable: `loadOnce` hands out one promise, hence one component, per remote module and attempt.
  // eslint-disable-next-line react-hooks/static-components
  return <Remote {...props} />;
}

function RemoteLoading({ label }: { label: string }) {
  return (
    <div role="status" aria-live="polite" className="flex min-h-[40vh] items-center justify-center">
      <span className="h-8 w-8 animate-spin rounded-full border-4 border-slate-300 border-t-sky-500" />
      <span className="sr-only">Loading the {label}…</span>
    </div>
  );
}
