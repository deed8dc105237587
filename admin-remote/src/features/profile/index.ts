// What other features use of the profile: the owner's profile screen imports a résumé with it.
export { ResumeImport } from './resume-import/ResumeImport';
