/**
 * The process: read the configuration, open the database, apply migrations, listen, and shut
 * down cleanly on SIGINT/SIGTERM (in-flight requests finish, the database closes).
 */
// First, before anything else runs: the shape of Node's next-tick entries, kept (lib/tick-shape.ts).
import './lib/tick-shape.js';
import closeWithGrace from 'close-with-grace';
import { buildApp } from './app.js';
import { ConfigError, configWarnings, loadConfig } from './config/config.js';
import { openDatabase } from './db/client.js';
import { DataDirInUseError } from './db/data-dir-lock.js';
import { ensureAdmin } from './modules/admin/index.js';
import { createUsersRepo } from './modules/auth/index.js';
import { seedDemoData } from './modules/catalogue/index.js';
import { seedDemoContent } from './modules/content/index.js';

async function main(): Promise<void> {
  let config;
  try {
    config = loadConfig();
  } catch (error) {
    if (error instanceof ConfigError) {
      console.error(error.message);
      process.exit(78); // EX_CONFIG
    }
    throw error;
  }

  const database = await openDatabase({ databaseUrl: config.databaseUrl, dataDir: config.dataDir });
  await database.migrate();
  const seeded = config.demoData ? await seedDemoData(database.db) : null;
  const seededContent = config.demoData ? await seedDemoContent(database.db) : null;
  const adminOutcome = config.admin
    ? await ensureAdmin({ users: createUsersRepo(database.db) }, config.admin)
    : null;
  const app = await buildApp({ config, database });
  for (const warning of configWarnings(config)) app.log.warn(warning);
  if (seeded) app.log.info(seeded, 'demo catalogue seeded into the empty database');
  if (seededContent) app.log.info(seededContent, 'demo pages, FAQ and news published');
  if (config.admin)
    app.log.info({ email: config.admin.email, outcome: adminOutcome }, 'administrator from ADMIN_EMAIL');

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) app.log.error({ err }, 'shutting down after an error');
    else app.log.info({ signal }, 'shutting down');
    await app.close();
    await database.close();
  });

  await app.listen({ port: config.port, host: config.host });
  app.log.info(
    { url: `http://${config.host}:${config.port}`, database: database.kind, dataDir: config.dataDir },
    'exchanger is running',
  );
}

main().catch((error: unknown) => {
  if (error instanceof DataDirInUseError) {
    console.error(error.message);
    process.exit(75); // EX_TEMPFAIL: start again once the other process has stopped
  }
  console.error(error);
  process.exit(1);
});
