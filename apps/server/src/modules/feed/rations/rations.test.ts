import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog, animals } from '../../../db/schema';
import { buildTestApp } from '../../../test/app';
import { createMember } from '../../../test/people';
import { insertAnimal, insertGroup, insertRecord } from '../../../test/herd';

const app = await buildTestApp({ clock: () => new Date('2026-11-24T12:00:00Z') });
const { db } = app.database;
const FULL = ['view', 'create', 'edit', 'delete', 'export'] as const;
const feeder = await createMember(app, { grants: { feed: FULL, animals: FULL } });
const org = feeder.organizationId;
const viewer = await createMember(app, { organizationId: org, grants: { feed: ['view'] } });
const stranger = await createMember(app, { organizationId: org, grants: { animals: ['view'] } });
const outsider = await createMember(app, { grants: { feed: FULL, animals: FULL } });

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = async (method: Method, url: string, payload?: object, headers: Record<string, string> = feeder.headers) => {
  const response = await app.inject({ method, url, headers, payload });
  return { status: response.statusCode, body: String(response.headers['content-type']).startsWith('application/json') ? response.json() : response.body, response };
};
const ok = async (method: Method, url: string, payload?: object, headers = feeder.headers) => {
  const { status, body } = await call(method, url, payload, headers);
  expect(status, JSON.stringify(body)).toBe(200);
  return body.data;
};
const logged = async (entityId: string) => (await db.select({ action: activityLog.action }).from(activityLog).where(eq(activityLog.entityId, entityId))).map((entry) => entry.action);
const mxn = (pesos: number) => ({ amountMinor: Math.round(pesos * 100), currency: 'MXN' });

/** The feed room: typical values a farm's analyses give, in pesos a tonne as fed. */
async function feedRoom(headers = feeder.headers) {
  const add = (name: string, category: string, dmPercent: number, pesos: number, nutrients: Record<string, number>, extra: object = {}) =>
    ok('POST', '/api/feed/ingredient', { name: `${name} ${Math.random().toString(36).slice(2, 6)}`, category, dmPercent, nutrients, marketPrice: mxn(pesos), ...extra }, headers);
  const silage = await add('Ensilado de maíz', 'forage', 35, 900, { cp: 8.5, rup: 2.3, rdp: 6.2, ndf: 42, adf: 25, fat: 3.2, tdn: 70, nem: 1.6, neg: 1.0, nel: 1.55, ca: 0.25, p: 0.22 });
  const corn = await add('Maíz molido', 'grain', 88, 5200, { cp: 9, rup: 4.5, rdp: 4.5, ndf: 9.5, adf: 3.4, fat: 4.2, tdn: 88, nem: 2.2, neg: 1.52, nel: 2.0, ca: 0.03, p: 0.28 });
  const soy = await add('Pasta de soya', 'proteinMeal', 89, 9800, { cp: 49.9, rup: 17, rdp: 32.9, ndf: 9.8, adf: 6.2, fat: 1.6, tdn: 84, nem: 2.07, neg: 1.41, nel: 1.94, ca: 0.4, p: 0.71 });
  const hay = await add('Heno de alfalfa', 'forage', 89, 4200, { cp: 19, rup: 5, rdp: 14, ndf: 42, adf: 32, fat: 2.5, tdn: 58, nem: 1.24, neg: 0.68, nel: 1.3, ca: 1.4, p: 0.26 });
  const lime = await add('Carbonato de calcio', 'mineral', 99, 2500, { ca: 38, ash: 96 }, { caAbsorption: 0.6 });
  const lot = async (ingredientId: string, quantityKg: number) => ok('POST', '/api/feed/inventory', { ingredientId, receivedAt: '2026-11-01', quantityKg }, headers);
  return {
    ingredients: { silage, corn, soy, hay, lime },
    lots: { silage: await lot(silage.id, 40_000), corn: await lot(corn.id, 8_000), soy: await lot(soy.id, 2_000), hay: await lot(hay.id, 3_000), lime: await lot(lime.id, 200) },
  };
}

