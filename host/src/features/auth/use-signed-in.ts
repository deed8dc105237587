import { useSessionStatus } from './use-session';

/**
 * Whether this page holds a session. The public header does not ask the refresh cookie by itself (a visitor's
 * page makes no auth call); a page that has signed in, or an admin page, knows.
 */
export const useSignedIn = () => useSessionStatus() === 'signed-in';
