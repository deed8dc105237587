import { ApiError } from '@portfolio/shared/api';
import type { ResumeImportPlan, ResumeProfileField } from '@portfolio/shared/schemas';

/** The profile form's own names for the fields an import may change. */
export const PROFILE_FIELD_LABELS: Record<ResumeProfileField, string> = {
  firstName: 'First name',
  lastName: 'Last name',
  professionalTitle: 'Professional title',
  bio: 'Bio',
  email: 'Email',
  phone: 'Phone',
  location: 'Location',
  avatar: 'Avatar',
  github: 'GitHub',
  linkedin: 'LinkedIn',
  notionResume: 'Notion resume',
};

export interface Refusal {
  detail: string;
  /** `work[2].startDate: not a date`, one per bad value; the file's own problem (not JSON) is the detail. */
  places: string[];
}

/** Why the API refused the file (a 400 naming the places), or undefined for any other failure. */
export function refusalOf(error: unknown): Refusal | undefined {
  if (!(error instanceof ApiError) || error.status !== 400) return undefined;
  const { file, ...places } = error.fieldErrors;
  return {
    detail: file ?? (Object.keys(places).length > 0 ? 'some values cannot be taken' : error.message),
    places: Object.entries(places).map(([place, message]) => `${place}: ${message}`),
  };
}

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** `a`, `a and b`, `a, b and c`. */
const listed = (parts: string[]) =>
  parts.length <= 1 ? parts.join('') : `${parts.slice(0, -1).join(', ')} and ${parts.at(-1)}`;

/** The success toast: 'Résumé imported: 2 profile fields changed, 1 experience and 2 technologies added.' */
export function importSummary(plan: ResumeImportPlan): string {
  const parts = [
    plan.profile.length > 0 && `${count(plan.profile.length, 'profile field', 'profile fields')} changed`,
    plan.experiences.add.length + plan.technologies.add.length + plan.projects.add.length > 0 &&
      `${listed(
        [
          plan.experiences.add.length > 0 && count(plan.experiences.add.length, 'experience', 'experiences'),
          plan.technologies.add.length > 0 &&
            count(plan.technologies.add.length, 'technology', 'technologies'),
          plan.projects.add.length > 0 && count(plan.projects.add.length, 'project', 'projects'),
        ].filter((part): part is string => !!part),
      )} added`,
  ].filter(Boolean);
  return `Résumé imported: ${parts.length > 0 ? parts.join(', ') : 'nothing to change'}.`;
}
