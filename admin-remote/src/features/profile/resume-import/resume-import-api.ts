import type { ResumeImportPlan } from '@portfolio/shared/schemas';
import { apiRequest } from '@portfolio/shared/api';

/** Importing a JSON Resume into one's own profile (docs/product.md#resume): see first, then apply. */
export const resumeApi = {
  /** What importing the file's text would change; nothing is written. */
  preview: (userId: number, file: string) =>
    apiRequest<ResumeImportPlan>(`/users/${userId}/resume/preview`, { method: 'POST', body: { file } }),
  /** Imports the file in one transaction: every change, or none. */
  apply: (userId: number, file: string) =>
    apiRequest<ResumeImportPlan>(`/users/${userId}/resume/import`, { method: 'POST', body: { file } }),
};
