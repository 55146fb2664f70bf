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

// Installed before anything is opened, so a stop signal during migrations or seeding also closes
// what is open and exits (and under Docker, where the server may be PID 1, a signal with no handler
// would be ignored). `npm start` and `npm run dev` pass the signal on to this process once
// (scripts/lib/children.mjs); the production start receives it directly.
let database: Database | undefined;
let app: App | undefined;
let stopping = false;
const shutdown = closeWithGrace({ delay: 10_000 }, async ({ signal, err }) => {
  stopping = true;
  if (err && app) app.log.error({ err }, 'shutting down after an unexpected error');
  else if (err) console.error(err);
  else app?.log.info({ signal }, 'shutting down');
  await app?.close();
  // Last, and awaited: PGlite writes its files on close.
  await database?.close();
});

try {
  database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
} catch (error) {
  shutdown.uninstall();
  exit(`Cannot open the database (${databaseLabel(config)}): ${reason(error)}`);
}

try {
  await runMigrations(database);
  const { demoCreated } = await runSeeds(database, { demo: config.seedDemo, mustChangePasswords: config.nodeEnv === 'production' });
  const offsetMs = config.clockOffsetHours * 3_600_000;
  const clock = offsetMs > 0 ? () => new Date(Date.now() + offsetMs) : undefined;
  app = await buildApp({ config, database, clock, serveWeb: true, reminders: config.taskReminders, reservationSweep: true, drugAlerts: true, reportSchedules: true, reportSnapshots: true });
  await app.listen({ host: config.host, port: config.port });
  app.log.info({ url: config.publicUrl, database: databaseLabel(config) }, 'Ganado is ready');
  if (demoCreated) {
    // Emails only: passwords stay out of logs, even the public demo one (it is in the banner).
    const emails = Object.values(DEMO_ACCOUNTS).map((account) => account.email);
    app.log.info({ organization: DEMO_ORGANIZATION.name, emails }, 'demo organisation created');
  }
  console.log(banner(config, demoCreated));
} catch (error) {
  // A stop signal during start-up closes what these steps were using; the shutdown exits, not this.
  if (!stopping) {
    shutdown.uninstall();
    await app?.close();
    await database.close();
    if ((error as NodeJS.ErrnoException).code === 'EADDRINUSE') {
      exit(`Port ${config.port} is already in use on ${config.host}: stop the other server or set PORT.`);
    }
    exit(`Ganado could not start: ${reason(error)}`, error);
  }
}
