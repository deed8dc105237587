import { z } from 'zod';
import { idText } from './fields';

/** What a scheduled change does to a project: `publish` shows it to visitors, `hide` hides it. */
export const scheduleActionSchema = z.enum(['publish', 'hide'], {
  error: 'action must be publish or hide',
});
export type ScheduleAction = z.infer<typeof scheduleActionSchema>;

/** `POST /projects/{id}/schedule`: show or hide the project at `at` (a time past is done at the next look). */
export const scheduleInputSchema = z.object({
  action: scheduleActionSchema,
  at: z.iso.datetime({ offset: true, error: 'at must be an ISO date and time' }),
});
export type ScheduleInput = z.infer<typeof scheduleInputSchema>;

export const scheduledChangeSchema = z.object({
  id: z.number().int(),
  projectId: z.number().int(),
  action: scheduleActionSchema,
  at: z.string(),
  /** When an API instance applied it; null while it waits. */
  doneAt: z.string().nullable(),
});
export type ScheduledChange = z.infer<typeof scheduledChangeSchema>;

export const scheduleListSchema = z.object({ scheduled: z.array(scheduledChangeSchema) });
export type ScheduleList = z.infer<typeof scheduleListSchema>;

export const scheduleParamsSchema = z.object({
  id: idText('id must be a positive whole number, written in digits', 'id is too large'),
  scheduleId: idText(
    'scheduleId must be a positive whole number, written in digits',
    'scheduleId is too large',
  ),
});
