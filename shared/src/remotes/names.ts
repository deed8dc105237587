/** The microfrontends the host loads at run time, by their federation names. */
export const REMOTE_NAMES = ['publicRemote', 'adminRemote'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

export const isRemoteName = (value: string): value is RemoteName =>
  (REMOTE_NAMES as readonly string[]).includes(value);
