import type { ComponentType } from 'react';
import type { RemoteName } from './names';

/**
 * The props of every module a remote exposes to the host: the contract between teams that deploy apart. The
 * remote declares its component `satisfies` its entry and the host loads it typed by it, so a change on one
 * side that breaks the other fails `pnpm typecheck` before any release exists.
 */
export type HomePageProps = Record<never, never>;
export type AdminAppProps = Record<never, never>;

export interface RemoteContracts {
  publicRemote: { './HomePage': ComponentType<HomePageProps> };
  adminRemote: { './AdminApp': ComponentType<AdminAppProps> };
}

type ExposedName<Expose> = Expose extends `./${infer Name}` ? Name : never;

/** `publicRemote/HomePage`, `adminRemote/AdminApp`: what the federation runtime's `loadRemote` is asked for. */
export type RemoteModuleId = {
  [R in RemoteName]: `${R}/${ExposedName<keyof RemoteContracts[R]>}`;
}[RemoteName];

/** The component a remote module id stands for. */
export type RemoteModule<Id extends RemoteModuleId> = Id extends `${infer R extends RemoteName}/${infer Name}`
  ? RemoteContracts[R][`./${Name}` & keyof RemoteContracts[R]]
  : never;

/** Every module the host uses, per remote: a release that does not expose one of them is refused. */
export const REMOTE_EXPOSES: { [R in RemoteName]: Record<keyof RemoteContracts[R], true> } = {
  publicRemote: { './HomePage': true },
  adminRemote: { './AdminApp': true },
};
