import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { activityLog, animalRecords } from '../../../db/schema';
import { buildTestApp } from '../../../test/app';
import { insertAnimal } from '../../../test/herd';
import { createMember } from '../../../test/people';
import { beefHerd, FULL, geneticsTestbed, WEANED } from '../testing';

const app = await buildTestApp({ clock: () => new Date('2026-11-24T12:00:00Z') });
const { db } = app.database;
const { org, ok, call, viewer, outsider, breeder } = await geneticsTestbed(app);
const herd = await beefHerd(app, org, 'SH');
const weighings = async (animalId: string) =>
  (await db.select({ at: animalRecords.occurredAt, kg: animalRecords.quantityValue }).from(animalRecords).where(eq(animalRecords.animalId, animalId))).filter((row) => row.kg !== null);

describe('EPD sheets', () => {
  it('fills the sheet from the register, the log and the groups: parents, birth, dam age, the weaning weighing and its 205-day adjustment', async () => {
    const calf = herd.calves[1]!;
    const sheet = await ok('GET', `/api/genetics/animal/${calf.id}/epd-data`);
    expect(sheet.fields).toMatchObject({
      animalName: 'SH-B02',
      gender: 'male',
      sireId: 'SH-T2',
      damId: 'SH-V2',
      dateOfBirth: '2025-03-05',
      birthYear: 2025,
      seasonOfBirth: 'spring',
      birthWeight: 35,
      weaningDate: WEANED,
      weaningSex: 'bull',
      conceptionMethod: 'naturalMating',
      damAge: 9,
      animalStatus: 'active',
      internationalId: null,
    });
    // ((weight − birth) / age) × 205 + birth: the BIF adjustment with a mature dam (no age-of-dam addition).
    const age = 210;
    const weight = sheet.fields.weaningWeight as number;
    expect(sheet.adjusted.weaning205Kg).toBeCloseTo(((weight - 35) / age) * 205 + 35, 1);
    expect(sheet.groups.weaning).toBeNull();
  });

  it('saves the breeder’s entries, records a typed yearling weight as a weighing of the log once, and logs the change', async () => {
    const calf = herd.calves[2]!;
    const body = { breederHerdCode: 'SH01', managementFeedCode: 'CORRAL-2', yearlingWeight: 402.5, yearlingDate: '2026-03-20', yearlingHeight: 121, marbling: 480, creep: true, internationalId: 'ANG MEX M 000000012345' };
    const saved = await ok('PUT', `/api/genetics/animal/${calf.id}/epd-data`, body);
    expect(saved.fields).toMatchObject({ breederHerdCode: 'SH01', yearlingWeight: 402.5, yearlingDate: '2026-03-20', yearlingHeight: 121, marbling: 480, creep: true, internationalId: 'ANGMEXM000000012345' });
    expect((await weighings(calf.id)).map((row) => row.kg)).toContain(402.5);
    await ok('PUT', `/api/genetics/animal/${calf.id}/epd-data`, body);
    expect((await weighings(calf.id)).filter((row) => row.kg === 402.5)).toHaveLength(1);
    const cleared = await ok('PUT', `/api/genetics/animal/${calf.id}/epd-data`, { breederHerdCode: 'SH01' });
    expect(cleared.fields).toMatchObject({ marbling: null, creep: null, yearlingWeight: 402.5 });
    const logged = await db.select({ action: activityLog.action }).from(activityLog).where(eq(activityLog.entityId, calf.id));
    expect(logged.filter((entry) => entry.action === 'epdData.update')).toHaveLength(3);
  });

  it('refuses bad figures (422 on their fields), a weighing outside its window or before birth, a viewer or a breeder who may not add records (403), another organisation’s animal (404)', async () => {
    const calf = herd.calves[3]!;
    for (const [body, param, key] of [
      [{ marbling: 50 }, 'marbling', 'genetics.marblingRange'],
      [{ weaningWeight: 250 }, 'weaningDate', 'genetics.weighingDateRequired'],
      [{ breederHerdCode: 'SH 01' }, 'breederHerdCode', 'genetics.codeInvalid'],
      [{ harvestDate: '2026-01-01', dateOnFeed: '2026-02-01' }, 'harvestDate', 'genetics.harvestBeforeFeed'],
      [{ weaningWeight: 250, weaningDate: '2025-05-01' }, 'weaningDate', 'genetics.weaningAgeOutside'],
      [{ yearlingWeight: 250, yearlingDate: '2024-05-01' }, 'yearlingDate', 'animals.recordBeforeBirth'],
      [{ yearlingWeight: 250, yearlingDate: '2027-04-01' }, 'yearlingDate', 'animals.recordInFuture'],
    ] as const) {
      const { status, body: answer } = await call('PUT', `/api/genetics/animal/${calf.id}/epd-data`, body);
      expect([status, answer.errors[0]?.param, answer.errors[0]?.key], key).toEqual([422, param, key]);
    }
    expect(await weighings(calf.id)).toHaveLength(1);
    expect((await call('PUT', `/api/genetics/animal/${calf.id}/epd-data`, { marbling: 400 }, viewer.headers)).status).toBe(403);
    const geneticsOnly = await createMember(app, { organizationId: org, grants: { genetics: FULL } });
    expect((await call('PUT', `/api/genetics/animal/${calf.id}/epd-data`, { weaningWeight: 260, weaningDate: '2025-09-20' }, geneticsOnly.headers)).status).toBe(403);
    expect((await call('PUT', `/api/genetics/animal/${calf.id}/epd-data`, { marbling: 400 }, geneticsOnly.headers)).status).toBe(200);
    const theirs = await insertAnimal(app, outsider.organizationId);
    expect((await call('GET', `/api/genetics/animal/${theirs.id}/epd-data`)).status).toBe(404);
    expect((await call('PUT', `/api/genetics/animal/${theirs.id}/epd-data`, { marbling: 400 })).status).toBe(404);
    expect(breeder.organizationId).not.toBe(outsider.organizationId);
  });
});
