/** What a page made of the owner's profile says when it cannot be read. */
export const PROFILE_ERROR = 'The portfolio could not be loaded. Please check your connection and try again.';
