import { HOST_ISLANDS, type HomeIsland, type HostIslandName } from '@portfolio/shared/remotes';

export const isHostIsland = (name: string | null): name is HostIslandName =>
  (HOST_ISLANDS as readonly (string | null)[]).includes(name);

/** The host's own islands, each loaded with the first ask (the contact form brings its proof of work along). */
export const hostIslands: Record<HostIslandName, () => Promise<HomeIsland>> = {
  contact: async () => ({ Component: (await import('../features/contact/ContactSection')).ContactSection }),
};
