import { type DraftResource, draftResourceSchema } from '@portfolio/shared/schemas';
import { createHmac, timingSafeEqual } from 'node:crypto';

/** How long a draft preview link lasts: long enough to look the page over, short enough not to outlive the look. */
export const DRAFT_PREVIEW_LIFETIME_MS = 30 * 60_000;
/** Clocks of API instances may differ this much. */
const CLOCK_SKEW_MS = 60_000;

/**
 * What a preview link carries, signed: whose draft of which item, from which sign-in (signing out ends the link
 * too), and until when.
 */
export interface DraftPreviewGrant {
  resource: DraftResource;
  itemId: number;
  userId: number;
  sessionFamily: string;
  /** Milliseconds since the epoch. */
  expires: number;
}

/**
 * A key of its own, derived from the API's secret: a preview token is no access token (and no other token is a
 * preview token), though one secret signs both.
 */
const keyOf = (secret: string) => createHmac('sha256', secret).update('draft-preview-key').digest();

const mac = (secret: string, payload: string) => createHmac('sha256', keyOf(secret)).update(payload).digest();

/** `<payload>.<signature>`, both base64url: the grant as JSON, and its HMAC-SHA256. */
export function signDraftPreview(secret: string, grant: DraftPreviewGrant): string {
  const { resource, itemId, userId, sessionFamily, expires } = grant;
  const payload = Buffer.from(JSON.stringify({ resource, itemId, userId, sessionFamily, expires })).toString(
    'base64url',
  );
  return `${payload}.${mac(secret, payload).toString('base64url')}`;
}

const isId = (value: unknown): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0 && value <= 2_147_483_647;

/**
 * The grant a token carries, or undefined when it was tampered with, is malformed, has expired or claims to last
 * longer than a preview may (a token is never trusted for its own lifetime). Whether its sign-in is still live is
 * the caller's to ask the database.
 */
export function readDraftPreview(secret: string, token: string | undefined): DraftPreviewGrant | undefined {
  const [payload, signature, extra] = token?.split('.') ?? [];
  if (!payload || !signature || extra !== undefined) return undefined;
  const given = Buffer.from(signature, 'base64url');
  const expected = mac(secret, payload);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return undefined;
  try {
    const claims = JSON.parse(Buffer.from(payload, 'base64url').toString()) as Record<string, unknown>;
    const resource = draftResourceSchema.safeParse(claims.resource);
    const { itemId, userId, sessionFamily, expires } = claims;
    if (!resource.success || !isId(itemId) || !isId(userId)) return undefined;
    if (typeof sessionFamily !== 'string' || sessionFamily.length === 0 || sessionFamily.length > 64)
      return undefined;
    if (typeof expires !== 'number' || !(expires > Date.now())) return undefined;
    if (expires > Date.now() + DRAFT_PREVIEW_LIFETIME_MS + CLOCK_SKEW_MS) return undefined;
    return { resource: resource.data, itemId, userId, sessionFamily, expires };
  } catch {
    return undefined;
  }
}
