import { isRemoteName, REMOTE_NAMES, type RemoteName } from '@portfolio/shared/remotes';
import { DEPLOY_KEY_SCOPES, type DeployKeyScope } from '@portfolio/shared/schemas';
import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { DataDirLockedError } from '../db/data-dir-lock';
import { makeDeployKeys } from './make-deploy-keys';

const USAGE = `Makes a deploy key for publishing and promoting one remote's releases (usually made in the admin,
under Releases). The key is printed once; only its hash is kept.

  pnpm --filter @portfolio/api deploy-key --remote publicRemote [--remote adminRemote] --name "CI"
    [--scope publish] [--scope promote] [--replace] [--json]

--scope: what the key may do, publish (register, preview) and/or promote (roll out, promote, roll back); both by
default. --replace revokes earlier keys of the same name and remote first. Uses the same DATA_DIR / DATABASE_URL as the
API; with the embedded database, stop the API first.`;

async function main() {
  const { values } = parseArgs({
    options: {
      remote: { type: 'string', multiple: true },
      name: { type: 'string' },
      scope: { type: 'string', multiple: true },
      replace: { type: 'boolean' },
      json: { type: 'boolean' },
      help: { type: 'boolean' },
    },
  });
  if (values.help) return console.log(USAGE);
  const remotes = values.remote ?? [];
  const name = values.name?.trim();
  const unknown = remotes.filter((remote) => !isRemoteName(remote));
  const scopes = values.scope ?? [...DEPLOY_KEY_SCOPES];
  const unknownScopes = scopes.filter((scope) => !(DEPLOY_KEY_SCOPES as readonly string[]).includes(scope));
  if (!name || remotes.length === 0 || unknown.length > 0 || unknownScopes.length > 0) {
    console.error(
      unknown.length > 0
        ? `Unknown remote ${unknown.join(', ')}: one of ${REMOTE_NAMES.join(', ')}.`
        : unknownScopes.length > 0
          ? `Unknown scope ${unknownScopes.join(', ')}: ${DEPLOY_KEY_SCOPES.join(' or ')}.`
          : USAGE,
    );
    process.exitCode = 2;
    return;
  }
  const keys = await makeDeployKeys({
    config: loadConfig(),
    name,
    remotes: remotes as RemoteName[],
    scopes: [...new Set(scopes)] as DeployKeyScope[],
    replace: values.replace,
  });
  if (values.json) console.log(JSON.stringify(Object.fromEntries(keys.map((key) => [key.remote, key.key]))));
  else for (const key of keys) console.log(`${key.remote}: ${key.key}`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) console.error(error.message);
  else console.error(error);
  process.exitCode = 1;
});
