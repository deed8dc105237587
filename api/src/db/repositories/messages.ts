import { and, count, desc, eq, inArray, isNull, lt, sql, type SQL } from 'drizzle-orm';
import type {
  Message,
  MessageFolder,
  MessageList,
  MessageListQuery,
  MessageUpdate,
  MessageVerification,
} from '@portfolio/shared/schemas';
import { totalPages } from '@portfolio/shared/schemas';
import { notFound } from '../../problems';
import type { Executor } from '../connection';
import { messages, projects } from '../schema';

/** How long the Spam folder keeps a message, counted from when it went there. */
export const SPAM_KEPT_DAYS = 30;

export interface NewMessage {
  name: string;
  email: string;
  body: string;
  projectId: number | null;
  folder: MessageFolder;
  verification: MessageVerification;
  spamReasons: string[];
}

const messageColumns = {
  id: messages.id,
  name: messages.name,
  email: messages.email,
  message: messages.body,
  folder: messages.folder,
  read: messages.read,
  verification: messages.verification,
  spamReasons: messages.spamReasons,
  receivedAt: messages.receivedAt,
  projectId: projects.id,
  projectName: projects.name,
  projectSlug: projects.slug,
};

type MessageRow = {
  [K in keyof typeof messageColumns]: (typeof messageColumns)[K]['_']['data'] | null;
};

const toMessage = (row: MessageRow): Message => ({
  id: row.id!,
  name: row.name!,
  email: row.email!,
  message: row.message!,
  project:
    row.projectId === null ? null : { id: row.projectId, name: row.projectName!, slug: row.projectSlug! },
  folder: row.folder as MessageFolder,
  read: row.read!,
  verification: row.verification as MessageVerification,
  spamReasons: row.spamReasons ?? [],
  receivedAt: row.receivedAt!.toISOString(),
});

const selectMessages = (db: Executor) =>
  db.select(messageColumns).from(messages).leftJoin(projects, eq(projects.id, messages.projectId));

/** Whether a project of this id exists (hidden ones too: a visitor may still have the link). */
export async function projectExists(db: Executor, id: number): Promise<boolean> {
  const [row] = await db.select({ id: projects.id }).from(projects).where(eq(projects.id, id));
  return row !== undefined;
}

export async function createMessage(db: Executor, message: NewMessage): Promise<number> {
  const [row] = await db.insert(messages).values(message).returning({ id: messages.id });
  return row!.id;
}

/** Whether the very same text arrived in the last day: one text sent from many addresses is a campaign. */
export async function sameTextReceivedLately(db: Executor, body: string): Promise<boolean> {
  const [row] = await db
    .select({ id: messages.id })
    .from(messages)
    .where(and(eq(messages.body, body), sql`${messages.receivedAt} > now() - interval '1 day'`))
    .limit(1);
  return row !== undefined;
}

export async function countUnread(db: Executor): Promise<number> {
  const [row] = await db
    .select({ unread: count() })
    .from(messages)
    .where(and(eq(messages.folder, 'inbox'), eq(messages.read, false)));
  return row!.unread;
}

/** Unread first, then newest first. */
export async function listMessages(db: Executor, query: MessageListQuery): Promise<MessageList> {
  const conditions: SQL[] = [eq(messages.folder, query.folder)];
  if (query.unread !== undefined) conditions.push(eq(messages.read, !query.unread));
  const where = and(...conditions);
  const [rows, [total], unread] = await Promise.all([
    selectMessages(db)
      .where(where)
      .orderBy(messages.read, desc(messages.receivedAt), desc(messages.id))
      .offset(query.offset)
      .limit(query.limit),
    db.select({ rows: count() }).from(messages).where(where),
    countUnread(db),
  ]);
  return { messages: rows.map(toMessage), totalPages: totalPages(total!.rows, query.limit), unread };
}

export async function getMessage(db: Executor, id: number): Promise<Message> {
  const [row] = await selectMessages(db).where(eq(messages.id, id));
  if (!row) throw notFound('Message');
  return toMessage(row);
}

export async function updateMessage(db: Executor, id: number, update: MessageUpdate): Promise<Message> {
  const [row] = await db
    .update(messages)
    .set({
      ...(update.read === undefined ? {} : { read: update.read }),
      ...(update.folder === undefined
        ? {}
        : {
            folder: update.folder,
            // Only a move starts the Spam folder's 30 days again; filing it where it already is changes nothing.
            filedAt: sql`case when ${messages.folder} = ${update.folder} then ${messages.filedAt} else now() end`,
          }),
    })
    .where(eq(messages.id, id))
    .returning({ id: messages.id });
  if (!row) throw notFound('Message');
  return getMessage(db, id);
}

export async function deleteMessage(db: Executor, id: number): Promise<void> {
  const [row] = await db.delete(messages).where(eq(messages.id, id)).returning({ id: messages.id });
  if (!row) throw notFound('Message');
}

/** Deletes what has been in Spam for `SPAM_KEPT_DAYS`; answers how many went. */
export async function purgeOldSpam(db: Executor): Promise<number> {
  const gone = await db
    .delete(messages)
    .where(
      and(
        eq(messages.folder, 'spam'),
        lt(messages.filedAt, sql`now() - make_interval(days => ${SPAM_KEPT_DAYS})`),
      ),
    )
    .returning({ id: messages.id });
  return gone.length;
}

const untold = () => and(isNull(messages.notifiedAt), eq(messages.folder, 'inbox'));

export async function anyUnnotified(db: Executor): Promise<boolean> {
  const [row] = await db.select({ id: messages.id }).from(messages).where(untold()).limit(1);
  return row !== undefined;
}

export interface Unnotified {
  id: number;
  name: string;
  email: string;
  body: string;
  projectName: string | null;
}

/**
 * Takes the messages the owner has not heard of yet (in the Inbox) and marks them told, in one statement: of
 * two instances sending at once, each message goes in one mail only.
 */
export async function takeUnnotified(db: Executor): Promise<Unnotified[]> {
  const taken = await db
    .update(messages)
    .set({ notifiedAt: sql`now()` })
    .where(untold())
    .returning({ id: messages.id });
  if (taken.length === 0) return [];
  return db
    .select({
      id: messages.id,
      name: messages.name,
      email: messages.email,
      body: messages.body,
      projectName: projects.name,
    })
    .from(messages)
    .leftJoin(projects, eq(projects.id, messages.projectId))
    .where(
      inArray(
        messages.id,
        taken.map((row) => row.id),
      ),
    )
    .orderBy(messages.receivedAt, messages.id);
}