/** Finishing steers weighed this month, in a group. */
async function steers(organizationId = org, count = 6) {
  const group = await insertGroup(app, organizationId, `Novillos ${Math.random().toString(36).slice(2, 6)}`);
  for (let index = 0; index < count; index += 1) {
    const steer = await insertAnimal(app, organizationId, { gender: 'male', birthDate: '2025-08-01' });
    await db.update(animals).set({ categoryStage: 'steer' }).where(eq(animals.id, steer.id));
    await insertRecord(app, organizationId, steer.id, { type: 'groupChange', groupId: group.id, occurredAt: new Date('2026-10-01T00:00:00Z') });
    await insertRecord(app, organizationId, steer.id, { type: 'weight', quantity: { value: 380 + index * 15, unit: 'kg' }, occurredAt: new Date('2026-11-20T00:00:00Z') });
  }
  return group;
}

const room = await feedRoom();
const pen = await steers();
const fromLots = (...lots: { id: string }[]) => lots.map((lot) => ({ lotId: lot.id }));
const finishing = { target: { kind: 'group', groupId: pen.id }, system: 'beefGrowing', targetGainKgPerDay: 1.4, feeds: fromLots(room.lots.silage, room.lots.corn, room.lots.soy, room.lots.hay, room.lots.lime) };

