import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { beforeAll, describe, expect, it } from 'vitest';
import { animals, breeds, species } from '../../../db/schema';
import { buildTestApp } from '../../../test/app';
import { insertAnimal, insertFarm, insertRecord } from '../../../test/herd';
import { createMember } from '../../../test/people';
import { goodSample, semenTestbed } from '../testing';

const app = await buildTestApp({ clock: () => new Date('2026-11-24T12:00:00Z') });
const { db } = app.database;
const { technician, viewer, outsider, org, call, ok } = await semenTestbed(app);
const STATISTICS = ['view', 'export'] as const;
const statisticsGrants = { inseminatorStatistics: STATISTICS, organisation: STATISTICS, genotypePerformance: STATISTICS };
const analyst = await createMember(app, { organizationId: org, grants: statisticsGrants });
const theirAnalyst = await createMember(app, { organizationId: outsider.organizationId, grants: statisticsGrants });
const get = (url: string, headers = analyst.headers) => ok('GET', url, undefined, headers);

const day = (iso: string) => new Date(`${iso}T00:00:00Z`);
const ai = (details: Record<string, unknown>) => ({ method: 'artificialInsemination', ...details });

let ana: string;
let ben: string;
let titan: { id: string };
let batch: { id: string; code: string };
let farm: { id: string };
let hill: { id: string };

/**
 * The herd, worked by hand (clock 24 November 2026; the default period 25 November 2025 to 24
 * November 2026; docs/decisions.md: fertility figures):
 * - Paloma: served by Ana with Titán on 10 January 2025 (before the period), calved 20 October
 *   2025, served by Ana with Titán's batch on 2 March 2026, checked pregnant 6 April: a first
 *   service (the first since the calving), pregnant, a non-return in every window.
 * - Luna: served by Ana with Titán on 2 March 2026 and by Ben with the Jersey bull (named by his
 *   code) 21 days later: the first open (a return inside 24 and 56 days), the second a repeat of
 *   unknown outcome, a non-return.
 * - Estrella, on the hill farm, a Jersey: served by Ben on 20 October 2026, 35 days before the
 *   clock: her 24-day window has closed (a non-return), her 56-day one is pending.
 * - Nube: a natural mating, not an AI service: not counted.
 */
