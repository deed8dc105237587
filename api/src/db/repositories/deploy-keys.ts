import type { CreatedDeployKey, DeployKey, DeployKeyInput, DeployKeyScope } from '@portfolio/shared/schemas';
import type { RemoteName } from '@portfolio/shared/remotes';
import { and, desc, eq, isNull } from 'drizzle-orm';
import { createHash, randomBytes } from 'node:crypto';
import { notFound } from '../../problems';
import type { Executor } from '../connection';
import { deployKeys, users } from '../schema';

/** Every deploy key starts so: secret scanners and people can tell one from a session token at a glance. */
export const DEPLOY_KEY_PREFIX = 'pfdk_';
/** How much of a key is kept in clear to tell keys apart (the prefix and 7 random characters). */
const SHOWN_LENGTH = DEPLOY_KEY_PREFIX.length + 7;

export const isDeployKey = (token: string) => token.startsWith(DEPLOY_KEY_PREFIX);

/** 256 random bits: a plain SHA-256 is enough to store them, as for password links. */
const hashKey = (key: string) => createHash('sha256').update(key).digest('hex');

type KeyRow = typeof deployKeys.$inferSelect & {
  creatorFirstName: string | null;
  creatorLastName: string | null;
};

const toDeployKey = (row: KeyRow): DeployKey => ({
  id: row.id,
  name: row.name,
  remote: row.remote as RemoteName,
  prefix: row.prefix,
  createdAt: row.createdAt.toISOString(),
  createdBy: row.creatorFirstName === null ? null : `${row.creatorFirstName} ${row.creatorLastName}`,
  lastUsedAt: row.lastUsedAt?.toISOString() ?? null,
  revokedAt: row.revokedAt?.toISOString() ?? null,
  scopes: row.scopes as DeployKeyScope[],
  expiresAt: row.expiresAt?.toISOString() ?? null,
});

const keyRows = (db: Executor) =>
  db
    .select({
      id: deployKeys.id,
      name: deployKeys.name,
      remote: deployKeys.remote,
      keyHash: deployKeys.keyHash,
      prefix: deployKeys.prefix,
      createdBy: deployKeys.createdBy,
      createdAt: deployKeys.createdAt,
      lastUsedAt: deployKeys.lastUsedAt,
      revokedAt: deployKeys.revokedAt,
      scopes: deployKeys.scopes,
      expiresAt: deployKeys.expiresAt,
      creatorFirstName: users.firstName,
      creatorLastName: users.lastName,
    })
    .from(deployKeys)
    .leftJoin(users, eq(users.id, deployKeys.createdBy));

export async function listDeployKeys(db: Executor): Promise<DeployKey[]> {
  const rows = await keyRows(db).orderBy(desc(deployKeys.id));
  return rows.map(toDeployKey);
}

/** Makes a key; the answer is the only time the key itself exists outside the caller's hands. */
export async function createDeployKey(
  db: Executor,
  input: DeployKeyInput,
  createdBy: number | null,
): Promise<CreatedDeployKey> {
  const key = `${DEPLOY_KEY_PREFIX}${randomBytes(32).toString('base64url')}`;
  const [inserted] = await db
    .insert(deployKeys)
    .values({
      name: input.name,
      remote: input.remote,
      keyHash: hashKey(key),
      prefix: key.slice(0, SHOWN_LENGTH),
      createdBy,
      scopes: input.scopes,
      expiresAt: input.expiresAt ? new Date(input.expiresAt) : null,
    })
    .returning({ id: deployKeys.id });
  const [row] = await keyRows(db).where(eq(deployKeys.id, inserted!.id));
  return { ...toDeployKey(row!), key };
}

/** Revoked keys stay listed (the history names them); revoking twice changes nothing. */
export async function revokeDeployKey(db: Executor, id: number): Promise<void> {
  const [row] = await db
    .update(deployKeys)
    .set({ revokedAt: new Date() })
    .where(eq(deployKeys.id, id))
    .returning({ revokedAt: deployKeys.revokedAt });
  if (!row) throw notFound('Deploy key');
}

/**
 * The key a bearer token names, marked as used now when it may still be used: `undefined` for an unknown or
 * revoked one, `expired` with its expiry for one past it (not marked: it was not used).
 */
export async function useDeployKey(db: Executor, key: string) {
  const [row] = await db
    .select({ id: deployKeys.id, expiresAt: deployKeys.expiresAt })
    .from(deployKeys)
    .where(and(eq(deployKeys.keyHash, hashKey(key)), isNull(deployKeys.revokedAt)));
  if (!row) return undefined;
  if (row.expiresAt && row.expiresAt.getTime() <= Date.now())
    return { expired: true as const, expiresAt: row.expiresAt };
  const [used] = await db
    .update(deployKeys)
    .set({ lastUsedAt: new Date() })
    .where(eq(deployKeys.id, row.id))
    .returning({
      id: deployKeys.id,
      name: deployKeys.name,
      remote: deployKeys.remote,
      scopes: deployKeys.scopes,
    });
  return used && { expired: false as const, ...used, scopes: used.scopes as DeployKeyScope[] };
}
