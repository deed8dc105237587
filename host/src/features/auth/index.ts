// What other features use of the sign-in: whether someone is signed in.
export { useSignedIn } from './use-signed-in';
