import type { ResourceDescriptor } from './resource-descriptor';

export const experiencesDescriptor = {
  name: 'experiences',
  label: 'Experiences',
  singular: 'experience',
  icon: 'experiences',
  // A profile embeds its owner's experiences.
  affects: ['users'],
  quickCreate: true,
} as const satisfies ResourceDescriptor;
