import { randomUUID } from 'node:crypto';
import { and, desc, eq, inArray, lt } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { animalRecords, animals, assets, inseminators, semenBatches, semenCollections, semenTanks } from '../../db/schema';
import type { DemoOrganization } from '../../seed/demo';
import { sequence } from '../../seed/sequence';
import { type ActivityEntry, recordActivities } from '../activity-log/activity-log.repository';
import { type AnimalRecordWrite, writeAnimalRecords } from '../animals/records/records.ledger';
import { recordEntry } from '../animals/records/records.present';
import { type Actor, writeEvents } from '../ledger/events.writer';
import { STRAW } from './insemination/insemination.service';
import { insertHealthTest, insertSire } from './sires/sires.repository';
import { insertPack } from './tanks/tanks.repository';

const DAY_MS = 86_400_000;
const CENTRE = 'Centro de Inseminación Los Altos, Tepatitlán';
// The voluntary waiting period after a calving, and the days from a service to its check or its return.
const WAITING_DAYS = 60;
const CHECK_DAYS = 35;
const RETURN_DAYS = 21;

/**
 * Capitán's three collections at the centre: two approved, one rejected after May's heat stress;
 * `straws` of each approved one went into El Mezquite's tank.
 */
const COLLECTIONS = [
  { daysAgo: 330, volumeMl: 6.8, concentrationMillionPerMl: 1180, motilityPercent: 74, normalFormsPercent: 86, dosesProduced: 220, postThaw: 46, straws: 150 },
  { daysAgo: 200, volumeMl: 4.1, concentrationMillionPerMl: 640, motilityPercent: 48, normalFormsPercent: 66, dosesProduced: 120, reject: 'Motilidad baja después del golpe de calor de mayo', straws: 0 },
  { daysAgo: 120, volumeMl: 7.2, concentrationMillionPerMl: 1240, motilityPercent: 76, normalFormsPercent: 88, dosesProduced: 240, postThaw: 44, straws: 200 },
];

/**
 * Who inseminates at the dairy, and how often each one's services conceive in the demo: Mateo Ruiz,
 * the demo's farmer, and an outside technician.
 */
const INSEMINATORS = [
  { name: 'Mateo Ruiz', licenceNumber: 'INS-JAL-0417', farmer: true, conceives: 0.55 },
  { name: 'Gabriel Ortega', licenceNumber: 'INS-JAL-1120', farmer: false, conceives: 0.4 },
];

interface Stored {
  packId: string;
  batchId: string;
  code: string;
  /** From when its straws are in the tank. */
  from: Date;
}

