import path from 'node:path';
import closeWithGrace from 'close-with-grace';
import { type App, buildApp } from './app';
import { type Config, ConfigError, loadConfig } from './config';
import { type Database, openDatabase } from './db/client';
import { runMigrations } from './db/migrate';
import { DEMO_ACCOUNTS, DEMO_ORGANIZATION, runSeeds } from './seed';

function exit(message: string, error?: unknown): never {
  console.error(`\n  ${message}\n`);
  if (error) console.error(error);
  process.exit(1);
}

const reason = (error: unknown) => (error instanceof Error ? error.message : String(error));

/** Where the data lives, without the password a DATABASE_URL may carry. */
function databaseLabel(config: Config): string {
  if (!config.databaseUrl) return `embedded PGlite in ${path.join(config.dataDir, 'pglite')}`;
  const url = new URL(config.databaseUrl);
  if (url.password) url.password = '***';
  return `PostgreSQL at ${url}`;
}

function banner(config: Config, demoCreated: boolean): string {
  const lines = ['', `  Ganado is running at ${config.publicUrl}`, `  API documentation:   ${config.publicUrl}/api/docs`];
  if (demoCreated) {
    lines.push('', `  Demo organisation "${DEMO_ORGANIZATION.name}" created, with these accounts:`);
    for (const [name, account] of Object.entries(DEMO_ACCOUNTS)) {
      // In production every demo account must choose its own password (seed/index.ts).
      const note = name === 'reset' || config.nodeEnv === 'production' ? '  (must choose a new password)' : '';
      lines.push(`    ${account.role.padEnd(7)} ${account.email.padEnd(20)} ${account.password}${note}`);
    }
  }
  return `${lines.join('\n')}\n`;
}

let config: Config;
try {
  config = loadConfig();
} catch (error) {
  if (error instanceof ConfigError) exit(error.message);
  throw error;
}

const database: Database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir }).catch((error: unknown) =>
  exit(`Cannot open the database (${databaseLabel(config)}): ${reason(error)}`),
);

let app: App | undefined;
try {
  await runMigrations(database);
  const { demoCreated } = await runSeeds(database, { demo: config.seedDemo, mustChangePasswords: config.nodeEnv === 'production' });
  const server = await buildApp({ config, database, serveWeb: true, reminders: config.taskReminders });
  app = server;

  closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
    if (err) server.log.error({ err }, 'shutting down after an unexpected error');
    else server.log.info({ signal }, 'shutting down');
    await server.close();
    // Last, and awaited: PGlite writes its files on close.
    await database.close();
  });

  await server.listen({ host: config.host, port: config.port });
  server.log.info({ url: config.publicUrl, database: databaseLabel(config) }, 'Ganado is ready');
  if (demoCreated) {
    // Emails only: passwords stay out of logs, even the public demo one (it is in the banner).
    const emails = Object.values(DEMO_ACCOUNTS).map((account) => account.email);
    server.log.info({ organization: DEMO_ORGANIZATION.name, emails }, 'demo organisation created');
  }
  console.log(banner(config, demoCreated));
} catch (error) {
  await app?.close();
  await database.close();
  if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
    exit(`Port ${config.port} is already in use on ${config.host}: stop the other server or set PORT.`);
  }
  exit(`Ganado could not start: ${reason(error)}`, error);
}
