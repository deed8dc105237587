import { z } from 'zod';
import { idField } from './fields';
import { MAX_ORDERED_IDS } from './order';
import { projectDetailSchema, projectInputSchema } from './project';
import { publicUserSchema, type UserInput } from './user';

/** What can have a draft: a project, and a profile (a user). */
export const DRAFT_RESOURCES = ['projects', 'users'] as const;
export const draftResourceSchema = z.enum(DRAFT_RESOURCES);
export type DraftResource = z.infer<typeof draftResourceSchema>;

/** Who saved a draft, as the admin names them; null once that user is gone. */
const draftAuthorSchema = z.object({ id: z.number().int(), name: z.string() }).nullable();

const draftFields = {
  /**
   * The fields as the item's `PUT` took them, after its checks (answered as stored: the input schema's
   * transforms only run one way).
   */
  body: z.record(z.string(), z.unknown()),
  /** The entity tag of the item the draft was made from: publishing it is refused (412) once the item changed. */
  baseEtag: z.string(),
  savedAt: z.string(),
  savedBy: draftAuthorSchema,
};

/**
 * The body of `PUT /projects/{id}/draft`: the fields a `PUT /projects/{id}` takes, and the technologies the
 * project is to be linked to once published, in the form's order (`POST /projects/add-tech` and `remove-tech`
 * link them one at a time on a direct save). Left out, the links stay as they are: drafts saved before the
 * technologies were part of them mean that too.
 */
export const projectDraftBodySchema = projectInputSchema.safeExtend({
  technologyIds: z
    .array(idField('Each technology id must be a positive whole number'), {
      error: 'technologyIds must be a list of ids',
    })
    .max(MAX_ORDERED_IDS, `At most ${MAX_ORDERED_IDS} technologies`)
    .refine((ids) => new Set(ids).size === ids.length, 'Each technology may appear only once')
    .optional(),
});
export type ProjectDraftBody = z.infer<typeof projectDraftBodySchema>;

/**
 * `GET|PUT /projects/{id}/draft`: a project's unpublished changes, kept beside the live project without changing
 * what visitors see.
 */
export const projectDraftSchema = z.object(draftFields);
export type ProjectDraft = Omit<z.infer<typeof projectDraftSchema>, 'body'> & { body: ProjectDraftBody };

/** `GET|PUT /users/{id}/draft`: a profile's unpublished changes, the same fields a `PUT /users/{id}` takes. */
export const userDraftSchema = z.object(draftFields);
export type UserDraft = Omit<z.infer<typeof userDraftSchema>, 'body'> & { body: UserInput };

/** `POST …/draft/preview`: a signed link to the real page with the draft applied, for its owner only. */
export const draftPreviewLinkSchema = z.object({
  /** The site's address of the page (`/projects/<slug>` or `/`) with `?draft=<token>`; relative to the site. */
  path: z.string(),
  expiresAt: z.string(),
});
export type DraftPreviewLink = z.infer<typeof draftPreviewLinkSchema>;

/**
 * `GET /drafts/preview` with the link's token: the item with its draft applied, as the public page reads it, for
 * the host server to render the page with. `editPath` is the admin's edit screen, where the bar's Exit leads.
 */
export const draftPreviewSchema = z.discriminatedUnion('resource', [
  z.object({
    resource: z.literal('projects'),
    itemId: z.number().int(),
    editPath: z.string(),
    item: projectDetailSchema,
  }),
  z.object({
    resource: z.literal('users'),
    itemId: z.number().int(),
    editPath: z.string(),
    item: publicUserSchema,
  }),
]);
export type DraftPreview = z.infer<typeof draftPreviewSchema>;

/**
 * The `Authorization` scheme the host server sends a preview link's token with (`DraftPreview <token>`): a
 * credential like any other, so no read cache ever keeps or serves its answer, and never in a logged address.
 */
export const DRAFT_PREVIEW_SCHEME = 'DraftPreview';
/** The page address's query parameter that carries a preview link's token to the host server. */
export const DRAFT_PREVIEW_PARAM = 'draft';

/**
 * The query of the public reads a draft preview shows beside its page (the preview card, the résumé): with a
 * preview link's token they answer with its draft applied, for that reader only.
 */
export const draftPreviewQuerySchema = z.object({
  [DRAFT_PREVIEW_PARAM]: z
    .string()
    .max(1024)
    .optional()
    .describe("A draft preview link's token: the answer with that draft applied (401 when not valid)"),
});
