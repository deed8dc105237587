/**
 * The header a host server proves itself to the API with (its value is RELEASES_SECRET): the API takes release
 * changes only with it, and the host's `/api` proxy drops any copy a client sends.
 */
export const RELEASE_CHECKER_HEADER = 'x-release-checker';
