import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { DemoOrganization } from '../../seed/demo';
import { sequence } from '../../seed/sequence';
import { writeAnimalRecords } from '../animals/records/records.ledger';
import { recordEntry } from '../animals/records/records.present';
import { type SeedRecordRequest, seedRecord } from '../animals/seed-record';

const DAY = 86_400_000;
const GESTATION = 283;

interface Cow {
  id: string;
  tag: string;
  farmId: string;
  born: string;
  calvedAt: Date;
  servedAt: Date;
  sireId: string | null;
  method: 'artificialInsemination' | 'naturalMating';
  /** Served since the calving by another part of the demo (the semen module's inseminations). */
  servedSince: boolean;
}

/** Wood's curve of a Holstein lactation (kg a day on day t), first lactations flatter (Wood 1967; docs/research). */
const wood = (day: number, first: boolean) => (first ? 15 : 19) * day ** (first ? 0.18 : 0.22) * Math.exp(-(first ? 0.0022 : 0.0035) * day);

/**
 * The demo herd's history the analytics read (docs/decisions.md: reports, the demo): for each cow
 * that calved this year, the calving before (its calf sold at weaning, not in the register), the
 * returns before the service that got her in calf, her services since the calving (a return or a
 * pregnancy check), the Holsteins' monthly milk tests in both lactations (morning and evening,
 * with fat, protein and somatic cells), and a few cases of mastitis, lameness and pneumonia with
 * their treatments. Dated back from today, the same on every machine.
 */
