// What other features use of the users: one's own profile is a user, edited with the same resource and fields.
export { EMPTY_PROFILE, profileToForm, userFormSchema } from './profile-form';
export { ProfileFields } from './ProfileFields';
export { userResource } from './user-resource';
