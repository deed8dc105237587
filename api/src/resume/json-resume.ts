import type { JsonResume, PublicUser, ResumeLocation, Technology } from '@portfolio/shared/schemas';
import type { ResumeSource } from './resume-source';

/** The schema version `/resume.json` follows, and where themes and validators find it. */
export const JSON_RESUME_SCHEMA_URL =
  'https://raw.githubusercontent.com/jsonresume/resume-schema/v1.0.0/schema.json';

/** Where a technology without a tag is listed among the skills. */
export const UNTAGGED_SKILL = 'Other';

/** The profile links as JSON Resume `profiles`; the import reads them back by `network`. */
export const PROFILE_NETWORKS = [
  { network: 'GitHub', field: 'github' },
  { network: 'LinkedIn', field: 'linkedin' },
  { network: 'Notion', field: 'notionResume' },
] as const;

/** The last path segment of a profile URL, as its user name (`https://github.com/ada` → `ada`). */
function usernameOf(url: string): string | undefined {
  try {
    return new URL(url).pathname.split('/').filter(Boolean).at(-1);
  } catch {
    return undefined;
  }
}

/** Uploads are stored as absolute URLs; a path (older data) is made absolute on the site's origin. */
export const absoluteUrl = (url: string, siteUrl: string) => (url.startsWith('/') ? `${siteUrl}${url}` : url);

export const fullName = (profile: Pick<PublicUser, 'firstName' | 'lastName'>) =>
  `${profile.firstName} ${profile.lastName}`.trim();

/** The first link a project has: its site, else its source, else its details. */
export const projectUrl = (project: { domain: string | null; repo: string | null; details: string | null }) =>
  project.domain ?? project.repo ?? project.details ?? undefined;

/**
 * The stack grouped by tag, tags by name and technologies in the owner's order, each technology once: under the
 * tag most of the stack shares among its own (ties to the first by name), so TypeScript tagged Frontend, Backend
 * and Language is listed under the broader group, not three times. One without a tag is under 'Other'.
 */
export function skillGroups(technologies: Technology[]): { name: string; keywords: string[] }[] {
  const byName = (a: string, b: string) => a.localeCompare(b, 'en', { sensitivity: 'base' });
  const shared = new Map<string, number>();
  for (const technology of technologies)
    for (const tag of technology.tags) shared.set(tag.name, (shared.get(tag.name) ?? 0) + 1);
  const groups = new Map<string, string[]>();
  for (const name of [...shared.keys()].sort(byName)) groups.set(name, []);
  for (const technology of technologies) {
    const [home] = technology.tags
      .map((tag) => tag.name)
      .sort((a, b) => shared.get(b)! - shared.get(a)! || byName(a, b));
    const name = home ?? UNTAGGED_SKILL;
    groups.set(name, [...(groups.get(name) ?? []), technology.name]);
  }
  return [...groups]
    .filter(([, keywords]) => keywords.length > 0)
    .map(([name, keywords]) => ({ name, keywords }));
}

/** Between an outcome's figure and its text in a JSON Resume highlight: `312 — Harbours covered`. */
export const FIGURE_SEPARATOR = ' — ';

/** An outcome as a JSON Resume highlight: its figure first when it has one, as the import reads it back. */
export const outcomeHighlight = ({ text, figure }: { text: string; figure: string | null }) =>
  figure ? `${figure}${FIGURE_SEPARATOR}${text}` : text;

/**
 * The profile's one-line location as JSON Resume's parts, split at its last comma so reading it back gives the
 * same line: "Lisbon, Portugal" → city "Lisbon", region "Portugal"; "Remote" → city "Remote".
 */
export function resumeLocation(line: string): { city: string; region?: string } {
  const comma = line.lastIndexOf(',');
  if (comma < 0) return { city: line };
  return { city: line.slice(0, comma).trim(), region: line.slice(comma + 1).trim() };
}

/** A JSON Resume location as one line, the way the profile keeps it; undefined when it names nothing. */
export function locationLine(location: ResumeLocation): string | undefined {
  const place = [location.city, location.region, location.countryCode].filter((part) => part?.trim());
  const line = place.length > 0 ? place.join(', ') : location.address?.replace(/\s*\n\s*/g, ', ');
  return line?.trim() || undefined;
}

const defined = <T extends object>(value: T) =>
  Object.fromEntries(Object.entries(value).filter(([, field]) => field !== undefined && field !== null)) as T;

/** The owner's résumé as JSON Resume 1.0.0, from the same data the home page shows. */
export function buildJsonResume({ profile, technologies }: ResumeSource, siteUrl: string): JsonResume {
  return {
    $schema: JSON_RESUME_SCHEMA_URL,
    basics: defined({
      name: fullName(profile),
      label: profile.professionalTitle ?? undefined,
      image: profile.avatar ? absoluteUrl(profile.avatar, siteUrl) : undefined,
      email: profile.email,
      url: `${siteUrl}/`,
      summary: profile.bio ?? undefined,
      location: profile.location ? resumeLocation(profile.location) : undefined,
      profiles: PROFILE_NETWORKS.flatMap(({ network, field }) => {
        const url = profile[field];
        return url ? [defined({ network, username: usernameOf(url), url })] : [];
      }),
    }),
    work: profile.experiences.map((experience) =>
      defined({
        name: experience.company,
        position: experience.title,
        url: experience.companyWebsite ?? undefined,
        startDate: experience.startDate,
        endDate: experience.endDate ?? undefined,
        summary: experience.description,
        highlights: experience.highlights.length > 0 ? experience.highlights : undefined,
        location: experience.location,
      }),
    ),
    skills: skillGroups(technologies),
    projects: profile.projects.map((project) =>
      defined({
        name: project.name,
        description: project.description,
        url: projectUrl(project),
        roles: project.role ? [project.role] : undefined,
        startDate: project.startMonth ?? undefined,
        endDate: project.endMonth ?? undefined,
        highlights: project.outcomes.length > 0 ? project.outcomes.map(outcomeHighlight) : undefined,
        keywords: project.technologies.map((technology) => technology.name),
      }),
    ),
    meta: { canonical: `${siteUrl}/resume.json`, version: 'v1.0.0' },
  };
}
