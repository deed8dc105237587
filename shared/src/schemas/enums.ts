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
