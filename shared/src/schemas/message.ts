import { z } from 'zod';
import { idField, requiredText } from './fields';
import { pagingQuerySchema } from './paging';

// In the config module, which has no zod: the contact page reads them without the schemas in its bundle.
import { CONTACT_REQUIRED_MESSAGES, HONEYPOT_FIELD, MESSAGE_MAX_LENGTH } from '../config/constants';

export { HONEYPOT_FIELD, MESSAGE_MAX_LENGTH };

export const MESSAGE_FOLDERS = ['inbox', 'archive', 'spam'] as const;
export type MessageFolder = (typeof MESSAGE_FOLDERS)[number];

/**
 * How a message passed the proof-of-work challenge: `verified` solved it, `unverified` came without one (a browser
 * without JavaScript cannot solve it; it is kept, not refused), `failed` brought a bad, expired or reused one.
 */
export const MESSAGE_VERIFICATIONS = ['verified', 'unverified', 'failed'] as const;
export type MessageVerification = (typeof MESSAGE_VERIFICATIONS)[number];

const LINE_BREAK = /[\r\n]/;

/** A one-line field: the notification puts it in a mail header, where CR or LF would start a header of its own. */
const oneLine = (schema: z.ZodString, message: string) =>
  schema.refine((value) => !LINE_BREAK.test(value), message);

export const messageInputSchema = z.object({
  name: oneLine(requiredText(CONTACT_REQUIRED_MESSAGES.name, 100), 'Your name must be on one line'),
  email: oneLine(
    z.string({ error: CONTACT_REQUIRED_MESSAGES.email }).trim().min(1, CONTACT_REQUIRED_MESSAGES.email),
    'Your e-mail address must be on one line',
  ).pipe(
    z.email({ error: 'Please enter a valid e-mail address' }).max(254, 'That e-mail address is too long'),
  ),
  message: requiredText(CONTACT_REQUIRED_MESSAGES.message, MESSAGE_MAX_LENGTH),
  /** The project the message is about (the "Ask about this project" link); empty means none. */
  project: z.preprocess(
    (value) => (value === '' || value === null ? undefined : value),
    idField('Pick a project from the list').optional(),
  ),
  /** The solved proof-of-work (an ALTCHA payload); absent without JavaScript. */
  challenge: z.string().max(4096, 'The challenge answer is too long').optional(),
  [HONEYPOT_FIELD]: z.string().max(2048).optional(),
});
export type MessageInput = z.infer<typeof messageInputSchema>;

export const messageSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  email: z.string(),
  message: z.string(),
  project: z.object({ id: z.number().int(), name: z.string(), slug: z.string() }).nullable(),
  folder: z.enum(MESSAGE_FOLDERS),
  read: z.boolean(),
  verification: z.enum(MESSAGE_VERIFICATIONS),
  /** Why the message was put in Spam (`links`, `repeated`, `challenge`, `burst` …); empty for the others. */
  spamReasons: z.array(z.string()),
  receivedAt: z.string(),
});
export type Message = z.infer<typeof messageSchema>;

export const messageListSchema = z.object({
  messages: z.array(messageSchema),
  totalPages: z.number().int().min(1),
  /** Unread messages in the Inbox, whatever the page asked for: the badge on the sidebar and the dashboard. */
  unread: z.number().int(),
});
export type MessageList = z.infer<typeof messageListSchema>;

export const messageListQuerySchema = pagingQuerySchema.extend({
  folder: z.enum(MESSAGE_FOLDERS, { error: 'folder must be inbox, spam or archive' }).default('inbox'),
  unread: z
    .enum(['true', 'false'], { error: 'unread must be true or false' })
    .transform((value) => value === 'true')
    .optional(),
});
export type MessageListQuery = z.infer<typeof messageListQuerySchema>;

export const messageUpdateSchema = z
  .object({
    read: z.boolean({ error: 'read must be true or false' }).optional(),
    folder: z.enum(MESSAGE_FOLDERS, { error: 'folder must be inbox, spam or archive' }).optional(),
  })
  .refine((update) => update.read !== undefined || update.folder !== undefined, {
    message: 'Say what changes: read, folder or both',
    path: ['body'],
  });
export type MessageUpdate = z.infer<typeof messageUpdateSchema>;

/** `GET /messages/challenge`: an ALTCHA challenge, signed, for one message. */
export const messageChallengeSchema = z.object({
  // Every parameter altcha-lib's challenges have: a missing one would break the signature.
  parameters: z.object({
    algorithm: z.string(),
    nonce: z.string(),
    salt: z.string(),
    cost: z.number(),
    keyLength: z.number(),
    keyPrefix: z.string(),
    keySignature: z.string().optional(),
    expiresAt: z.number().optional(),
    memoryCost: z.number().optional(),
    parallelism: z.number().optional(),
    data: z.record(z.string(), z.union([z.string(), z.number(), z.boolean(), z.null()])).optional(),
  }),
  signature: z.string(),
});
export type MessageChallenge = z.infer<typeof messageChallengeSchema>;

/**
 * The contact page's form as the server rendered it: what the visitor typed and the server's answer to it (the
 * form again after a refused post, complete without JavaScript). Empty for a fresh form.
 */
export interface ContactFormState {
  values: { name: string; email: string; message: string; project: string };
  /** Field → message, as `POST /messages` answered them. */
  errors: Record<string, string>;
  /** What went wrong for the whole form (too many messages, the server away); empty when nothing did. */
  notice: string;
}
