import type { ComponentType } from 'react';

/**
 * The parts of a server-rendered page the browser brings to life one by one ("islands"): everything else is the
 * server's HTML, complete without JavaScript. Each is a container `<div data-island="<name>">` the remote renders
 * in its page, and a component of the same name that renders exactly that container's content with no props
 * (its data is the page's query state, its address the page's): the browser hydrates the container with it.
 */
export const HOME_ISLANDS = ['technologies', 'projects'] as const;
export type HomeIslandName = (typeof HOME_ISLANDS)[number];

/** The host's own islands, in the pages it renders in its shell (`/contact`): hydrated with the host's code. */
export const HOST_ISLANDS = ['contact'] as const;
export type HostIslandName = (typeof HOST_ISLANDS)[number];

/** The attribute that marks an island's container, its value the island's name. */
export const ISLAND_ATTRIBUTE = 'data-island';

/**
 * Marks an island asked for only when the visitor reaches for it, not when it comes into view: a form in view on
 * arrival has nothing to do before someone starts filling it in.
 */
export const ISLAND_ON_INTERACTION_ATTRIBUTE = 'data-island-on-interaction';

/**
 * One island's component, and what it loads before it can render at once (its lazy parts): the browser hydrates
 * the island only then, so it is hydrated whole, and a click held until then reaches a working control.
 */
export interface HomeIsland {
  Component: ComponentType;
  load?: () => Promise<unknown>;
}

/** What `./HomePage` exports as `islands` beside its default export. */
export type HomeIslands = Record<HomeIslandName, HomeIsland>;
