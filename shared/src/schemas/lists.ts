import { z } from 'zod';
import { experienceSchema } from './experience';
import { projectSchema } from './project';
import { tagSchema } from './tag';
import { technologySchema } from './technology';
import { userSummarySchema } from './user';

/** Every list answers `{ <resource>: [...], totalPages }`. */
const listOf = <K extends string, T extends z.ZodType>(key: K, item: T) =>
  z.object({ [key]: z.array(item), totalPages: z.number().int().min(1) } as { [P in K]: z.ZodArray<T> } & {
    totalPages: z.ZodNumber;
  });

export const projectListSchema = listOf('projects', projectSchema);
export const technologyListSchema = listOf('technologies', technologySchema);
export const tagListSchema = listOf('tags', tagSchema);
export const experienceListSchema = listOf('experiences', experienceSchema);
export const userListSchema = listOf('users', userSummarySchema);
