import type { RemoteName } from '@portfolio/shared/remotes';
import { type CreatedDeployKey, DEPLOY_KEY_SCOPES, type DeployKeyScope } from '@portfolio/shared/schemas';
import { and, eq, isNull } from 'drizzle-orm';
import type { Config } from '../config';
import { openDatabase } from '../db/connection';
import { createDeployKey } from '../db/repositories/deploy-keys';
import { deployKeys } from '../db/schema';

/**
 * Makes a deploy key per remote on the API's database, for CI set up before anyone signs in (and for
 * `pnpm start`, which publishes its own builds). With `replace`, earlier live keys of the same name and remote
 * are revoked first, so a script that runs on every start leaves one key, not one per start.
 */
export async function makeDeployKeys(options: {
  config: Config;
  name: string;
  remotes: RemoteName[];
  /** Both by default. */
  scopes?: DeployKeyScope[];
  replace?: boolean;
}): Promise<CreatedDeployKey[]> {
  const { config } = options;
  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: config.dataDir },
  );
  try {
    return await database.db.transaction(async (tx) => {
      const keys: CreatedDeployKey[] = [];
      for (const remote of options.remotes) {
        if (options.replace)
          await tx
            .update(deployKeys)
            .set({ revokedAt: new Date() })
            .where(
              and(
                eq(deployKeys.name, options.name),
                eq(deployKeys.remote, remote),
                isNull(deployKeys.revokedAt),
              ),
            );
        const scopes = options.scopes ?? [...DEPLOY_KEY_SCOPES];
        keys.push(await createDeployKey(tx, { name: options.name, remote, scopes, expiresAt: null }, null));
      }
      return keys;
    });
  } finally {
    await database.close();
  }
}
