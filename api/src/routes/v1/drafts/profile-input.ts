/** The profile fields a draft of the profile is saved with in these tests: what `PUT /users/{id}` takes. */
const PROFILE_FIELDS = [
  'firstName',
  'lastName',
  'professionalTitle',
  'bio',
  'availability',
  'email',
  'phone',
  'github',
  'linkedin',
  'notionResume',
] as const;

/** The profile as read (`GET /users/{id}`, signed in), as a profile draft's body. */
export const profileInputOf = (profile: Record<string, unknown>) =>
  Object.fromEntries(PROFILE_FIELDS.map((field) => [field, profile[field]]));
