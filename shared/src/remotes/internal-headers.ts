/**
 * The header a host server proves itself to the API with (its value is RELEASES_SECRET): the API takes release
 * changes only with it, and the host's `/api` proxy drops any copy a client sends.
 */
export const RELEASE_CHECKER_HEADER = 'x-release-checker';

/**
 * On the API's answer to a write that may have changed what a public read shows (`mayChangePublicReads`): the
 * host server that proxied it checks the data its kept pages show at the next page request, not up to a second
 * later.
 */
export const PUBLIC_DATA_CHANGED_HEADER = 'x-public-data-changed';
