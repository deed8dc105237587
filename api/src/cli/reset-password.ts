import { randomBytes } from 'node:crypto';
import { PASSWORD_MIN_LENGTH } from '@portfolio/shared/config';
import { ConfigError, type Config } from '../config';
import { openDatabase } from '../db/connection';
import { findUserByEmail, setPassword } from '../db/repositories/users';
import { PasswordHasher } from '../plugins/app/passwords';

export type ResetPasswordOutcome =
  | { changed: true; email: string; userId: number; generatedPassword: string | undefined }
  | { changed: false; reason: string };

/**
 * Sets a new password for the user with `email` (default: ADMIN_EMAIL) on the API's database, and cancels their
 * open reset links. Without a password (argument or ADMIN_PASSWORD) a strong one is generated and returned.
 */
export async function resetPassword(options: {
  config: Config;
  email?: string;
  password?: string;
  /** Tests only: a cheaper scrypt cost. */
  hashCostLog2?: number;
}): Promise<ResetPasswordOutcome> {
  const { config } = options;
  const email = options.email ?? config.adminEmail;
  const given = options.password ?? config.adminPassword;
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
    if (!user)
      return { changed: false, reason: `No user has the e-mail address ${email}. Nothing was changed.` };
    const passwordHash = await new PasswordHasher(options.hashCostLog2).hash(password);
    // Also ends every session of that user: whoever locked them out may hold one.
    await database.db.transaction((tx) => setPassword(tx, user.id, passwordHash));
    return {
      changed: true,
      email: user.email,
      userId: user.id,
      generatedPassword: given === undefined ? password : undefined,
    };
  } finally {
    await database.close();
  }
}
