/**
 * The operators' view of pre-registrations (docs/product.md §2 /pre-register): the requests for access, and
 * inviting one, which creates the requester's own organisation and emails them a link to set their
 * password (docs/decisions.md). Reads the same environment as the server.
 *
 *   npm run pre-registrations                      the requests not yet invited, newest first
 *   npm run pre-registrations -- --all             every request
 *   npm run pre-registrations -- invite <email>    invite the newest waiting request from <email>
 *
 * With the embedded database (no DATABASE_URL), stop the server first: PGlite's files serve one
 * process at a time.
 */
import pino from 'pino';
import { loadConfig } from '../src/config';
import { openDatabase } from '../src/db/client';
import { runMigrations } from '../src/db/migrate';
import { createNotifier } from '../src/modules/notifications/notifications.service';
import { invitePreRegistration, listPreRegistrations } from '../src/modules/pre-register/pre-register.service';

const config = loadConfig();
const log = pino({ level: config.logLevel });
const database = await openDatabase({ url: config.databaseUrl, dataDir: config.dataDir });
const [command, argument] = process.argv.slice(2).filter((arg) => arg !== '--');
try {
  await runMigrations(database);
  const context = { system: database.db, config, clock: () => new Date(), notifier: createNotifier({ db: database.db, config, log }) };
  if (command === 'invite' && argument) {
    const organizationId = await invitePreRegistration(context, argument);
    console.log(`Invited ${argument}: organisation ${organizationId} created, set-password link sent.`);
  } else if (command === undefined || command === '--all') {
    const requests = await listPreRegistrations(context, { all: command === '--all' });
    if (requests.length === 0) console.log('No requests waiting.');
    for (const request of requests) {
      const mobile = request.mobile ? `+${request.countryCode ?? ''} ${request.mobile}` : 'no mobile';
      const state = request.invitedAt ? `invited ${request.invitedAt.toISOString().slice(0, 10)}` : 'waiting';
      const contact = request.permissionToContact ? 'may be contacted' : 'no contact';
      console.log([request.createdAt.toISOString().slice(0, 16), `${request.firstName} ${request.lastName}`, request.email, request.countryId, mobile, contact, state].join('  ·  '));
    }
  } else {
    console.error('Usage: npm run pre-registrations [-- --all | -- invite <email>]');
    process.exitCode = 2;
  }
} catch (error) {
  console.error(`Could not ${command === 'invite' ? 'invite' : 'list'}: ${(error as Error).message}`);
  process.exitCode = 1;
} finally {
  await database.close();
}
