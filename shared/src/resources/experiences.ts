import type { ResourceDescriptor } from './resource-descriptor';

export const experiencesDescriptor = {
  name: 'experiences',
  label: 'Experiences',
  icon: 'experiences',
  // A profile embeds its owner's experiences.
  affects: ['users'],
} as const satisfies ResourceDescriptor;
