import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { animals, geneticEvaluations, organizations } from '../../db/schema';
import { buildTestApp } from '../../test/app';
import { createMember } from '../../test/people';

const app = await buildTestApp();
const { db } = app.database;
const [demo] = await db.select({ id: organizations.id }).from(organizations).where(eq(organizations.code, 'demo'));
const breeder = await createMember(app, { organizationId: demo!.id, grants: { genetics: ['view'] } });
const get = async (url: string) => (await app.inject({ method: 'GET', url, headers: breeder.headers })).json().data;

describe('the demo breeding programme', () => {
  it('is evaluated at seeding: EPDs with accuracies, and the bull bred to wean heavier calves ranked above the calving-ease bull', async () => {
    const [evaluation] = await db.select().from(geneticEvaluations).where(eq(geneticEvaluations.organizationId, demo!.id));
    expect(evaluation).toMatchObject({ status: 'completed', progress: 1, errorKey: null });
    expect(evaluation!.runs.find((run) => run.trait === 'weaningWeight')).toMatchObject({ skipped: null });
    expect(evaluation!.runs.find((run) => run.trait === 'carcassWeight')).toMatchObject({ records: 6, skipped: null });
    const bulls = await db.select({ id: animals.id, nickname: animals.nickname }).from(animals).where(and(eq(animals.organizationId, demo!.id), eq(animals.gender, 'male')));
    const worth = async (nickname: string) => get(`/api/genetics/animal/${bulls.find((bull) => bull.nickname === nickname)!.id}/worth`);
    const comanche = await worth('Comanche');
    const huracan = await worth('Huracán');
    expect(comanche.values.weaningWeight.epd).toBeGreaterThan(huracan.values.weaningWeight.epd);
    expect(comanche.values.birthWeight.epd).toBeGreaterThan(huracan.values.birthWeight.epd);
    expect(comanche.values.weaningWeight.accuracy).toBeGreaterThan(0.05);
    expect(comanche.history).toHaveLength(1);
  });

  it('has the bought-in bulls and six calves genotyped, one calf flagged: recorded as Comanche’s, compatible with Huracán', async () => {
    const genotyped = await get('/api/genetics/genotype?limit=100');
    expect(genotyped.total).toBe(8);
    const conflicts = (await get('/api/genetics/genotype?conflicts=true')).items;
    expect(conflicts).toHaveLength(1);
    expect(conflicts[0].parentage).toMatchObject({ conflict: true, sire: { verdict: 'excluded' }, candidateSires: [{ verdict: 'compatible' }] });
    const [huracan] = await db.select({ id: animals.id }).from(animals).where(and(eq(animals.organizationId, demo!.id), eq(animals.nickname, 'Huracán')));
    expect(conflicts[0].parentage.candidateSires[0].animal.id).toBe(huracan!.id);
  });
});
