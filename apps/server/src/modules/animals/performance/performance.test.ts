import { messageCatalog } from '@ganado/shared';
import { KG_PER_LB } from '@ganado/shared/animals';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { animals } from '../../../db/schema';
import { buildTestApp } from '../../../test/app';
import { insertAnimal, insertRecord } from '../../../test/herd';
import { createMember } from '../../../test/people';

const { en } = messageCatalog;
const app = await buildTestApp();
const viewer = await createMember(app, { grants: { animals: ['view'] } });
const stranger = await createMember(app, { organizationId: viewer.organizationId, grants: { farms: ['view'] } });
const outsider = await createMember(app, { grants: { animals: ['view'] } });
const org = viewer.organizationId;

const get = async (id: string, headers = viewer.headers) => {
  const response = await app.inject({ method: 'GET', url: `/api/animal/${id}/performance`, headers });
  return { status: response.statusCode, body: response.json() };
};

// A first-calf heifer (two on the calf's birth day) and her bull calf born 14 March 2023, 35 kg.
const dam = await insertAnimal(app, org, { birthDate: '2021-01-10', tagNumber: 'MX-DAM-1' });
const bull = await insertAnimal(app, org, { gender: 'male', damId: dam.id, tagNumber: 'MX-BULL-1' });
await app.database.db.update(animals).set({ birthWeight: 35, birthWeightUnit: 'kg' }).where(eq(animals.id, bull.id));
const weigh = (on: string, value: number, status: 'done' | 'planned' = 'done') =>
  insertRecord(app, org, bull.id, { type: 'weight', status, occurredAt: new Date(`${on}T09:00:00Z`), quantity: { value, unit: 'kg' } });
await weigh('2023-10-05', 215); // day 205
await weigh('2024-03-13', 320); // day 365
await weigh('2024-06-01', 900, 'planned');
const assess = (on: string, details: Record<string, unknown>) => insertRecord(app, org, bull.id, { type: 'assessment', occurredAt: new Date(`${on}T10:00:00Z`), details });
await assess('2024-05-01', { scrotalCircumferenceCm: 28 });
await assess('2024-11-20', { scrotalCircumferenceCm: 36 });
await assess('2024-12-01', { bodyConditionScore: 3 });

describe('GET /api/animal/:id/performance', () => {
  it('answers the weight curve and the BIF-adjusted weights of the package’s worked example', async () => {
    const { status, body } = await get(bull.id);
    expect(status).toBe(200);
    const data = body.data;
    expect(data.weights).toEqual([
      { on: '2023-03-14', ageDays: 0, weightKg: 35, atBirth: true },
      { on: '2023-10-05', ageDays: 205, weightKg: 215, atBirth: false },
      { on: '2024-03-13', ageDays: 365, weightKg: 320, atBirth: false },
    ]);
    // From the birth weight: (320 − 35) / 365 days = 0.78082 kg/day; the last two: (320 − 215) / 160
    // days = 0.65625 kg/day. The planned weighing is left out.
    expect(data.averageDailyGainKg).toBeCloseTo(285 / 365, 10);
    expect(data.latestDailyGainKg).toBeCloseTo(0.65625, 10);
    // Dam of two, male calf: +60 lb = 27.2155 kg. (215 − 35) / 205 × 205 + 35 + 27.2155 = 242.2155 kg.
    expect(data.adjusted205).toMatchObject({ on: '2023-10-05', ageDays: 205, actualKg: 215 });
    expect(data.adjusted205.ageOfDamAdjustmentKg).toBeCloseTo(60 * KG_PER_LB, 10);
    expect(data.adjusted205.adjustedKg).toBeCloseTo(242.2155422, 6);
    // (320 − 215) / (365 − 205) × 160 + 242.2155 = 347.2155 kg.
    expect(data.adjusted365).toMatchObject({ on: '2024-03-13', ageDays: 365, actualKg: 320 });
    expect(data.adjusted365.adjustedKg).toBeCloseTo(347.2155422, 6);
    expect(data.notes).toEqual([]);
    // The latest measurement (not the later assessment without one): 20 months, over 34 cm.
    expect(data.scrotal).toEqual({ on: '2024-11-20', ageMonths: 20, circumferenceCm: 36, hint: 'satisfactory' });
    expect(data.milk).toEqual([]);
  });

  it('lists a cow’s milk and says why she has no adjusted weights', async () => {
    await insertRecord(app, org, dam.id, { type: 'milk', occurredAt: new Date('2024-04-02T06:00:00Z'), quantity: { value: 18.5, unit: 'L' } });
    const { body } = await get(dam.id);
    expect(body.data.milk).toEqual([{ on: '2024-04-02', yield: 18.5, unit: 'L' }]);
    expect(body.data).toMatchObject({ weights: [], averageDailyGainKg: null, adjusted205: null, adjusted365: null, scrotal: null });
    expect(body.data.notes).toEqual(['noWeaningWeight', 'noYearlingWeight', 'noBirthWeight']);
  });

  it('answers 404 for another organisation’s animal and for an unknown id, 422 for a malformed one', async () => {
    expect((await get(bull.id, outsider.headers)).status).toBe(404);
    expect((await get('00000000-0000-4000-8000-000000000000')).status).toBe(404);
    const { status, body } = await get('not-an-id');
    expect(status).toBe(422);
    expect(body.errors).toContainEqual({ param: 'id', key: 'errors.notFound', msg: en['errors.notFound'] });
  });

  it('answers 403 without the animals permission', async () => {
    const { status, body } = await get(bull.id, stranger.headers);
    expect(status).toBe(403);
    expect(body.key).toBe('errors.forbidden');
  });
});
