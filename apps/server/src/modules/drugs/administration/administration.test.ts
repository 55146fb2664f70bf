import { messageCatalog } from '@ganado/shared';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog, farms } from '../../../db/schema';
import { buildTestApp } from '../../../test/app';
import { insertAnimal, insertFarm } from '../../../test/herd';
import { createMember } from '../../../test/people';
import { insertTask } from '../../../test/tasks';
import { deriveStockOnHand } from '../../ledger/stock.repository';
import { drugPayload } from '../testing';

const { en } = messageCatalog;
// Today is fixed: the records' days and the packs' expiry are read against it.
const app = await buildTestApp({ clock: () => new Date('2026-11-24T12:00:00Z') });
const { db } = app.database;
const vet = await createMember(app, { grants: { drugs: ['view', 'create', 'edit'], animals: ['view', 'create', 'edit', 'delete'], actionList: ['view', 'edit'] } });
const outsider = await createMember(app, { grants: { drugs: ['view', 'create', 'edit'], animals: ['view', 'create', 'edit'] } });
const org = vet.organizationId;
/** May override a withdrawal block, with a reason. */
const manager = await createMember(app, { organizationId: org, grants: { drugs: ['view', 'create', 'edit', 'override'], animals: ['view', 'create', 'edit'] } });

const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object, headers: Record<string, string> = vet.headers) => {
  const response = await app.inject({ method, url, headers, payload });
  return { status: response.statusCode, body: response.json() };
};

let drugCount = 0;
async function addDrug(overrides: Record<string, unknown> = {}, headers = vet.headers) {
  drugCount += 1;
  const { status, body } = await call('POST', '/api/drug', drugPayload({ name: `Oxitetraciclina ${drugCount}`, ...overrides }), headers);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data.id as string;
}
async function receivePack(drugId: string, overrides: Record<string, unknown> = {}, headers = vet.headers) {
  const receipt = {
    batch: 'L-2291',
    expiresOn: '2027-06-30',
    receivedAt: '2026-11-02T09:00:00Z',
    size: { value: 100, unit: 'mL' },
    location: { warehouse: 'Botiquín de la nave' },
    ...overrides,
  };
  const { status, body } = await call('POST', `/api/drug/${drugId}/pack`, receipt, headers);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data[0].id as string;
}
const stockOf = async (packId: string, organizationId = org) => (await deriveStockOnHand(db, organizationId, [packId])).get(packId);
const treatment = (drugId: string, packId: string | null, overrides: Record<string, unknown> = {}) => ({
  type: 'treatment',
  occurredAt: '2026-11-20T08:00:00Z',
  drugId,
  packId,
  dose: { value: 20, unit: 'mL' },
  route: 'intramuscular',
  reason: 'Mastitis clínica',
  ...overrides,
});
const treat = (animalId: string, payload: object, headers: Record<string, string> = vet.headers) => call('POST', `/api/animal/${animalId}/record`, payload, headers);

