// What other features use of the releases: the dashboard shows the live ones.
export { formatWhen, REMOTE_LABELS } from './release-words';
export { remoteReleasesQuery } from './releases-api';