/** Capitán as a semen sire with his health tests, his collections, their decisions and the straws stored. */
async function collect(db: Db, demo: DemoOrganization, capitanId: string, today: Date): Promise<{ sireId: string; stored: Stored[] }> {
  const { organizationId, adminId } = demo;
  const actor: Actor = { organizationId, userId: adminId };
  const at = (daysAgo: number) => new Date(today.getTime() - daysAgo * DAY_MS);
  const sire = { name: 'Capitán', animalId: capitanId, naabCode: '514HO00417', internationalId: 'HOLMEXM000000000417', breed: 'Holstein' };
  const sireId = await insertSire(db, organizationId, adminId, sire);
  for (const [daysAgo, disease] of [[350, 'Brucelosis'], [350, 'Tuberculosis'], [150, 'Brucelosis'], [150, 'Tuberculosis']] as const) {
    await insertHealthTest(db, organizationId, adminId, { sireId, testedOn: at(daysAgo).toISOString().slice(0, 10), disease, result: 'negative' });
  }
  const [tank] = await db
    .insert(semenTanks)
    .values({ organizationId, name: 'Termo MVE XC 34/18', farmId: demo.mezquite.farmId, canisters: 6, notes: 'Nitrógeno rellenado cada tres semanas', createdBy: adminId, lastCountedAt: at(12) })
    .returning({ id: semenTanks.id });
  const activity: ActivityEntry[] = [
    { organizationId, actorId: adminId, action: 'sire.create', entityType: 'sire', entityId: sireId, after: sire },
    { organizationId, actorId: adminId, action: 'tank.create', entityType: 'tank', entityId: tank!.id, after: { name: 'Termo MVE XC 34/18' } },
  ];
  const stored: Stored[] = [];
  for (const [index, { daysAgo, postThaw, reject, straws, ...sample }] of COLLECTIONS.entries()) {
    const collectedAt = at(daysAgo);
    const [collection] = await db.insert(semenCollections).values({ organizationId, sireId, collectedAt, centre: CENTRE, ...sample, createdBy: adminId }).returning({ id: semenCollections.id });
    const [asset] = await db.insert(assets).values({ organizationId, kind: 'semenBatch', stockUnit: 'straw', stockOnHand: 0 }).returning({ id: assets.id });
    const batchId = asset!.id;
    const code = `${sire.naabCode}-${collectedAt.toISOString().slice(0, 10).replaceAll('-', '')}-1`;
    const decidedAt = new Date(collectedAt.getTime() + 7 * DAY_MS);
    const decision = reject ? { status: 'rejected' as const, decisionReason: reject } : { status: 'approved' as const, postThawMotilityPercent: postThaw };
    await db.insert(semenBatches).values({ id: batchId, organizationId, collectionId: collection!.id, code, ...decision, decidedAt, decidedBy: adminId, createdBy: adminId });
    const events = [
      { type: 'semenCollected', status: 'done' as const, occurredAt: collectedAt, details: { collectionId: collection!.id, sireId, centre: CENTRE }, assets: [{ assetId: batchId, role: 'produced' as const }], quantities: [{ value: sample.dosesProduced, unit: 'straw', assetId: batchId, adjustment: 'increment' as const }] },
      { type: reject ? 'semenBatchRejected' : 'semenBatchApproved', status: 'done' as const, occurredAt: decidedAt, notes: reject ?? null, details: { postThawMotilityPercent: postThaw ?? null }, assets: [{ assetId: batchId, role: 'subject' as const }] },
    ];
    await writeEvents(db, actor, events);
    activity.push(
      { organizationId, actorId: adminId, action: 'collection.create', entityType: 'collection', entityId: collection!.id, after: { sireId, collectedAt: collectedAt.toISOString(), ...sample } },
      { organizationId, actorId: adminId, action: reject ? 'batch.reject' : 'batch.approve', entityType: 'batch', entityId: batchId, after: { code, ...decision } },
    );
    if (straws === 0) continue;
    const place = { batchId, tankId: tank!.id, canister: index + 1, goblet: 'A' };
    const packId = await insertPack(db, organizationId, adminId, place);
    const from = new Date(decidedAt.getTime() + DAY_MS);
    await writeEvents(db, actor, [
      {
        type: 'semenStored',
        status: 'done',
        occurredAt: from,
        details: { batchCode: code, tankId: tank!.id, canister: place.canister, goblet: place.goblet },
        assets: [{ assetId: batchId, role: 'consumed' }, { assetId: packId, role: 'produced' }],
        quantities: [
          { value: straws, unit: 'straw', assetId: batchId, adjustment: 'decrement' },
          { value: straws, unit: 'straw', assetId: packId, adjustment: 'increment' },
        ],
      },
    ]);
    activity.push({ organizationId, actorId: adminId, action: 'semenPack.store', entityType: 'semenPack', entityId: packId, after: { ...place, straws } as never });
    stored.push({ packId, batchId, code, from });
  }
  await recordActivities(db, activity);
  return { sireId, stored };
}

/**
 * The demo's semen automation (docs/decisions.md: demo data): Capitán, El Mezquite's Holstein bull,
 * collected three times at the centre (one batch rejected), his approved straws in the dairy's
 * tank, and a year of AI services on the dairy's cows by two inseminators, each drawing a straw:
 * a cow checked pregnant 35 days after the service that took, or served again at her return
 * 21 days after one that did not, so the statistics pages have figures from the start.
 */