describe('a treatment drawn from a pack', () => {
  it('draws the dose from the pack, names the drug and batch, and holds meat and milk by the label', async () => {
    const drugId = await addDrug();
    const packId = await receivePack(drugId);
    const cow = await insertAnimal(app, org);
    const { status, body } = await treat(cow.id, treatment(drugId, packId));
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.data.details).toMatchObject({
      drugId,
      packId,
      product: `Oxitetraciclina ${drugCount}`,
      batch: 'L-2291',
      expiresOn: '2027-06-30',
      offLabel: false,
      withdrawal: {
        meat: { hours: 672, endsAt: '2026-12-18T08:00:00.000Z', rule: 'label', organic: false },
        milk: { hours: 168, endsAt: '2026-11-27T08:00:00.000Z', rule: 'label', organic: false },
      },
    });
    expect(await stockOf(packId)).toBe(80);
    const animal = (await call('GET', `/api/animal/${cow.id}`)).body.data;
    expect(animal.withdrawal.meat).toMatchObject({ endsAt: '2026-12-18T08:00:00.000Z', product: `Oxitetraciclina ${drugCount}`, rule: 'label', recordId: body.data.id });
    expect(animal.withdrawal.milk).toMatchObject({ endsAt: '2026-11-27T08:00:00.000Z', rule: 'label' });
    // The pack's history names the treatment that used it.
    const pack = (await call('GET', `/api/drug/pack/${packId}`)).body.data;
    expect(pack).toMatchObject({ stockOnHand: 80, available: 80 });
    expect(pack.history.map((event: { type: string; change: number; animal: unknown }) => [event.type, event.change, event.animal])).toEqual([
      ['treatment', -20, { id: cow.id, tagNumber: cow.tagNumber }],
      ['drugReceived', 100, null],
    ]);
  });

  it('gives the stock back when the treatment is edited to a smaller dose or deleted, and counts the old draw as free on an edit', async () => {
    const drugId = await addDrug();
    const packId = await receivePack(drugId, { size: { value: 50, unit: 'mL' } });
    const cow = await insertAnimal(app, org);
    const added = (await treat(cow.id, treatment(drugId, packId, { dose: { value: 40, unit: 'mL' } }))).body.data;
    expect(await stockOf(packId)).toBe(10);
    // 50 mL in all: the 40 already drawn by this record is free for its own edit.
    const edited = await call('PUT', `/api/animal/${cow.id}/record/${added.id}`, treatment(drugId, packId, { dose: { value: 0.05, unit: 'L' } }));
    expect(edited.status, JSON.stringify(edited.body)).toBe(200);
    expect(await stockOf(packId)).toBe(0);
    expect((await call('DELETE', `/api/animal/${cow.id}/record/${added.id}`)).status).toBe(200);
    expect(await stockOf(packId)).toBe(50);
  });

  it('draws every animal’s dose on a health task, all or nothing', async () => {
    const drugId = await addDrug();
    const packId = await receivePack(drugId, { size: { value: 50, unit: 'mL' } });
    const herd = await Promise.all([1, 2, 3].map(() => insertAnimal(app, org)));
    const task = await insertTask(app, org, { name: 'Desparasitar el lote', category: 'healthRecord', startAt: new Date('2026-11-20T08:00:00Z'), animalIds: herd.map((animal) => animal.id) });
    const complete = (dose: number) =>
      call('PUT', '/api/action-list/task/health-record', { ...treatment(drugId, packId, { dose: { value: dose, unit: 'mL' } }), id: task.id, index: 0 });
    const refused = await complete(20);
    expect(refused.status).toBe(409);
    expect(refused.body.message).toBe(en['drugs.notAvailable'].replace('{available}', '50').replace('{unit}', 'mL'));
    expect(refused.body.errors).toEqual([expect.objectContaining({ param: 'dose', key: 'drugs.notAvailable', params: { available: '50', unit: 'mL' } })]);
    expect(await stockOf(packId)).toBe(50);
    const done = await complete(15);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(await stockOf(packId)).toBe(5);
  });
});

describe('a bulk health record', () => {
  it('treats every animal chosen from one pack, each with its withdrawal, all or nothing', async () => {
    const drugId = await addDrug();
    const packId = await receivePack(drugId, { size: { value: 50, unit: 'mL' } });
    const herd = await Promise.all([1, 2].map(() => insertAnimal(app, org)));
    const bulk = (value: number) =>
      call('POST', '/api/animal/bulk', {
        action: 'recordHealth',
        animalIds: herd.map((animal) => animal.id),
        occurredAt: '2026-11-20T08:00:00Z',
        record: { type: 'vaccination', drugId, packId, dose: { value, unit: 'mL' } },
      });
    expect((await bulk(30)).status).toBe(409);
    expect(await stockOf(packId)).toBe(50);
    const done = await bulk(20);
    expect(done.status, JSON.stringify(done.body)).toBe(200);
    expect(done.body.data).toEqual({ action: 'recordHealth', recorded: 2 });
    expect(await stockOf(packId)).toBe(10);
    for (const animal of herd) {
      expect((await call('GET', `/api/animal/${animal.id}`)).body.data.withdrawal.milk).toMatchObject({ endsAt: '2026-11-27T08:00:00.000Z' });
    }
  });
});

