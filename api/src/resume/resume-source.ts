import { OWNER_USER_ID } from '@portfolio/shared/config';
import type { PublicUser, Technology } from '@portfolio/shared/schemas';
import type { Executor } from '../db/connection';
import { PUBLIC_READ } from '../db/repositories/query-helpers';
import { listTechnologies } from '../db/repositories/technologies';
import { getUser } from '../db/repositories/users';

/** What the résumé shows: what an anonymous visitor of `/` reads (no phone, no hidden project or technology). */
export interface ResumeSource {
  profile: PublicUser;
  technologies: Technology[];
}

/** The owner's résumé data, or undefined when the owner turned the résumé off (or there is no owner). */
export async function readResumeSource(db: Executor): Promise<ResumeSource | undefined> {
  let profile: PublicUser;
  try {
    profile = JSON.parse(await getUser(db, OWNER_USER_ID, PUBLIC_READ)) as PublicUser;
  } catch (error) {
    if ((error as { status?: number }).status === 404) return undefined;
    throw error;
  }
  if (!profile.resumePublic) return undefined;
  const { technologies } = JSON.parse(await listTechnologies(db, {}, PUBLIC_READ)) as {
    technologies: Technology[];
  };
  return { profile, technologies };
}