export async function seedDemoSemen(db: Db, demo: DemoOrganization, today = new Date()): Promise<void> {
  const { organizationId, adminId } = demo;
  const [capitan] = await db.select({ id: animals.id }).from(animals).where(and(eq(animals.organizationId, organizationId), eq(animals.nickname, 'Capitán')));
  if (!capitan) return;
  const { sireId, stored } = await collect(db, demo, capitan.id, today);
  const people = await db
    .insert(inseminators)
    .values(INSEMINATORS.map(({ name, licenceNumber, farmer }) => ({ organizationId, name, licenceNumber, userId: farmer ? demo.farmerId : null, createdBy: adminId })))
    .returning({ id: inseminators.id, name: inseminators.name });
  await recordActivities(
    db,
    people.map((person) => ({ organizationId, actorId: adminId, action: 'inseminator.create', entityType: 'inseminator', entityId: person.id, after: { name: person.name } })),
  );
  const cows = await db
    .select({ id: animals.id })
    .from(animals)
    .where(and(eq(animals.organizationId, organizationId), eq(animals.farmId, demo.mezquite.farmId), eq(animals.gender, 'female'), eq(animals.status, 'active'), lt(animals.birthDate, new Date(today.getTime() - 700 * DAY_MS).toISOString().slice(0, 10))))
    .orderBy(animals.tagNumber);
  const calvings = await db
    .select({ animalId: animalRecords.animalId, at: animalRecords.occurredAt })
    .from(animalRecords)
    .where(and(eq(animalRecords.organizationId, organizationId), eq(animalRecords.type, 'calving'), inArray(animalRecords.animalId, cows.map((cow) => cow.id))))
    .orderBy(desc(animalRecords.occurredAt));
  const random = sequence(417);
  const records: (AnimalRecordWrite & { id: string })[] = [];
  const end = today.getTime() - 3 * DAY_MS;
  for (const cow of cows) {
    const calved = calvings.find((calving) => calving.animalId === cow.id)?.at.getTime() ?? 0;
    // Cows come on heat and are first served through the year, not all in one month.
    let at = Math.max(calved + WAITING_DAYS * DAY_MS, stored[0]!.from.getTime()) + Math.floor(random() * 240) * DAY_MS;
    while (at < end) {
      const straw = [...stored].reverse().find((pack) => pack.from.getTime() <= at)!;
      const person = random() < 0.6 ? 0 : 1;
      const occurredAt = new Date(at);
      records.push({
        id: randomUUID(),
        animalId: cow.id,
        type: 'service',
        status: 'done',
        occurredAt,
        quantityValue: STRAW.value,
        quantityUnit: STRAW.unit,
        relatedAnimalId: capitan.id,
        drawnFrom: straw.packId,
        details: {
          method: 'artificialInsemination',
          inseminatorId: people[person]!.id,
          inseminator: people[person]!.name,
          semenPackId: straw.packId,
          semenBatchId: straw.batchId,
          batch: straw.code,
          semenSireId: sireId,
          semenCode: '514HO00417',
        },
      });
      const checkAt = at + CHECK_DAYS * DAY_MS;
      if (random() < INSEMINATORS[person]!.conceives) {
        if (checkAt < end) records.push({ id: randomUUID(), animalId: cow.id, type: 'pregnancyCheck', status: 'done', occurredAt: new Date(checkAt), details: { result: 'pregnant', method: 'ultrasound', fetusAgeDays: CHECK_DAYS } });
        break;
      }
      at += (RETURN_DAYS + Math.floor(random() * 5) - 2) * DAY_MS;
    }
  }
  await writeAnimalRecords(db, { organizationId, userId: adminId }, records, records.map((row) => recordEntry('animalRecord.create', row.animalId, { after: row })));
}
