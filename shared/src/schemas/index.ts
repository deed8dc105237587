// The pure schema entry: the server and the forms import from here; no React, no browser APIs.
// Zod-free, in the config entry so the public pages read them without zod; here too for the server and forms.
export * from '../config/accents';
export * from '../config/primary-actions';
export * from './auth';
export * from './enums';
export * from './experience';
export { MAX_ID } from './fields';
export * from './lists';
export * from './order';
export * from './paging';
export * from './problem';
export * from './project';
export * from './tag';
export * from './technology';
export * from './upload';
export * from './user';
export * from './release';
export * from './page-events';
export * from './release-health';
export * from './resume';
export * from './slug';
export * from './slug-rule';
export * from './dashboard';
export * from './history';
export * from './message';
export * from './schedule';
export * from './draft';
