import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app';
import { multipart } from '../../test/multipart';
import { createMember } from '../../test/people';
import { writeAnimalImport } from '../animals/imports/animals.import.worker';
import { writeEpdUpload } from '../genetics/uploads/uploads.worker';
import { writeUserImport } from '../users/users.import.worker';
import { defineImports, type ImportWriter } from './imports.job';

const app = await buildTestApp();
const admin = await createMember(app, { administrator: true });

let failures = 0;
/** The users writer, failing its first `failures` runs as a lost connection would. */
const flaky: ImportWriter = async (context, record, attempt) => {
  if (failures-- > 0) throw new Error('connection terminated unexpectedly');
  await writeUserImport(context, record, attempt);
};
defineImports(app.context, { users: flaky, animals: writeAnimalImport, weights: writeAnimalImport, milk: writeAnimalImport, epd: writeEpdUpload });

async function upload(name: string) {
  const body = multipart({}, { field: 'file', name: `${name}.csv`, bytes: Buffer.from(`firstName,lastName,email,department,role\r\nAna,Gil,${name}@rancho.mx,Field,Farmer\r\n`), type: 'text/csv' });
  const response = await app.inject({ method: 'POST', url: '/api/user/import', payload: body.payload, headers: { ...admin.headers, ...body.headers } });
  return response.json().data.id as string;
}
const answer = async (id: string) => (await app.inject({ method: 'GET', url: `/api/user/import/${id}`, headers: admin.headers })).json().data;
/** Backoff is counted on the database's clock: the test brings the retry forward rather than waiting for it. */
async function retryNow(id: string) {
  await app.database.db.execute(sql`update pgboss.job set start_after = now() where id = ${id} and state = 'retry'`);
  await app.jobs.idle();
}

describe('an import whose job fails', () => {
  it('shows each attempt and the last error, is retried, and completes when a retry succeeds', async () => {
    failures = 1;
    const id = await upload('retried');
    await app.jobs.idle();
    expect(await answer(id)).toMatchObject({ status: 'queued', attempts: 1, lastError: 'connection terminated unexpectedly', finishedAt: null });
    await retryNow(id);
    expect(await answer(id)).toMatchObject({ status: 'completed', attempts: 2, createdCount: 1 });
  });

  it('is failed after its last attempt, with the error and the attempts', async () => {
    failures = 4;
    const id = await upload('failed');
    await app.jobs.idle();
    for (let retry = 0; retry < 3; retry++) await retryNow(id);
    const failed = await answer(id);
    expect(failed).toMatchObject({ status: 'failed', attempts: 4, lastError: 'connection terminated unexpectedly', processedRows: 0 });
    expect(failed.finishedAt).not.toBeNull();
  });
});