beforeAll(async () => {
  ana = (await ok('POST', '/api/semen/inseminator', { name: 'Ana Ruiz' })).id;
  ben = (await ok('POST', '/api/semen/inseminator', { name: 'Ben Ortiz' })).id;
  titan = await ok('POST', '/api/semen/sire', { name: 'Titán', naabCode: '7HO12345', breed: 'Holstein' });
  await ok('POST', '/api/semen/sire', { name: 'Dandy', naabCode: '011JE00987', breed: 'Jersey' });
  const collection = await ok('POST', '/api/semen/collection', { sireId: titan.id, collectedAt: '2025-12-01T08:30:00Z', ...goodSample });
  batch = collection.batch;
  farm = await insertFarm(app, org, 'Los Álamos');
  hill = await insertFarm(app, org, 'La Loma');

  const paloma = await insertAnimal(app, org, { nickname: 'Paloma', farmId: farm.id });
  await insertRecord(app, org, paloma.id, { type: 'service', occurredAt: day('2025-01-10'), details: ai({ inseminatorId: ana, semenSireId: titan.id }) });
  await insertRecord(app, org, paloma.id, { type: 'calving', occurredAt: day('2025-10-20'), details: { birthEase: 'noAssistance' } });
  await insertRecord(app, org, paloma.id, { type: 'service', occurredAt: day('2026-03-02'), details: ai({ inseminatorId: ana, semenSireId: titan.id, semenBatchId: batch.id }) });
  await insertRecord(app, org, paloma.id, { type: 'pregnancyCheck', occurredAt: day('2026-04-06'), details: { result: 'pregnant' } });

  const luna = await insertAnimal(app, org, { nickname: 'Luna', farmId: farm.id });
  await insertRecord(app, org, luna.id, { type: 'service', occurredAt: day('2026-03-02'), details: ai({ inseminatorId: ana, semenSireId: titan.id }) });
  await insertRecord(app, org, luna.id, { type: 'pregnancyCheck', occurredAt: day('2026-03-20'), details: { result: 'uncertain' } });
  await insertRecord(app, org, luna.id, { type: 'service', occurredAt: day('2026-03-23'), details: ai({ inseminatorId: ben, semenCode: '011je 00987' }) });

  // Through the animals' own write path, as a technician records it.
  const estrella = await insertAnimal(app, org, { nickname: 'Estrella', farmId: hill.id });
  const [jersey] = await db.select({ id: breeds.id }).from(breeds).innerJoin(species, eq(species.id, breeds.speciesId)).where(and(eq(species.code, 'cattle'), eq(breeds.code, 'jersey')));
  await db.update(animals).set({ breedId: jersey!.id }).where(eq(animals.id, estrella.id));
  await ok('POST', `/api/animal/${estrella.id}/record`, { type: 'service', occurredAt: '2026-10-20', method: 'artificialInsemination', inseminatorId: ben, semenCode: '011JE00987' });

  const nube = await insertAnimal(app, org, { nickname: 'Nube', farmId: farm.id });
  await insertRecord(app, org, nube.id, { type: 'service', occurredAt: day('2026-05-05'), details: { method: 'naturalMating' } });

  // Another organisation's AI service in the same period.
  const theirFarm = await insertFarm(app, outsider.organizationId, 'El Otro Lado');
  const theirCow = await insertAnimal(app, outsider.organizationId, { farmId: theirFarm.id });
  await insertRecord(app, outsider.organizationId, theirCow.id, { type: 'service', occurredAt: day('2026-03-02'), details: ai({}) });
});

const rate = (numerator: number, denominator: number) => ({ numerator, denominator, value: denominator === 0 ? null : numerator / denominator, reliable: denominator >= 10 });
const nrr = (numerator: number, denominator: number, pending = 0, departed = 0) => ({ ...rate(numerator, denominator), pending, departed });

