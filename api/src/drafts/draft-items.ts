import {
  type DraftResource,
  projectDraftBodySchema,
  type ProjectDraftBody,
  userInputSchema,
  type UserInput,
} from '@portfolio/shared/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Executor } from '../db/connection';
import { type JsonText, preparedStatementsIn } from '../db/json-statements';
import { deleteDraft, readDraft, type StoredDraft } from '../db/repositories/drafts';
import { projectsRepository } from '../db/repositories/projects';
import { PUBLIC_READ, SIGNED_IN_READ } from '../db/repositories/query-helpers';
import { getUser, updateUser } from '../db/repositories/users';
import type { Updated } from '../db/repositories/ordered-collections';
import {
  type AuthoredSave,
  type AuthorValues,
  recordedChange,
  recordedSave,
} from '../history/recorded-change';
import { invalidFields } from '../problems';
import type { DraftPreviewGrant } from './preview-token';

/**
 * What a draft of each kind of item is written and read through: the same writes its `PUT` makes, so a published
 * draft is exactly the save the form would have made (one version, the same checks), and a previewed one is the
 * page that save would show.
 */
export interface DraftKind<Input> {
  resource: DraftResource;
  /** The body the item's `PUT` takes; a draft is checked against it when saved, and again when used. */
  input: z.ZodType<Input>;
  /**
   * Saves the draft's body to the item in one recorded change checked against `request.precondition`, drops the
   * draft in the same transaction, and answers the item as its `PUT` does.
   */
  publish(app: FastifyInstance, request: FastifyRequest, id: number, body: Input): Promise<JsonText>;
  /** What a save of the draft checks beyond its schema: that the items it links to exist. */
  check?(db: Executor, body: Input): Promise<void>;
  /** Writes the body to the item, in the transaction the caller rolls back. */
  write(tx: Executor, id: number, body: Input): Promise<unknown>;
  /** The item as its public page reads it. */
  pageRead(tx: Executor, id: number): Promise<JsonText>;
  /** The admin's edit screen of the item. */
  editPath(id: number): string;
}

/**
 * A project's draft written to it: its fields as its `PUT` saves them, then its technologies set to the draft's
 * list when it has one, in the caller's transaction, so both are one version. Answers the project as its `PUT`
 * does, read again after its links changed.
 */
async function writeProjectDraft(
  tx: Executor,
  id: number,
  { technologyIds, ...fields }: ProjectDraftBody,
  author: AuthorValues,
): Promise<AuthoredSave<Updated>> {
  const saved = await projectsRepository.update(tx, id, fields, author);
  if (technologyIds === undefined) return saved;
  await projectsRepository.setTechnologies(tx, id, technologyIds);
  const document = await projectsRepository.readOne(tx, id, SIGNED_IN_READ);
  return { ...saved, result: { ...saved.result, document } };
}

export const projectDrafts: DraftKind<ProjectDraftBody> = {
  resource: 'projects',
  input: projectDraftBodySchema,
  async publish(app, request, id, body) {
    // Publishing always names the version it starts from (`If-Match` or the draft's base), so this runs in
    // `recordedChange`'s transaction: the fields, the links and the dropped draft are one change set.
    const { document, replacedImages } = await recordedSave(app.db, request, async (tx, author) => {
      const saved = await writeProjectDraft(tx, id, body, author);
      await deleteDraft(tx, 'projects', id);
      return saved;
    });
    await app.releaseImages(replacedImages);
    return document;
  },
  check: async (db, { technologyIds }) => {
    if (technologyIds) await projectsRepository.checkTechnologiesExist(db, technologyIds);
  },
  write: (tx, id, body) => writeProjectDraft(tx, id, body, { actor: '', action: '' }),
  // Signed in: a hidden project can be looked over before it is shown.
  pageRead: (tx, id) => projectsRepository.readOne(tx, id, SIGNED_IN_READ),
  editPath: (id) => `/admin/projects/${id}`,
};

export const userDrafts: DraftKind<UserInput> = {
  resource: 'users',
  input: userInputSchema,
  async publish(app, request, id, body) {
    const images = await recordedChange(app.db, request, async (tx) => {
      const replaced = await updateUser(tx, id, body);
      await deleteDraft(tx, 'users', id);
      return replaced;
    });
    await app.releaseImages(images);
    return getUser(app.db, id, SIGNED_IN_READ);
  },
  write: updateUser,
  // The profile as visitors read it: the page must not carry the phone or other private fields.
  pageRead: (tx, id) => getUser(tx, id, PUBLIC_READ),
  editPath: () => '/admin/profile',
};

/**
 * A draft's body checked again when it is used: a draft saved under an older rule than today's is refused with
 * what to fix, as its `PUT` would be, rather than published as it is.
 */
export function checkedBody<Input>(kind: DraftKind<Input>, draft: StoredDraft): Input {
  const parsed = kind.input.safeParse(draft.body);
  if (!parsed.success)
    throw invalidFields(
      Object.fromEntries(parsed.error.issues.map((issue) => [issue.path.join('.'), issue.message])),
      'This draft no longer passes the checks a save makes: open it, correct it and save it again.',
    );
  return parsed.data;
}

/** Every kind of item a draft is kept for. */
export const DRAFT_KINDS: Record<DraftResource, DraftKind<unknown>> = {
  projects: projectDrafts as DraftKind<unknown>,
  users: userDrafts as DraftKind<unknown>,
};

/** Thrown to roll the preview's transaction back. */
class RolledBack extends Error {}

/**
 * What `read` finds with the item's draft applied, as it would find it once the draft is published: the draft
 * written and `read` run in a transaction that is then rolled back, so nothing is stored, no version is kept and
 * no read cache hears of it (changes are notified at commit only). The page, the preview card and the résumé of a
 * preview are each read this way.
 */
export async function withDraftApplied<Input, Read>(
  db: Executor,
  kind: DraftKind<Input>,
  id: number,
  body: Input,
  read: (tx: Executor) => Promise<Read>,
): Promise<Read> {
  let found: { value: Read } | undefined;
  await db
    .transaction(async (tx) => {
      preparedStatementsIn(db, tx);
      await kind.write(tx, id, body);
      found = { value: await read(tx) };
      throw new RolledBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error;
    });
  return found!.value;
}

/**
 * What `read` finds with the draft a preview link names applied: 404 once the draft is gone, 400 when it no
 * longer passes the checks a save makes.
 */
export async function readWithDraft<Read>(
  db: Executor,
  grant: Pick<DraftPreviewGrant, 'resource' | 'itemId'>,
  read: (tx: Executor) => Promise<Read>,
): Promise<Read> {
  const kind = DRAFT_KINDS[grant.resource];
  const draft = await readDraft(db, grant.resource, grant.itemId);
  return withDraftApplied(db, kind, grant.itemId, checkedBody(kind, draft), read);
}
