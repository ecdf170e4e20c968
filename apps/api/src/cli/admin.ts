/**
 * `npm run admin -- --email=boss@example.com --password=…`: creates the administrator, or makes an
 * existing user an active administrator with that password, in the configured database (the same
 * `DATABASE_URL` / `DATA_DIR` as the server; an embedded-database server must be stopped first:
 * PGlite allows one process, and the command refuses while the folder is in use). Without
 * arguments it uses `ADMIN_EMAIL` and `ADMIN_PASSWORD`. The administrator enrols a second factor
 * at the first sign-in.
 *
 * `npm run admin -- --reset-2fa --email=…`: turns that account's second factor off and revokes its
 * sessions, audited, so it enrols again at the next sign-in — the way back for a member of staff
 * who lost both the authenticator and the recovery codes (docs/decisions/022-two-factor.md).
 *
 * `npm run admin -- --verify-audit`: checks the audit hash chains (cli/verify-audit.ts).
 */
import { parseArgs } from 'node:util';
import { z } from 'zod';
import { ConfigError, loadConfig, type TConfig } from '../config/config.js';
import { openDatabase, type TDatabase } from '../db/client.js';
import { DataDirInUseError } from '../db/data-dir-lock.js';
import { ensureAdmin } from '../modules/admin/index.js';
import { createAuditRepo } from '../modules/audit/index.js';
import {
  createRateLimiter,
  createSecretBox,
  createTwoFactorRepo,
  createTwoFactorService,
  createUsersRepo,
} from '../modules/auth/index.js';
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
      'reset-2fa': { type: 'boolean' },
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
  if (values['reset-2fa']) return resetSecondFactor(config, values.email);
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

async function resetSecondFactor(config: TConfig, email: string | undefined): Promise<number> {
  const parsed = z
    .email()
    .transform((e) => e.toLowerCase())
    .safeParse(email?.trim());
  if (!parsed.success) {
    console.error('usage: npm run admin -- --reset-2fa --email=staff@example.com');
    return 64; // EX_USAGE
  }
  return withDatabase(config, async (database) => {
    const { db } = database;
    const twoFactor = createTwoFactorService({
      db,
      repo: createTwoFactorRepo(db),
      users: createUsersRepo(db),
      box: createSecretBox(config.secretKey),
      limiter: createRateLimiter(db),
      mailer: null,
      audit: createAuditRepo(db),
      siteName: config.siteName,
      log: { warn: (obj, msg) => console.warn(msg, obj) },
    });
    const outcome = await twoFactor.reset(parsed.data);
    if (outcome === 'no_account') {
      console.error(`no account ${parsed.data}`);
      return 67; // EX_NOUSER
    }
    const what = outcome === 'reset' ? 'turned off' : 'was not on';
    process.stdout.write(
      `second factor of ${parsed.data} ${what}; its sessions are revoked and it enrols again at the next sign-in (${database.kind})\n`,
    );
    return 0;
  });
}

main().then(
  (code) => process.exit(code),
  (error: unknown) => {
    console.error(error);
    process.exit(1);
  },
);