describe('what a treatment must name', () => {
  it('refuses a done drug without pack or dose, a nameless product, a pack without its drug (422) and logs nothing', async () => {
    const drugId = await addDrug();
    const packId = await receivePack(drugId);
    const cow = await insertAnimal(app, org);
    for (const [payload, problems] of [
      [treatment(drugId, null), [['packId', 'drugs.packRequired']]],
      [treatment(drugId, packId, { dose: null }), [['dose', 'drugs.doseRequired']]],
      [treatment(drugId, null, { dose: null }), [['packId', 'drugs.packRequired'], ['dose', 'drugs.doseRequired']]],
      [{ type: 'treatment', occurredAt: '2026-11-20' }, [['product', 'drugs.productRequired']]],
      [{ type: 'vaccination', occurredAt: '2026-11-20' }, [['vaccine', 'drugs.productRequired']]],
      [{ type: 'treatment', occurredAt: '2026-11-20', product: 'Penicilina', packId }, [['drugId', 'validation.required']]],
    ] as const) {
      const { status, body } = await treat(cow.id, payload);
      expect(status, JSON.stringify(payload)).toBe(422);
      expect(body.errors.map((error: { param: string; key: string }) => [error.param, error.key])).toEqual(problems);
    }
    expect(await stockOf(packId)).toBe(100);
    expect(await db.$count(activityLog, and(eq(activityLog.entityId, cow.id), eq(activityLog.action, 'animalRecord.create')))).toBe(0);
  });

  it('refuses a pack of another drug (422), a dose that cannot convert (422), a disposed pack (409) and an expired one on the day of use (409)', async () => {
    const drugId = await addDrug();
    const otherDrug = await addDrug();
    const packId = await receivePack(drugId, { expiresOn: '2026-11-19' });
    const otherPack = await receivePack(otherDrug);
    const cow = await insertAnimal(app, org);
    const wrongDrug = await treat(cow.id, treatment(drugId, otherPack));
    expect(wrongDrug.status).toBe(422);
    expect(wrongDrug.body.errors).toEqual([expect.objectContaining({ param: 'packId', key: 'drugs.packNotOfDrug' })]);
    const grams = await treat(cow.id, treatment(otherDrug, otherPack, { dose: { value: 2, unit: 'g' } }));
    expect(grams.status).toBe(422);
    expect(grams.body.errors).toEqual([expect.objectContaining({ param: 'dose.unit', key: 'ledger.unitCannotConvert' })]);
    // Usable through its expiry day, not the day after.
    expect((await treat(cow.id, treatment(drugId, packId, { occurredAt: '2026-11-19T18:00:00Z' }))).status).toBe(200);
    const expired = await treat(cow.id, treatment(drugId, packId));
    expect(expired.status).toBe(409);
    expect(expired.body.message).toBe('Batch L-2291 expired on 19/11/2026; it cannot be used.');
    await call('POST', `/api/drug/pack/${otherPack}/dispose`, { reason: 'damaged', occurredAt: '2026-11-19T10:00:00Z' });
    const disposed = await treat(cow.id, treatment(otherDrug, otherPack));
    expect(disposed.status).toBe(409);
    expect(disposed.body.key).toBe('drugs.packDisposed');
  });

  it('answers 404 for another organisation’s drug or pack, and 403 without the animals permission', async () => {
    const drugId = await addDrug();
    const packId = await receivePack(drugId);
    const theirDrug = await addDrug({}, outsider.headers);
    const theirPack = await receivePack(theirDrug, {}, outsider.headers);
    const cow = await insertAnimal(app, org);
    const foreignDrug = await treat(cow.id, treatment(theirDrug, theirPack));
    expect(foreignDrug.status).toBe(404);
    expect(foreignDrug.body.errors).toEqual([expect.objectContaining({ param: 'drugId' })]);
    const foreignPack = await treat(cow.id, treatment(drugId, theirPack));
    expect(foreignPack.status).toBe(404);
    expect(foreignPack.body.errors).toEqual([expect.objectContaining({ param: 'packId' })]);
    const keeper = await createMember(app, { organizationId: org, grants: { drugs: ['view'], animals: ['view'] } });
    expect((await treat(cow.id, treatment(drugId, packId), keeper.headers)).status).toBe(403);
    expect(await stockOf(theirPack, outsider.organizationId)).toBe(100);
  });

  it('plans a treatment with its drug and pack without drawing or holding anything', async () => {
    const drugId = await addDrug();
    const packId = await receivePack(drugId);
    const cow = await insertAnimal(app, org);
    const { status, body } = await treat(cow.id, treatment(drugId, packId, { status: 'planned', occurredAt: '2026-11-25', dose: null }));
    expect(status, JSON.stringify(body)).toBe(200);
    expect(body.data.details).toMatchObject({ drugId, packId, batch: 'L-2291' });
    expect(body.data.details.withdrawal).toBeUndefined();
    expect(await stockOf(packId)).toBe(100);
  });
});

