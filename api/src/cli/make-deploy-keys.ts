import type { RemoteName } from '@portfolio/shared/remotes';
import type { CreatedDeployKey } from '@portfolio/shared/schemas';
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
        keys.push(await createDeployKey(tx, { name: options.name, remote }, null));
      }
      return keys;
    });
  } finally {
    await database.close();
  }
}
