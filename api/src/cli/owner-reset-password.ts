import { eq } from 'drizzle-orm';
import { randomBytes } from 'node:crypto';
import { parseArgs } from 'node:util';
import { PASSWORD_MIN_LENGTH } from '@portfolio/shared/config';
import { ConfigError, loadConfig } from '../config';
import { openDatabase } from '../db/connection';
import { DataDirLockedError } from '../db/data-dir-lock';
import { retireResetTokens } from '../db/repositories/password-reset-tokens';
import { findUserByEmail } from '../db/repositories/users';
import { users } from '../db/schema';
import { PasswordHasher } from '../plugins/app/passwords';

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
  const config = loadConfig();
  const email = values.email ?? config.adminEmail;
  const given = values.password ?? config.adminPassword;
  if (given !== undefined && given.length < PASSWORD_MIN_LENGTH) {
    throw new ConfigError(`The new password must be at least ${PASSWORD_MIN_LENGTH} characters.`);
  }
  const password = given ?? randomBytes(18).toString('base64url');

  const database = await openDatabase(
    config.databaseUrl
      ? { kind: 'postgres', url: config.databaseUrl }
      : { kind: 'pglite', dataDir: config.dataDir },
  );
  try {
    const user = await findUserByEmail(database.db, email);
    if (!user) {
      console.error(`No user has the e-mail address ${email}. Nothing was changed.`);
      process.exitCode = 1;
      return;
    }
    const passwordHash = await new PasswordHasher().hash(password);
    await database.db.transaction(async (tx) => {
      await tx.update(users).set({ passwordHash }).where(eq(users.id, user.id));
      await retireResetTokens(tx, user.id, new Date());
    });
    console.log(`Password changed for ${user.email} (user ${user.id}).`);
    if (given === undefined) console.log(`New password: ${password}`);
  } finally {
    await database.close();
  }
}

main().catch((error: unknown) => {
  if (error instanceof ConfigError || error instanceof DataDirLockedError) console.error(error.message);
  else console.error(error);
  process.exitCode = 1;
});