describe('the withdrawal a treatment starts', () => {
  it('needs a vet off-label, then holds by the cascade; an organic farm doubles it', async () => {
    // Authorised for sheep only: a cow is treated under the cascade (meat 28 d × 1.5 = 42 d; milk not on any label: 7 d).
    const drugId = await addDrug({ withdrawals: [{ speciesCode: 'sheep', meatHours: 672, milkHours: null }] });
    const packId = await receivePack(drugId);
    const cow = await insertAnimal(app, org, { tagNumber: 'ES-0412' });
    const refused = await treat(cow.id, treatment(drugId, packId));
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([
      expect.objectContaining({ param: 'veterinarian', key: 'drugs.offLabelNeedsVet', msg: en['drugs.offLabelNeedsVet'].replace('{tag}', 'ES-0412') }),
    ]);
    const prescribed = await treat(cow.id, treatment(drugId, packId, { veterinarian: 'Dra. Gómez' }));
    expect(prescribed.status).toBe(200);
    expect(prescribed.body.data.details).toMatchObject({
      offLabel: true,
      withdrawal: { meat: { hours: 1008, rule: 'cascadeLongestTimes1_5' }, milk: { hours: 168, rule: 'cascadeNotAuthorised' } },
    });
    const organicFarm = await insertFarm(app, org);
    await db.update(farms).set({ productionSystem: 'organic' }).where(eq(farms.id, organicFarm.id));
    const organicCow = await insertAnimal(app, org, { farmId: organicFarm.id });
    const organic = await treat(organicCow.id, treatment(drugId, packId, { veterinarian: 'Dra. Gómez' }));
    expect(organic.body.data.details.withdrawal).toMatchObject({ meat: { hours: 2016, organic: true }, milk: { hours: 336, organic: true } });
  });

  it('takes a vet’s later last day, refuses one before the legal minimum, and keeps a typed day for a product named by hand', async () => {
    const drugId = await addDrug();
    const packId = await receivePack(drugId);
    const cow = await insertAnimal(app, org);
    const short = await treat(cow.id, treatment(drugId, packId, { withdrawalEndsOn: '2026-12-01' }));
    expect(short.status).toBe(422);
    expect(short.body.errors).toEqual([expect.objectContaining({ param: 'withdrawalEndsOn', key: 'drugs.withdrawalTooShort', params: { endsOn: '18/12/2026' } })]);
    const longer = await treat(cow.id, treatment(drugId, packId, { withdrawalEndsOn: '2026-12-31' }));
    expect(longer.body.data.details.withdrawal).toMatchObject({ meat: { rule: 'vet', endsAt: '2027-01-01T00:00:00.000Z' }, milk: { rule: 'vet' } });
    const byHand = await treat(cow.id, { type: 'treatment', occurredAt: '2026-11-20', product: 'Penicilina de la cooperativa', withdrawalEndsOn: '2026-11-30' });
    expect(byHand.body.data.details.withdrawal).toEqual({
      meat: { hours: 264, endsAt: '2026-12-01T00:00:00.000Z', rule: 'entered', organic: false },
      milk: { hours: 264, endsAt: '2026-12-01T00:00:00.000Z', rule: 'entered', organic: false },
    });
    const before = await treat(cow.id, { type: 'treatment', occurredAt: '2026-11-20', product: 'Penicilina', withdrawalEndsOn: '2026-11-19' });
    expect(before.status).toBe(422);
    expect(before.body.errors).toEqual([expect.objectContaining({ param: 'withdrawalEndsOn', key: 'drugs.withdrawalBeforeTreatment' })]);
    // The later end holds: the vet's 2027-01-01 over the typed one.
    expect((await call('GET', `/api/animal/${cow.id}`)).body.data.withdrawal.meat).toMatchObject({ endsAt: '2027-01-01T00:00:00.000Z', rule: 'vet' });
  });
});