describe('formulation', () => {
  it('gives the least-cost ration of the group from its lots, with requirements met, cost and shadow prices', async () => {
    const result = await ok('POST', '/api/feed/formulation', { ...finishing, subGroups: 2 });
    expect(result.target).toMatchObject({ kind: 'group', id: pen.id, headCount: 6 });
    expect(result.currency).toBe('MXN');
    expect(result.subGroups.map((group: { headCount: number }) => group.headCount)).toEqual([3, 3]);
    const [light, heavy] = result.subGroups;
    expect(heavy.averageWeightKg).toBeGreaterThan(light.averageWeightKg);
    expect(light.outcome.status).toBe('optimal');
    const outcome = light.outcome;
    expect(outcome.costPerHead).toBeGreaterThan(0);
    expect(outcome.costGroup).toBeCloseTo(outcome.costPerHead * 3, 6);
    const used = outcome.ingredients.filter((ingredient: { kgDmPerHead: number }) => ingredient.kgDmPerHead > 0);
    expect(used.length).toBeGreaterThan(0);
    expect(used[0]).toMatchObject({ lotNumber: expect.any(Number), lotId: expect.any(String), name: expect.any(String) });
    expect(outcome.ingredients.reduce((sum: number, ingredient: { percentOfDm: number }) => sum + ingredient.percentOfDm, 0)).toBeCloseTo(100, 6);
    for (const id of ['nem', 'neg', 'mp', 'ca', 'p']) expect(outcome.nutrients.find((nutrient: { id: string }) => nutrient.id === id).percentOfRequirement).toBeGreaterThan(99);
    expect(outcome.binding.length).toBeGreaterThan(0);
    expect(light.requirements.nutrients.map((figure: { id: string }) => figure.id)).toEqual(['nem', 'neg', 'mp', 'ca', 'p']);
  });

  it('never shows a ration calcium cannot be met for: it names the constraint and the richest feed chosen', async () => {
    const result = await ok('POST', '/api/feed/formulation', { ...finishing, feeds: fromLots(room.lots.silage, room.lots.corn, room.lots.soy) });
    const [group] = result.subGroups;
    expect(group.outcome.status).toBe('infeasible');
    expect(group.outcome.ingredients).toBeUndefined();
    const calcium = group.outcome.conflicts.find((conflict: { constraint: string }) => conflict.constraint === 'nutrient:ca:min');
    expect(calcium).toMatchObject({ messageKey: 'rations.conflicts.nutrient.min', bestIngredient: { name: room.ingredients.soy.name } });
    expect(calcium.params.ingredientName).toBe(room.ingredients.soy.name);
  });

  it('warns of animals with no weight and leaves them out', async () => {
    const steer = await insertAnimal(app, org, { gender: 'male' });
    await insertRecord(app, org, steer.id, { type: 'groupChange', groupId: pen.id, occurredAt: new Date('2026-11-01T00:00:00Z') });
    const result = await ok('POST', '/api/feed/formulation', finishing);
    expect(result.target.headCount).toBe(7);
    expect(result.subGroups[0].headCount).toBe(6);
    expect(result.warnings[0]).toEqual({ key: 'feed.warnings.unweighed', params: { count: 1, tags: steer.tagNumber } });
    await insertRecord(app, org, steer.id, { type: 'groupChange', groupId: null, occurredAt: new Date('2026-11-02T00:00:00Z') });
  });

  it('reads a cow’s calving, pregnancy check and milk from her records (dates as either database gives them)', async () => {
    const string = await insertGroup(app, org);
    const cow = await insertAnimal(app, org, { birthDate: '2021-03-01' });
    await insertRecord(app, org, cow.id, { type: 'groupChange', groupId: string.id, occurredAt: new Date('2026-06-01T00:00:00Z') });
    await insertRecord(app, org, cow.id, { type: 'weight', quantity: { value: 640, unit: 'kg' }, occurredAt: new Date('2026-11-20T00:00:00Z') });
    await insertRecord(app, org, cow.id, { type: 'calving', occurredAt: new Date('2026-08-01T00:00:00Z'), details: { birthEase: 'noAssistance' } });
    await insertRecord(app, org, cow.id, { type: 'pregnancyCheck', occurredAt: new Date('2026-11-01T00:00:00Z'), details: { result: 'pregnant', fetusAgeDays: 40 } });
    await insertRecord(app, org, cow.id, { type: 'milk', quantity: { value: 32, unit: 'kg' }, occurredAt: new Date('2026-11-23T00:00:00Z'), details: { fatPercent: 3.9, proteinPercent: 3.2 } });
    const feeds = fromLots(room.lots.silage, room.lots.hay, room.lots.corn, room.lots.soy, room.lots.lime);
    const result = await ok('POST', '/api/feed/formulation', { target: { kind: 'group', groupId: string.id }, system: 'dairyLactating', feeds });
    expect(result.subGroups[0].headCount).toBe(1);
    // Lactation and pregnancy both need energy: the cow's days in milk and days pregnant were read.
    const nel = result.subGroups[0].requirements.nutrients.find((figure: { id: string }) => figure.id === 'nel');
    expect(nel.parts.lactation).toBeGreaterThan(0);
    expect(nel.parts.pregnancy).toBeGreaterThan(0);
  });

  it('refuses bad input by its field (422), a member without feed (403), another organisation’s group or lot (404)', async () => {
    const empty = await insertGroup(app, org);
    const unweighed = await insertGroup(app, org);
    const calf = await insertAnimal(app, org);
    await insertRecord(app, org, calf.id, { type: 'groupChange', groupId: unweighed.id });
    // A pig premix with carbadox, which ruminants must not eat.
    const poison = await ok('POST', '/api/feed/ingredient', { name: 'Premezcla porcina', category: 'vitaminPremix', dmPercent: 95, nutrients: { ash: 80 }, safety: { notForSpecies: ['cattle', 'sheep'] } });
    const dollars = await ok('POST', '/api/feed/ingredient', { name: 'Corn gluten feed', category: 'byproduct', dmPercent: 90, nutrients: { cp: 22 }, marketPrice: { amountMinor: 20000, currency: 'USD' } });
    for (const [payload, param, key] of [
      [{ ...finishing, feeds: [] }, 'feeds', 'feed.feedsRequired'],
      [{ ...finishing, targetGainKgPerDay: null }, 'targetGainKgPerDay', 'feed.gainRequired'],
      [{ ...finishing, targetGainKgPerDay: 3 }, 'targetGainKgPerDay', 'feed.gainRange'],
      [{ ...finishing, feeds: [{}] }, 'feeds.0.lotId', 'feed.feedRequired'],
      [{ ...finishing, target: { kind: 'group', groupId: empty.id } }, 'target.groupId', 'feed.emptyGroup'],
      [{ ...finishing, target: { kind: 'group', groupId: unweighed.id } }, 'target.groupId', 'feed.noWeights'],
      [{ ...finishing, system: 'dairyLactating' }, 'target.groupId', 'feed.noMilkRecords'],
      [{ ...finishing, feeds: [{ ingredientId: poison.id }] }, 'feeds.0.ingredientId', 'feed.notForSpecies'],
      [{ ...finishing, feeds: [...finishing.feeds, { ingredientId: dollars.id }] }, 'feeds.5', 'feed.currenciesDiffer'],
    ] as const) {
      const { status, body } = await call('POST', '/api/feed/formulation', payload);
      expect([status, body.errors?.[0]?.param, body.errors?.[0]?.key], key).toEqual([422, param, key]);
    }
    expect((await call('POST', '/api/feed/formulation', finishing, stranger.headers)).status).toBe(403);
    const theirPen = await steers(outsider.organizationId, 2);
    expect((await call('POST', '/api/feed/formulation', { ...finishing, target: { kind: 'group', groupId: theirPen.id } })).status).toBe(404);
    const theirs = await feedRoom(outsider.headers);
    expect((await call('POST', '/api/feed/formulation', { ...finishing, feeds: fromLots(theirs.lots.corn) })).status).toBe(404);
  });
});

