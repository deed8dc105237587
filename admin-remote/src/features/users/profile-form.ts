import type { Profile } from '@portfolio/shared/api';
import {
  type Accent,
  type Availability,
  DEFAULT_ACCENT,
  type PrimaryAction,
  userInputSchema,
} from '@portfolio/shared/schemas';
import { NOT_CHOSEN } from '../../lib/not-chosen';

export const userFormSchema = userInputSchema;

/** A stored profile as the form's fields; fields the profile does not have yet start empty. */
export const profileToForm = (profile: Profile) => ({
  firstName: profile.firstName,
  lastName: profile.lastName,
  professionalTitle: profile.professionalTitle ?? '',
  bio: profile.bio ?? '',
  availability: (profile.availability ?? NOT_CHOSEN) as Availability,
  email: profile.email,
  phone: ('phone' in profile ? profile.phone : null) ?? '',
  github: profile.github ?? '',
  linkedin: profile.linkedin ?? '',
  notionResume: profile.notionResume ?? '',
  avatar: profile.avatar,
  resumePublic: profile.resumePublic,
  messageDigest: 'messageDigest' in profile ? profile.messageDigest : false,
  primaryAction: profile.primaryAction,
  bookingUrl: profile.bookingUrl ?? '',
  accent: profile.accent as Accent,
  location: profile.location ?? '',
  timeZone: profile.timeZone ?? '',
  signOff: profile.signOff ?? '',
});

export const EMPTY_PROFILE = {
  firstName: '',
  lastName: '',
  professionalTitle: '',
  bio: '',
  availability: NOT_CHOSEN,
  email: '',
  phone: '',
  github: '',
  linkedin: '',
  notionResume: '',
  avatar: null,
  primaryAction: 'get-in-touch' as PrimaryAction,
  bookingUrl: '',
  accent: DEFAULT_ACCENT,
  location: '',
  timeZone: '',
  signOff: '',
};
