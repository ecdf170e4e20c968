/**
 * `npm run admin -- --email=boss@example.com --password=…`: creates the administrator, or makes an
 * existing user an active administrator with that password, in the configured database (the same
 * `DATABASE_URL` / `DATA_DIR` as the server; an embedded-database server must be stopped first:
 * PGlite allows one process, and the command refuses while the folder is in use). Without
 * arguments it uses `ADMIN_EMAIL` and `ADMIN_PASSWORD`. `--verify-audit` checks the audit hash
 * chains instead (cli/verify-audit.ts).
 */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { ConfigError, loadConfig, type TConfig } from '../config/config.js';
import { openDatabase, type TDatabase } from '../db/client.js';
import { DataDirInUseError } from '../db/data-dir-lock.js';
import { ensureAdmin } from '../modules/admin/index.js';
import { createUsersRepo } from '../modules/auth/index.js';
import { verifyAudit } from './verify-audit.js';

const ZArgs = z.object({
  email: z.email({ error: '--email must be an e-mail address' }),
  password: z.string().min(10, { error: '--password must be at least 10 characters' }),
});

async function main(): Promise<number> {
  const { values } = parseArgs({
    options: {
      email: { type: 'string' },
      password: { type: 'string' },
      'verify-audit': { type: 'boolean' },
    },
    strict: true,
  });
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      return 78;
    }
    throw error;
  }
  if (values['verify-audit']) return withDatabase(config, verifyAudit);
  const args = ZArgs.safeParse({
    email: values.email ?? config.admin?.email,
    password: values.password ?? config.admin?.password,
  });
  if (!args.success) {
    for (const issue of args.error.issues) console.error(issue.message);
    console.error('usage: npm run admin -- --email=admin@example.com --password=<at least 10 characters>');
    return 64; // EX_USAGE
  }
  return withDatabase(config, async (database) => {
    const outcome = await ensureAdmin({ users: createUsersRepo(database.db) }, args.data);
    process.stdout.write(`administrator ${args.data.email} ${outcome} (${database.kind})\n`);
    return 0;
  });
}

/** Opens the configured database (refused while a server holds the embedded one), migrated. */
async function withDatabase(config: TConfig, run: (database: TDatabase) => Promise<number>): Promise<number> {
  let database;
  try {
    database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    console.error(error.message);
    console.error('Stop the server, run this command, then start the server again.');
    return 75; // EX_TEMPFAIL
  }
  try {
    await database.migrate();
    return await run(database);
  } finally {
    await database.close();
  }
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
