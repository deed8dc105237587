export const EMPLOYMENT_TYPES = ['full-time', 'part-time', 'contract', 'internship', 'freelance'] as const;
export type EmploymentType = (typeof EMPLOYMENT_TYPES)[number];

export const WORK_MODES = ['Remote', 'Onsite', 'Hybrid'] as const;
export type WorkMode = (typeof WORK_MODES)[number];

export const TAG_COLORS = ['gray', 'blue', 'red', 'green', 'yellow', 'indigo', 'purple', 'pink'] as const;
export type TagColor = (typeof TAG_COLORS)[number];
/** A new tag's colour until another is picked: the first swatch, which says nothing by itself. */
export const DEFAULT_TAG_COLOR: TagColor = 'gray';

export const AVAILABILITIES = [
  'Available for hire',
  'Available for freelance',
  'Unavailable',
  'Looking',
  'Not looking',
] as const;
export type Availability = (typeof AVAILABILITIES)[number];

/**
 * The hero's one primary action, chosen by the owner: the contact page, a call booked at their booking page, or
 * the résumé PDF (offered only while the résumé is public).
 */
export const PRIMARY_ACTIONS = ['get-in-touch', 'book-a-call', 'download-cv'] as const;
export type PrimaryAction = (typeof PRIMARY_ACTIONS)[number];
/** Each action as its button says it, in the hero and in the admin's choice. */
export const PRIMARY_ACTION_LABELS: Record<PrimaryAction, string> = {
  'get-in-touch': 'Get in touch',
  'book-a-call': 'Book a call',
  'download-cv': 'Download CV',
};