describe('a course, a tie and the last dose', () => {
  it('counts a course’s withdrawal from its last dose; deleting the last dose falls back to the one before', async () => {
    const drugId = await addDrug();
    const packId = await receivePack(drugId);
    const cow = await insertAnimal(app, org);
    const doses = [];
    for (const day of ['2026-11-18', '2026-11-19', '2026-11-20']) doses.push((await treat(cow.id, treatment(drugId, packId, { occurredAt: `${day}T08:00:00Z` }))).body.data);
    const held = async () => (await call('GET', `/api/animal/${cow.id}`)).body.data.withdrawal.meat;
    expect(await held()).toMatchObject({ endsAt: '2026-12-18T08:00:00.000Z', recordId: doses[2].id });
    await call('DELETE', `/api/animal/${cow.id}/record/${doses[2].id}`);
    expect(await held()).toMatchObject({ endsAt: '2026-12-17T08:00:00.000Z', recordId: doses[1].id });
  });

  it('breaks a tie on the end by the later dose, then the greater record id', async () => {
    // 28 days of meat from 06/11 and 14 days (a second drug) from 20/11 both end on 04/12 at 08:00.
    const long = await addDrug();
    const short = await addDrug({ withdrawals: [{ speciesCode: 'cattle', meatHours: 336, milkHours: 168 }] });
    const cow = await insertAnimal(app, org);
    const first = (await treat(cow.id, treatment(long, await receivePack(long), { occurredAt: '2026-11-06T08:00:00Z' }))).body.data;
    const second = (await treat(cow.id, treatment(short, await receivePack(short), { occurredAt: '2026-11-20T08:00:00Z' }))).body.data;
    expect(first.details.withdrawal.meat.endsAt).toBe(second.details.withdrawal.meat.endsAt);
    expect((await call('GET', `/api/animal/${cow.id}`)).body.data.withdrawal.meat).toMatchObject({ recordId: second.id, product: second.details.product });
  });

  it('lets only one of two people take the last dose at the same time; the other gets 409 and nothing is written', async () => {
    const drugId = await addDrug();
    const packId = await receivePack(drugId, { size: { value: 20, unit: 'mL' } });
    const [one, two] = await Promise.all([insertAnimal(app, org), insertAnimal(app, org)]);
    const answers = await Promise.all([treat(one.id, treatment(drugId, packId)), treat(two.id, treatment(drugId, packId))]);
    expect(answers.map((answer) => answer.status).sort()).toEqual([200, 409]);
    expect(await stockOf(packId)).toBe(0);
  });
});

