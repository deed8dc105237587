import { parseArgs } from 'node:util';
import { ConfigError, loadConfig } from '../config';
import { DataDirLockedError } from '../db/data-dir-lock';
import { resetPassword } from './reset-password';

const USAGE = `Sets a new password for a locked-out user (the owner by default).

  pnpm --filter @portfolio/api owner:reset-password [--email owner@example.com] [--password 'new password']

E-mail: --email, else ADMIN_EMAIL, else the owner's default. Password: --password, else ADMIN_PASSWORD,
else a strong one is generated and printed. Uses the same DATA_DIR / DATABASE_URL as the API; with the
embedded database, stop the API first.`;

async function main() {
  const { values } = parseArgs({
    options: { email: { type: 'string' }, password: { type: 'string' }, help: { type: 'boolean' } },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  const outcome = await resetPassword({
    config: loadConfig(),
    email: values.email,
    password: values.password,
  });
  if (!outcome.changed) {
    console.error(outcome.reason);
    process.exitCode = 1;
    return;
  }
  console.log(`Password changed for ${outcome.email} (user ${outcome.userId}).`);
  if (outcome.generatedPassword) console.log(`New password: ${outcome.generatedPassword}`);
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) console.error(error.message);
  else console.error(error);
  process.exitCode = 1;
});
