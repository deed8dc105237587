// What other features use of the profile: hiding what the owner hid.
export { visibleOnly } from './visible-only';
