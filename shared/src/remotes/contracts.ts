import type { ComponentType } from 'react';
import type { RemoteName } from './names';

/**
 * The props of every module a remote exposes to the host: the contract between teams that deploy apart. The
 * remote declares its component `satisfies` its type here and the host renders it with these props, so a change
 * on one side that breaks the other fails `pnpm typecheck` before any release exists.
 */
export type HomePageProps = Record<never, never>;
/** `/projects`: every visible project as a grid, filtered by `?tech=` like the home page. */
export type ProjectsPageProps = Record<never, never>;
/** `/projects/<slug>`: one project; `slug` is the address's, possibly an old one (the page moves to the new). */
export interface ProjectPageProps {
  slug: string;
}
export type AdminAppProps = Record<never, never>;

/** Each remote's exposed modules (`./HomePage`) and the props the host renders them with. */
export interface RemoteContracts {
  publicRemote: {
    './HomePage': HomePageProps;
    './ProjectsPage': ProjectsPageProps;
    './ProjectPage': ProjectPageProps;
  };
  adminRemote: { './AdminApp': AdminAppProps };
}

/** `HomePage` for `./HomePage`: the module names a remote's contract says it exposes. */
export type ExposeOf<R extends RemoteName> = keyof RemoteContracts[R] extends `./${infer Name}`
  ? Name
  : never;

/** The props of one exposed module. */
export type ExposedProps<R extends RemoteName, E extends ExposeOf<R>> = RemoteContracts[R][`./${E}` &
  keyof RemoteContracts[R]];

/** The component type one exposed module must have. */
export type ExposedComponent<R extends RemoteName, E extends ExposeOf<R>> = ComponentType<ExposedProps<R, E>>;

/** Every module the host uses, per remote: a release that does not expose one of them is refused. */
export const REMOTE_EXPOSES: { [R in RemoteName]: Record<keyof RemoteContracts[R], true> } = {
  publicRemote: { './HomePage': true, './ProjectsPage': true, './ProjectPage': true },
  adminRemote: { './AdminApp': true },
};
