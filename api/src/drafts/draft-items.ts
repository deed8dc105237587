import {
  type DraftResource,
  projectInputSchema,
  type ProjectInput,
  userInputSchema,
  type UserInput,
} from '@portfolio/shared/schemas';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { z } from 'zod';
import type { Executor } from '../db/connection';
import { type JsonText, preparedStatementsIn } from '../db/json-statements';
import { deleteDraft, type StoredDraft } from '../db/repositories/drafts';
import { projectsRepository } from '../db/repositories/projects';
import { PUBLIC_READ, SIGNED_IN_READ } from '../db/repositories/query-helpers';
import { getUser, updateUser } from '../db/repositories/users';
import { recordedChange, recordedSave } from '../history/recorded-change';
import { invalidFields } from '../problems';

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
  /** Writes the body and reads the item back as its public page does, in the transaction the caller rolls back. */
  applied(tx: Executor, id: number, body: Input): Promise<JsonText>;
  /** The admin's edit screen of the item. */
  editPath(id: number): string;
}

export const projectDrafts: DraftKind<ProjectInput> = {
  resource: 'projects',
  input: projectInputSchema,
  async publish(app, request, id, body) {
    const { document, replacedImages } = await recordedSave(app.db, request, async (db, author) => {
      const saved = await projectsRepository.update(db, id, body, author);
      await deleteDraft(db, 'projects', id);
      return saved;
    });
    await app.releaseImages(replacedImages);
    return document;
  },
  async applied(tx, id, body) {
    await projectsRepository.update(tx, id, body, { actor: '', action: '' });
    // Signed in: a hidden project can be looked over before it is shown.
    return projectsRepository.readOne(tx, id, SIGNED_IN_READ);
  },
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
  // The profile as visitors read it: the page must not carry the phone or other private fields.
  async applied(tx, id, body) {
    await updateUser(tx, id, body);
    return getUser(tx, id, PUBLIC_READ);
  },
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

/** Thrown to roll the preview's transaction back. */
class RolledBack extends Error {}

/**
 * The item with the draft applied, as its page would read it once published: written and read in a transaction
 * that is then rolled back, so nothing is stored, no version is kept and no read cache hears of it (changes are
 * notified at commit only).
 */
export async function withDraftApplied<Input>(
  db: Executor,
  kind: DraftKind<Input>,
  id: number,
  body: Input,
): Promise<JsonText> {
  let item: JsonText | undefined;
  await db
    .transaction(async (tx) => {
      preparedStatementsIn(db, tx);
      item = await kind.applied(tx, id, body);
      throw new RolledBack();
    })
    .catch((error: unknown) => {
      if (!(error instanceof RolledBack)) throw error;
    });
  return item!;
}
