import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { users } from '../../../db/schema';
import { buildTestApp } from '../../../test/app';
import { insertAnimal } from '../../../test/herd';
import { createMember } from '../../../test/people';
import { drugPayload } from '../testing';
import { sendDrugAlerts } from './alerts.service';

const NOW = new Date('2026-11-24T12:00:00Z');
const app = await buildTestApp({ clock: () => NOW });
const { db } = app.database;

async function person(firstName: string, language: 'en' | 'es', grants: NonNullable<Parameters<typeof createMember>[1]>['grants'], organizationId?: string) {
  const member = await createMember(app, { organizationId, grants });
  const [user] = await db.update(users).set({ firstName, language }).where(eq(users.id, member.userId)).returning();
  return { ...member, email: user!.email! };
}
async function inbox(email: string) {
  const response = await app.inject({ method: 'GET', url: `/api/dev/outbox?recipient=${encodeURIComponent(email)}&limit=10` });
  return response.json().data as { subject: string | null; body: string }[];
}
const call = async (method: 'GET' | 'POST', url: string, headers: Record<string, string>, payload?: object) =>
  (await app.inject({ method, url, headers, payload })).json();
const counters = async (headers: Record<string, string>) =>
  Object.fromEntries(((await call('GET', '/api/dashboard', headers)).data.counters as { key: string; count: number }[]).map((counter) => [counter.key, counter.count]));

// A cabinet with a bottle expiring in ten days, one in a year, and a drug below its reorder level.
const lucia = await person('Lucía', 'es', { drugs: ['view', 'create', 'edit'], animals: ['view', 'create'] });
const org = lucia.organizationId;
const milker = await person('Pedro', 'en', { animals: ['view'] }, org);
const drug = (await call('POST', '/api/drug', lucia.headers, drugPayload({ name: 'Oxitetraciclina', reorderLevel: 300 }))).data;
const receive = (expiresOn: string, batch: string) =>
  call('POST', `/api/drug/${drug.id}/pack`, lucia.headers, { batch, expiresOn, receivedAt: '2026-11-01', size: { value: 100, unit: 'mL' }, location: { warehouse: 'Botiquín' } });
const [soon] = (await receive('2026-12-04', 'OX-SOON')).data;
await receive('2027-11-30', 'OX-LATE');
await call('POST', '/api/drug', lucia.headers, drugPayload({ name: 'Sin reposición', reorderLevel: null }));

describe('cabinet alerts', () => {
  it('counts expiring packs, drugs low on stock and animals in withdrawal on the dashboard of those who may see them', async () => {
    const cow = await insertAnimal(app, org);
    const treatment = { type: 'treatment', occurredAt: '2026-11-23T08:00:00Z', drugId: drug.id, packId: soon.id, dose: { value: 10, unit: 'mL' } };
    await call('POST', `/api/animal/${cow.id}/record`, lucia.headers, treatment);
    expect(await counters(lucia.headers)).toMatchObject({ packsExpiringSoon: 1, drugsLowOnStock: 1, animalsInWithdrawal: 1 });
    const seen = await counters(milker.headers);
    expect(seen).toMatchObject({ animalsInWithdrawal: 1 });
    expect(seen).not.toHaveProperty('packsExpiringSoon');
  });

  it('lists who is held back now and until when, for anyone who may view animals; nobody else’s', async () => {
    const { status, body } = await app.inject({ method: 'GET', url: '/api/drug/withdrawal', headers: milker.headers }).then((response) => ({ status: response.statusCode, body: response.json() }));
    expect(status).toBe(200);
    expect(body.data.total).toBe(1);
    expect(body.data.items[0]).toMatchObject({
      meat: { endsAt: '2026-12-21T08:00:00.000Z', product: 'Oxitetraciclina' },
      milk: { endsAt: '2026-11-30T08:00:00.000Z', product: 'Oxitetraciclina' },
    });
    const stranger = await person('Marta', 'es', { animals: ['view'] });
    expect((await call('GET', '/api/drug/withdrawal', stranger.headers)).data.items).toEqual([]);
    const noHerd = await person('Iker', 'es', { drugs: ['view'] }, org);
    expect((await app.inject({ method: 'GET', url: '/api/drug/withdrawal', headers: noHerd.headers })).statusCode).toBe(403);
    expect((await app.inject({ method: 'GET', url: '/api/drug/withdrawal?limit=0', headers: milker.headers })).statusCode).toBe(422);
  });

  it('emails the cabinet’s alerts to each person who may view drugs, in their language, and nobody else', async () => {
    expect(await sendDrugAlerts(app.context, NOW)).toBeGreaterThanOrEqual(1);
    const [email] = await inbox(lucia.email);
    expect(email!.subject).toBe('Ganado: avisos del botiquín');
    expect(email!.body).toContain('Hola Lucía');
    expect(email!.body).toContain('04/12/2026  Oxitetraciclina · OX-SOON');
    expect(email!.body).not.toContain('OX-LATE');
    expect(email!.body).toContain('Oxitetraciclina: 190 mL / 300 mL');
    expect(await inbox(milker.email)).toEqual([]);
  });

  it('sends nothing for a cabinet with nothing to say', async () => {
    const quiet = await person('Ana', 'en', { drugs: ['view', 'create'] });
    await call('POST', '/api/drug', quiet.headers, drugPayload({ name: 'Tranquilo', reorderLevel: null }));
    await sendDrugAlerts(app.context, NOW);
    expect(await inbox(quiet.email)).toEqual([]);
  });
});