describe('withdrawal is enforced', () => {
  /** A cow treated on 20/11 at 08:00 with the label's 28 days of meat and 7 of milk withdrawal. */
  async function treatedCow(tagNumber: string) {
    const drugId = await addDrug();
    const packId = await receivePack(drugId);
    const cow = await insertAnimal(app, org, { tagNumber });
    const treated = await treat(cow.id, treatment(drugId, packId));
    expect(treated.status).toBe(200);
    return { cow, recordId: treated.body.data.id as string, drug: treated.body.data.details.product as string };
  }
  const sale = (overrides: Record<string, unknown> = {}) => ({ type: 'removal', occurredAt: '2026-11-24T10:00:00Z', reason: 'sold', destination: 'Subasta de Talavera', ...overrides });
  const milk = (overrides: Record<string, unknown> = {}) => ({ type: 'milk', occurredAt: '2026-11-24T06:00:00Z', yield: { value: 21, unit: 'L' }, session: 'morning', ...overrides });

  it('refuses a sale or slaughter in meat withdrawal, naming the animal, the drug and the end; a death is recorded', async () => {
    const { cow, drug } = await treatedCow('ES-0777');
    for (const reason of ['sold', 'slaughtered']) {
      const refused = await treat(cow.id, sale({ reason }));
      expect(refused.status).toBe(409);
      const params = { tag: 'ES-0777', drug, endsAt: '18/12/2026 8:00 AM' };
      expect(refused.body).toMatchObject({ key: 'drugs.inMeatWithdrawal', message: `ES-0777 is in meat withdrawal for ${drug} until 18/12/2026 8:00 AM.` });
      expect(refused.body.errors).toEqual([expect.objectContaining({ param: 'reason', key: 'drugs.inMeatWithdrawal', params })]);
    }
    const spanish = await treat(cow.id, sale(), { ...vet.headers, 'accept-language': 'es' });
    expect(spanish.body.message).toBe(`ES-0777 está en tiempo de espera de carne por ${drug} hasta el 18/12/2026 8:00 AM.`);
    expect((await call('GET', `/api/animal/${cow.id}`)).body.data.status).not.toBe('removed');
    // A sale dated after the withdrawal ends is allowed; so is a death during it.
    expect((await treat(cow.id, sale({ reason: 'dead' }))).status).toBe(200);
  });

  it('sells in withdrawal only with the override permission and a reason, kept on the record and logged', async () => {
    const { cow, recordId } = await treatedCow('ES-0778');
    const noPermission = await treat(cow.id, sale({ withdrawalOverride: { reason: 'Sacrificio de urgencia certificado' } }));
    expect(noPermission.status).toBe(403);
    expect(noPermission.body.key).toBe('drugs.overrideNotAllowed');
    const blank = await treat(cow.id, sale({ withdrawalOverride: { reason: ' ' } }), manager.headers);
    expect(blank.status).toBe(422);
    expect(blank.body.errors).toEqual([expect.objectContaining({ param: 'withdrawalOverride.reason', key: 'validation.required' })]);
    const sold = await treat(cow.id, sale({ withdrawalOverride: { reason: 'Sacrificio de urgencia certificado' } }), manager.headers);
    expect(sold.status, JSON.stringify(sold.body)).toBe(200);
    expect(sold.body.data.details.withdrawalOverride).toEqual({
      reason: 'Sacrificio de urgencia certificado',
      product: 'meat',
      treatmentRecordId: recordId,
      endsAt: '2026-12-18T08:00:00.000Z',
      by: manager.userId,
    });
    const logged = await db.select().from(activityLog).where(and(eq(activityLog.entityId, cow.id), eq(activityLog.action, 'withdrawal.override')));
    expect(logged).toHaveLength(1);
    expect(logged[0]!.actorId).toBe(manager.userId);
  });

  it('allows a sale once the withdrawal has ended, at its end instant', async () => {
    const drugId = await addDrug();
    const packId = await receivePack(drugId, { receivedAt: '2026-09-01T09:00:00Z' });
    const cow = await insertAnimal(app, org, { tagNumber: 'ES-0779' });
    expect((await treat(cow.id, treatment(drugId, packId, { occurredAt: '2026-10-01T08:00:00Z' }))).status).toBe(200);
    expect((await treat(cow.id, sale({ occurredAt: '2026-10-29T07:59:00Z' }))).status).toBe(409);
    expect((await treat(cow.id, sale({ occurredAt: '2026-10-29T08:00:00Z' }))).status).toBe(200);
  });

  it('records milk in milk withdrawal as not saleable, refuses it as saleable without an override, and keeps milk after it saleable', async () => {
    const { cow } = await treatedCow('ES-0780');
    const withheld = await treat(cow.id, milk());
    expect(withheld.status).toBe(200);
    expect(withheld.body.data.details.saleable).toBe(false);
    const refused = await treat(cow.id, milk({ saleable: true }));
    expect(refused.status).toBe(409);
    expect(refused.body.errors).toEqual([expect.objectContaining({ param: 'saleable', key: 'drugs.inMilkWithdrawal' })]);
    const overridden = await treat(cow.id, milk({ saleable: true, withdrawalOverride: { reason: 'Análisis de inhibidores negativo' } }), manager.headers);
    expect(overridden.body.data.details).toMatchObject({ saleable: true, withdrawalOverride: { product: 'milk', reason: 'Análisis de inhibidores negativo' } });
    const before = await treat(cow.id, milk({ occurredAt: '2026-11-19T06:00:00Z' }));
    expect(before.body.data.details.saleable).toBe(true);
    // An edit is checked the same way.
    const edit = await call('PUT', `/api/animal/${cow.id}/record/${before.body.data.id}`, milk({ saleable: true }));
    expect(edit.status).toBe(409);
  });
});