describe('the ration library', () => {
  it('saves, versions, copies, applies and feeds a ration; the stock falls and every write is logged', async () => {
    const saved = await ok('POST', '/api/feed/ration', { name: 'Engorda novillos', notes: 'Corrales 3 y 4', formulation: finishing });
    expect(saved).toMatchObject({ number: expect.any(Number), version: 1, name: 'Engorda novillos', appliedTo: [], versions: [{ version: 1 }] });
    expect(saved.result.subGroups[0].outcome.status).toBe('optimal');
    expect((await call('POST', '/api/feed/ration', { name: 'engorda NOVILLOS', formulation: finishing })).body.errors[0]).toMatchObject({ param: 'name', key: 'feed.rationNameTaken' });
    const infeasible = await call('POST', '/api/feed/ration', { name: 'Sin calcio', formulation: { ...finishing, feeds: fromLots(room.lots.silage, room.lots.corn) } });
    expect([infeasible.status, infeasible.body.errors[0].key]).toEqual([422, 'feed.infeasible']);

    const revised = await ok('PUT', `/api/feed/ration/${saved.number}`, { formulation: { ...finishing, targetGainKgPerDay: 1.2 } });
    expect(revised).toMatchObject({ number: saved.number, version: 2, name: 'Engorda novillos', notes: 'Corrales 3 y 4' });
    expect(revised.versions.map((version: { version: number }) => version.version)).toEqual([2, 1]);
    const copy = await ok('POST', `/api/feed/ration/${saved.number}/copy`, { name: 'Engorda novillas' });
    expect(copy).toMatchObject({ version: 1, name: 'Engorda novillas' });
    expect(copy.number).not.toBe(saved.number);
    const library = await ok('GET', '/api/feed/ration?search=Engorda');
    expect(library.items.map((item: { name: string; version: number }) => [item.name, item.version])).toEqual([
      ['Engorda novillas', 1],
      ['Engorda novillos', 2],
    ]);

    const applied = await ok('POST', `/api/feed/ration/${saved.number}/apply`, { target: { kind: 'group', groupId: pen.id }, from: '2026-11-22' });
    expect(applied.appliedTo).toEqual([{ kind: 'group', id: pen.id, name: pen.name, from: '2026-11-22T00:00:00.000Z' }]);
    const [member] = await db.select({ id: animals.id }).from(animals).where(eq(animals.groupId, pen.id));
    const tab = await ok('GET', `/api/feed/animal/${member!.id}`);
    expect(tab.current).toMatchObject({ number: saved.number, version: 2, through: 'group' });
    expect(tab.perHead.length).toBeGreaterThan(0);

    const stockBefore = await ok('GET', `/api/feed/inventory/${room.lots.silage.number}`);
    const fed = await ok('POST', `/api/feed/ration/${saved.number}/feeding`, { target: { kind: 'group', groupId: pen.id }, occurredAt: '2026-11-24', days: 2 });
    expect(fed.headCount).toBe(6);
    const silage = fed.drawn.find((draw: { lotNumber: number }) => draw.lotNumber === room.lots.silage.number);
    const stockAfter = await ok('GET', `/api/feed/inventory/${room.lots.silage.number}`);
    if (silage) {
      expect(silage.kg).toBeGreaterThan(0);
      expect(stockAfter.stockKg).toBeCloseTo(stockBefore.stockKg - silage.kg, 3);
      expect(silage.stockKg).toBeCloseTo(stockAfter.stockKg, 3);
    }
    expect(fed.drawn.reduce((sum: number, draw: { kg: number }) => sum + draw.kg, 0)).toBeGreaterThan(0);
    const records = await ok('GET', `/api/animal/${member!.id}/record?type=feeding`);
    const feeding = records.items.find((record: { id: string }) => record.id === fed.eventId);
    expect(feeding.details).toMatchObject({ feed: 'Engorda novillos' });
    const edit = await call('DELETE', `/api/animal/${member!.id}/record/${fed.eventId}`);
    expect([edit.status, edit.body.key]).toEqual([409, 'feed.recordByRation']);

    expect(await logged(saved.id)).toEqual(['ration.create']);
    // Applied and fed: the latest version, the one the group eats.
    expect(await logged(revised.id)).toEqual(['ration.revise', 'ration.apply', 'ration.feed']);
    expect(await logged(copy.id)).toEqual(['ration.copy']);
  });

  it('refuses a feeding that would take a lot below zero, whole (409), or one not yet given (422)', async () => {
    const small = await ok('POST', '/api/feed/inventory', { ingredientId: room.ingredients.lime.id, receivedAt: '2026-11-01', quantityKg: 0.05 });
    const ration = await ok('POST', '/api/feed/ration', { name: 'Con poco carbonato', formulation: { ...finishing, feeds: fromLots(room.lots.silage, room.lots.soy, room.lots.hay, small) } });
    const before = await ok('GET', `/api/feed/inventory/${room.lots.silage.number}`);
    const { status } = await call('POST', `/api/feed/ration/${ration.number}/feeding`, { target: { kind: 'group', groupId: pen.id }, occurredAt: '2026-11-24', days: 30 });
    expect(status).toBe(409);
    expect((await ok('GET', `/api/feed/inventory/${room.lots.silage.number}`)).stockKg).toBe(before.stockKg);
    const tomorrow = await call('POST', `/api/feed/ration/${ration.number}/feeding`, { target: { kind: 'group', groupId: pen.id }, occurredAt: '2026-11-26' });
    expect([tomorrow.status, tomorrow.body.errors[0]]).toEqual([422, { param: 'occurredAt', msg: expect.any(String), key: 'animals.recordInFuture' }]);
  });

  it('prints the mixer loading sheet as a PDF, in Spanish when asked', async () => {
    const [ration] = (await ok('GET', '/api/feed/ration?limit=1')).items;
    const { status, response } = await call('GET', `/api/feed/ration/${ration.number}/loading-sheet?loads=2&language=es`);
    expect(status).toBe(200);
    expect(response.headers['content-type']).toContain('application/pdf');
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    expect((await call('GET', `/api/feed/ration/${ration.number}/loading-sheet?loads=30`)).body.errors[0]).toMatchObject({ param: 'loads', key: 'feed.loadsRange' });
  });

  it('keeps another organisation’s rations and animals out (404) and a viewer from writing (403)', async () => {
    const [ration] = (await ok('GET', '/api/feed/ration?limit=1')).items;
    for (const [method, url, payload] of [
      ['GET', `/api/feed/ration/${ration.number}`],
      ['PUT', `/api/feed/ration/${ration.number}`, { formulation: finishing }],
      ['POST', `/api/feed/ration/${ration.number}/copy`, { name: 'Ajena' }],
      ['POST', `/api/feed/ration/${ration.number}/apply`, { target: { kind: 'group', groupId: pen.id }, from: '2026-11-22' }],
      ['POST', `/api/feed/ration/${ration.number}/feeding`, { target: { kind: 'group', groupId: pen.id }, occurredAt: '2026-11-24' }],
      ['GET', `/api/feed/ration/${ration.number}/loading-sheet`],
    ] as const) {
      expect((await call(method, url, payload, outsider.headers)).status, url).toBe(404);
    }
    const [member] = await db.select({ id: animals.id }).from(animals).where(eq(animals.groupId, pen.id));
    expect((await call('GET', `/api/feed/animal/${member!.id}`, undefined, outsider.headers)).status).toBe(404);
    expect((await call('POST', '/api/feed/ration', { name: 'Mía', formulation: finishing }, viewer.headers)).status).toBe(403);
    expect((await call('POST', `/api/feed/ration/${ration.number}/apply`, { target: { kind: 'group', groupId: pen.id }, from: '2026-11-22' }, viewer.headers)).status).toBe(403);
    expect((await call('GET', `/api/feed/ration/${ration.number}/loading-sheet`, undefined, viewer.headers)).status).toBe(403);
    expect((await call('POST', `/api/feed/ration/${ration.number}/apply`, { target: { kind: 'group', groupId: (await steers(outsider.organizationId, 1)).id }, from: '2026-11-22' })).body.errors[0]).toMatchObject({
      param: 'target.groupId',
      key: 'errors.notFound',
    });
  });
});