export async function seedDemoHerdHistory(db: Db, demo: DemoOrganization, today = new Date()): Promise<void> {
  const { organizationId, adminId } = demo;
  const random = sequence(2126);
  const between = (low: number, high: number) => low + random() * (high - low);
  const midnight = Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate());
  const cows = await rowsOf<Cow>(
    db.execute(sql`
      select a.id, a.tag_number as tag, a.farm_id as "farmId", a.birth_date::text as born, c.occurred_at as "calvedAt",
        s.occurred_at as "servedAt", s.related_animal_id as "sireId", s.details->>'method' as method,
        exists (select 1 from animal_records n where n.organization_id = c.organization_id and n.animal_id = c.animal_id and n.type = 'service' and n.occurred_at > c.occurred_at) as "servedSince"
      from animal_records c
      join animals a on a.id = c.animal_id and a.organization_id = c.organization_id
      join lateral (
        select * from animal_records s where s.organization_id = c.organization_id and s.animal_id = c.animal_id and s.type = 'service' and s.occurred_at < c.occurred_at
        order by s.occurred_at desc limit 1
      ) s on true
      where c.organization_id = ${organizationId} and c.type = 'calving'
      order by a.tag_number`),
  );
  const records: ReturnType<typeof seedRecord>[] = [];
  const add = (animalId: string, request: SeedRecordRequest, at: number, extra: Record<string, unknown> = {}) => {
    if (at < midnight) records.push(seedRecord(animalId, request, new Date(at), extra));
  };
  const serve = (cow: Cow, at: number) =>
    add(cow.id, { type: 'service', method: cow.method, sireId: cow.sireId, semenCode: cow.method === 'artificialInsemination' ? 'HO-CAPITAN-0417' : null, technician: cow.method === 'artificialInsemination' ? 'Mateo Ruiz' : null }, at);
  const check = (cow: Cow, at: number, pregnant: boolean) =>
    add(cow.id, { type: 'pregnancyCheck', result: pregnant ? 'pregnant' : 'open', method: cow.method === 'artificialInsemination' ? 'ultrasound' : 'palpation' }, at);
  /** A test day every 30 days of a lactation from its eighth day to its end: two milkings, one sample. */
  const milkTests = (cow: Cow, calved: number, end: number, first: boolean, highCells: boolean) => {
    for (let day = 8; calved + day * DAY < Math.min(end, midnight); day += 30) {
      const kg = wood(day, first) * between(0.9, 1.1);
      const sample = { fatPercent: Math.round(between(3.4, 4.1) * 100) / 100, proteinPercent: Math.round(between(3.0, 3.4) * 100) / 100, somaticCellCount: Math.round((highCells ? between(250, 600) : between(25, 140)) * 1000) };
      const at = calved + day * DAY;
      add(cow.id, { type: 'milk', yield: { value: Math.round(kg * 0.55 * 10) / 10, unit: 'kg' }, session: 'morning', saleable: true, ...sample }, at + 5 * 3_600_000);
      add(cow.id, { type: 'milk', yield: { value: Math.round(kg * 0.45 * 10) / 10, unit: 'kg' }, session: 'evening', saleable: true, ...sample }, at + 17 * 3_600_000);
    }
  };

  cows.forEach((cow, index) => {
    const calved = new Date(cow.calvedAt).getTime();
    const served = new Date(cow.servedAt).getTime();
    const dairy = cow.method === 'artificialInsemination';
    // The calving before: 60 to 110 days before the service that got her in calf, if she was old enough to calve then.
    const previous = served - Math.round(between(60, 110)) * DAY;
    const bornAt = Date.parse(`${cow.born}T00:00:00Z`);
    const hadCalved = previous - bornAt > 700 * DAY;
    if (hadCalved) {
      add(cow.id, { type: 'calving', birthEase: 'noAssistance', sireId: cow.sireId, calves: [{ tagNumber: `${cow.tag}-V${index}`, gender: index % 2 ? 'male' : 'female' }] }, previous, { calfIds: [] });
      // Returns before the service that held: one heat, or two, missed by the bull or the straw.
      if (served - previous >= 80) serve(cow, served - 21 * DAY);
      if (served - previous >= 100) serve(cow, served - 42 * DAY);
      if (dairy) milkTests(cow, previous, served + (GESTATION - 60) * DAY, false, index % 7 === 3);
    }
    if (dairy) milkTests(cow, calved, Infinity, !hadCalved, index % 7 === 3);

    // Since this calving: served from the end of the waiting period, each heat until one holds.
    if (cow.servedSince) return;
    let at = calved + Math.round(between(55, 80)) * DAY;
    // About two heats in three are seen and two services in five hold: a 21-day pregnancy rate near 25 %.
    while (at + 21 * DAY < midnight) {
      serve(cow, at);
      if (random() < 0.4) {
        check(cow, at + 32 * DAY, true);
        break;
      }
      let next = at + Math.round(between(19, 23)) * DAY;
      while (random() < 0.35) next += Math.round(between(19, 23)) * DAY;
      // A check after a missed heat finds her open before she is served again.
      if (next - at > 35 * DAY) check(cow, at + 32 * DAY, false);
      at = next;
    }
  });

  // The health book: mastitis in two milkers, a lame beef cow, pneumonia in a calf, each treated.
  const dairyCows = cows.filter((cow) => cow.method === 'artificialInsemination');
  const beefCows = cows.filter((cow) => cow.method !== 'artificialInsemination');
  const cases: [Cow | undefined, string, string, number][] = [
    [dairyCows[1], 'Mastitis clínica', 'Cefalexina intramamaria', 95],
    [dairyCows[3], 'Mastitis clínica', 'Cefalexina intramamaria', 40],
    [beefCows[4], 'Cojera', 'Oxitetraciclina LA', 120],
    [beefCows[6], 'Retención de placenta', 'Oxitetraciclina LA', 200],
  ];
  for (const [cow, diagnosis, product, daysAgo] of cases) {
    if (!cow) continue;
    const at = midnight - daysAgo * DAY;
    add(cow.id, { type: 'disease', diagnosis, severity: 'moderate' }, at);
    add(cow.id, { type: 'treatment', product, reason: diagnosis, withdrawalEndsOn: new Date(at + 7 * DAY).toISOString().slice(0, 10) }, at + 3_600_000);
  }

  const activity = records.map((row) => recordEntry('animalRecord.create', row.animalId, { after: row }));
  await writeAnimalRecords(db, { organizationId, userId: adminId }, records, activity);
}
