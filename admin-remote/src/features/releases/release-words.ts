import type { RemoteName } from '@portfolio/shared/remotes';
import type { ReleaseAction } from '@portfolio/shared/schemas';

/** What the owner calls each remote. */
export const REMOTE_LABELS: Record<RemoteName, string> = {
  publicRemote: 'Public site',
  adminRemote: 'Admin area',
};

/** The shares of visitors a release can be promoted to, a rollout first. */
export const PROMOTION_SHARES = [100, 50, 25, 10] as const;

export const ACTION_LABELS: Record<ReleaseAction, string> = {
  register: 'Registered',
  refuse: 'Refused',
  preview: 'Preview link made',
  promote: 'Promoted',
  rollout: 'Rollout',
  rollback: 'Rolled back',
  abort: 'Stopped by the rollout watch',
};

const dateTime = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });

/** "25 Nov 2026, 21:40", in the owner's timezone. */
export const formatWhen = (iso: string | null) => (iso ? dateTime.format(new Date(iso)) : 'unknown');
