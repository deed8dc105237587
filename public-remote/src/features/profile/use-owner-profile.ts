import { userQueries } from '@portfolio/shared/api';
import { OWNER_USER_ID } from '@portfolio/shared/config';
import { useQuery } from '@portfolio/shared/query';
import { visibleOnly } from './visible-only';

/**
 * The home page shows user 1: the site's owner. The owner may be signed in while looking at it; their session
 * reads hidden projects and technologies too, which the page leaves out as a visitor would see it.
 */
export const useOwnerProfile = () =>
  useQuery({
    ...userQueries.detail(OWNER_USER_ID),
    select: (profile) => ({
      ...profile,
      projects: visibleOnly(profile.projects).map((project) => ({
        ...project,
        technologies: visibleOnly(project.technologies),
      })),
      experiences: profile.experiences.map((experience) => ({
        ...experience,
        technologies: visibleOnly(experience.technologies),
      })),
    }),
  });
