// What other features use of the project cards: a project's page draws the same cover and links.
export { GeneratedCover } from './GeneratedCover';
export { projectLinks, projectPath } from './ProjectCard';