describe('the fertility statistics screens', () => {
  it('counts each inseminator’s services with their outcomes and non-returns, a recent service pending at 56 days', async () => {
    const answer = await get('/api/semen/statistics/inseminators');
    expect(answer).toMatchObject({ asOf: '2026-11-24T12:00:00.000Z', period: { from: '2025-11-25', to: '2026-11-24' }, by: 'inseminator', minReliableServices: 10 });
    expect(answer.groups.map((group: { key: string; label: string }) => [group.key, group.label])).toEqual([
      [ana, 'Ana Ruiz'],
      [ben, 'Ben Ortiz'],
    ]);
    const byName = Object.fromEntries(answer.groups.map((group: { label: string; figures: unknown }) => [group.label, group.figures]));
    // Ana: Paloma pregnant (first since her calving), Luna open (returned after 21 days).
    expect(byName['Ana Ruiz']).toEqual({
      services: 2,
      inseminations: 2,
      firstServices: 2,
      pregnant: 1,
      open: 1,
      unknown: 0,
      conceptionRate: rate(1, 2),
      firstServiceConceptionRate: rate(1, 2),
      servicesPerConception: rate(2, 1),
      nonReturn: {
        d24: { firstServices: nrr(1, 2), allServices: nrr(1, 2) },
        d56: { firstServices: nrr(1, 2), allServices: nrr(1, 2) },
        d60to90: { firstServices: nrr(1, 2), allServices: nrr(1, 2) },
      },
    });
    // Ben: Luna's repeat (closed windows, no return) and Estrella's first service 35 days ago.
    expect(byName['Ben Ortiz']).toMatchObject({
      services: 2,
      firstServices: 1,
      pregnant: 0,
      open: 0,
      unknown: 2,
      conceptionRate: rate(0, 0),
      nonReturn: {
        d24: { firstServices: nrr(1, 1), allServices: nrr(2, 2) },
        d56: { firstServices: nrr(0, 0, 1), allServices: nrr(1, 1, 1) },
        d60to90: { firstServices: nrr(0, 0, 1), allServices: nrr(1, 1, 1) },
      },
    });
    // The organisation: the groups added up; the natural mating, the 2025 service and the other organisation's left out.
    expect(answer.organisation).toMatchObject({ services: 4, firstServices: 3, pregnant: 1, open: 1, unknown: 2, conceptionRate: rate(1, 2) });
    expect(answer.organisation.nonReturn.d56.firstServices).toEqual(nrr(1, 2, 1));
    expect(answer.months.map((month: { key: string; label: string; figures: { services: number } }) => [month.key, month.label, month.figures.services])).toEqual([
      ['2026-03', '2026-03', 3],
      ['2026-10', '2026-10', 1],
    ]);
  });

  it('groups by sire (the code of a service resolved to his semen sire), batch and sire breed', async () => {
    const sires = await get('/api/semen/statistics/genotypes?by=sire');
    expect(sires.groups.map((group: { label: string; code: string; figures: { services: number } }) => [group.label, group.code, group.figures.services])).toEqual([
      ['Dandy', '011JE00987', 2],
      ['Titán', '7HO12345', 2],
    ]);
    const genotypes = await get('/api/semen/statistics/genotypes');
    expect(genotypes.groups.map((group: { key: string; label: string; figures: { services: number } }) => [group.key, group.label, group.figures.services])).toEqual([
      ['Holstein', 'Holstein', 2],
      ['Jersey', 'Jersey', 2],
    ]);
    const batches = await get('/api/semen/statistics/inseminators?by=batch');
    expect(batches.groups.map((group: { key: string | null; label: string | null; figures: { services: number } }) => [group.key, group.label, group.figures.services])).toEqual([
      [batch.id, batch.code, 1],
      [null, null, 3],
    ]);
    const farms = await get('/api/semen/statistics/organisation?by=farm');
    expect(farms.groups.map((group: { label: string; figures: { services: number } }) => [group.label, group.figures.services])).toEqual([
      ['La Loma', 1],
      ['Los Álamos', 3],
    ]);
  });

  it('narrows to a period, a farm, and the species and breed of the female', async () => {
    const march = await get('/api/semen/statistics/organisation?from=2026-03-01&to=2026-03-31');
    expect(march).toMatchObject({ period: { from: '2026-03-01', to: '2026-03-31' }, organisation: { services: 3 } });
    expect(march.groups.map((group: { key: string }) => group.key)).toEqual(['2026-03']);
    expect((await get(`/api/semen/statistics/organisation?farmId=${hill.id}`)).organisation.services).toBe(1);
    expect((await get('/api/semen/statistics/inseminators?speciesCode=cattle&breedCode=jersey')).groups.map((group: { label: string }) => group.label)).toEqual(['Ben Ortiz']);
    expect((await get('/api/semen/statistics/inseminators?breedCode=angus')).organisation.services).toBe(0);
  });

  it('refuses a grouping the screen does not offer, a reversed or too long period, a malformed farm', async () => {
    for (const query of ['by=genotype', 'from=2026-05-01&to=2026-01-01', 'from=2000-01-01&to=2026-01-01', 'farmId=nope', 'from=2026-13-01']) {
      const { status, body } = await call('GET', `/api/semen/statistics/inseminators?${query}`, undefined, analyst.headers);
      expect([query, status, body.errors.length > 0]).toEqual([query, 422, true]);
    }
    // A start after today, with no end: the period would end before it starts.
    expect((await call('GET', '/api/semen/statistics/organisation?from=2027-01-01', undefined, analyst.headers)).status).toBe(422);
  });

  it('needs each screen’s own permission', async () => {
    for (const url of ['/api/semen/statistics/inseminators', '/api/semen/statistics/organisation', '/api/semen/statistics/genotypes', '/api/semen/statistics/genotypes/export']) {
      expect((await call('GET', url, undefined, viewer.headers)).status).toBe(403);
      expect((await call('GET', url, undefined, technician.headers)).status).toBe(403);
    }
    const onlyInseminators = await createMember(app, { organizationId: org, grants: { inseminatorStatistics: ['view'] } });
    expect((await call('GET', '/api/semen/statistics/inseminators', undefined, onlyInseminators.headers)).status).toBe(200);
    expect((await call('GET', '/api/semen/statistics/organisation', undefined, onlyInseminators.headers)).status).toBe(403);
    expect((await call('GET', '/api/semen/statistics/inseminators/export', undefined, onlyInseminators.headers)).status).toBe(403);
  });

  it('never counts another organisation’s services, and refuses its farm as one naming nothing', async () => {
    const theirs = await get('/api/semen/statistics/organisation', theirAnalyst.headers);
    expect(theirs.organisation.services).toBe(1);
    const theirFarm = await insertFarm(app, outsider.organizationId, 'Lejos');
    const refused = await call('GET', `/api/semen/statistics/inseminators?farmId=${theirFarm.id}`, undefined, analyst.headers);
    expect([refused.status, refused.body.errors]).toEqual([404, [expect.objectContaining({ param: 'farmId', key: 'errors.notFound' })]]);
    const nobodys = await call('GET', '/api/semen/statistics/inseminators?farmId=00000000-0000-4000-8000-000000000000', undefined, analyst.headers);
    expect(nobodys).toEqual(refused);
  });

  it('exports the table as CSV in the reader’s language, each rate beside what it is over, and as XLSX', async () => {
    const csv = await app.inject({ method: 'GET', url: '/api/semen/statistics/inseminators/export', headers: { ...analyst.headers, 'accept-language': 'es' } });
    expect(csv.statusCode).toBe(200);
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.headers['content-disposition']).toBe('attachment; filename="inseminator-statistics-2025-11-25-2026-11-24.csv"');
    const cells = csv.body.replace(/^\uFEFF/, '').trim().split(/\r?\n/).map((line) => line.slice(1, -1).split('","'));
    expect(cells[0]!.slice(0, 9)).toEqual(['Inseminador', 'Servicios', 'Inseminaciones', 'Primeros servicios', 'Preñadas', 'Vacías', 'Resultado desconocido', 'Tasa de concepción (%)', 'Servicios con resultado conocido']);
    expect(cells.slice(1).map((row) => row[0])).toEqual(['Ana Ruiz', 'Ben Ortiz', 'Organización']);
    // Ana: 2 services, CR 50 % of 2, 2 services per conception, NRR 56 days 50 % of 2.
    expect(cells[1]).toEqual(['Ana Ruiz', '2', '2', '2', '1', '1', '0', '50', '2', '50', '2', '2', '50', '2', '50', '2', '50', '2']);
    // Ben: no known outcome, Estrella's 56-day window still open.
    expect(cells[2]).toEqual(['Ben Ortiz', '2', '2', '1', '0', '0', '2', '', '0', '', '0', '', '100', '1', '', '0', '', '0']);

    const xlsx = await app.inject({ method: 'GET', url: '/api/semen/statistics/genotypes/export?format=xlsx', headers: analyst.headers });
    expect(xlsx.headers['content-type']).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet');
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(xlsx.rawPayload as unknown as ArrayBuffer);
    const sheet = workbook.worksheets[0]!;
    expect(sheet.name).toBe('Genotype performance');
    expect([1, 2, 3, 4].map((row) => sheet.getRow(row).getCell(1).value)).toEqual(['Sire breed', 'Holstein', 'Jersey', 'Organisation']);
    expect(sheet.getRow(2).getCell(2).value).toBe(2);
  });
});
