import { randomUUID } from 'node:crypto';
import type { RecordOf } from '@ganado/shared/animals';
import type { DrugRequest } from '@ganado/shared/drugs';
import { and, asc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { animals, drugProtocols } from '../../db/schema';
import type { DemoOrganization } from '../../seed/demo';
import { writeAnimalRecords } from '../animals/records/records.ledger';
import { recordEntry } from '../animals/records/records.present';
import { recordColumns } from '../animals/records/records.rules';
import { recordActivity } from '../activity-log/activity-log.repository';
import { type Actor, writeEvents } from '../ledger/events.writer';
import type { Session } from '../sessions/authenticate';
import { administer } from './administration/administration.service';
import { insertDrug, replaceLabel, speciesIds } from './cabinet/drugs.repository';
import { insertPacks } from './packs/packs.repository';

const DAY_MS = 86_400_000;
const HOURS_PER_DAY = 24;

type Label = DrugRequest['withdrawals'];
const drug = (fields: Omit<DrugRequest, 'activeIngredients' | 'prescriptionOnly' | 'doseBasis'> & Partial<DrugRequest>): DrugRequest => ({
  activeIngredients: [],
  prescriptionOnly: true,
  doseBasis: 'perHead',
  ...fields,
});
const days = (count: number) => count * HOURS_PER_DAY;

/**
 * The demo farms' cabinet (real products' label figures, cattle and sheep): what a mixed beef and
 * dairy operation keeps. Withdrawals in hours, as the label's days.
 */
const CABINET: { request: DrugRequest; packs: { batch: string; size: number; count: number; expiresInDays: number; warehouse: string; rack?: string; supplier: string; priceMinor: number }[] }[] = [
  {
    request: drug({
      name: 'Oxitetraciclina 20 % LA',
      genericName: 'Oxitetraciclina',
      manufacturer: 'Zoetis',
      distributor: 'Cooperativa Los Álamos',
      format: 'injection',
      doseDam: 1,
      doseCalf: 1,
      doseUnit: 'mL',
      doseBasis: 'perKg',
      activeIngredients: ['Oxitetraciclina dihidrato 200 mg/mL'],
      routes: ['intramuscular'],
      withdrawals: [
        { speciesCode: 'cattle', meatHours: days(28), milkHours: days(7) },
        { speciesCode: 'sheep', meatHours: days(28), milkHours: null },
      ] satisfies Label,
      storage: 'below25',
      stockUnit: 'mL',
      reorderLevel: 500,
    }),
    packs: [
      { batch: 'OX-2291', size: 250, count: 2, expiresInDays: 210, warehouse: 'Botiquín de la nave', rack: 'A', supplier: 'Cooperativa Los Álamos', priceMinor: 2450 },
      { batch: 'OX-1987', size: 250, count: 1, expiresInDays: 20, warehouse: 'Botiquín de la nave', rack: 'A', supplier: 'Cooperativa Los Álamos', priceMinor: 2390 },
    ],
  },
  {
    request: drug({
      name: 'Cefquinoma intramamaria (lactación)',
      genericName: 'Cefquinoma',
      manufacturer: 'MSD Animal Health',
      format: 'intramammary',
      doseDam: 1,
      doseUnit: 'dose',
      activeIngredients: ['Cefquinoma sulfato 75 mg'],
      routes: ['intramammary'],
      withdrawals: [{ speciesCode: 'cattle', meatHours: days(4), milkHours: days(5) }] satisfies Label,
      storage: 'below25',
      stockUnit: 'dose',
      reorderLevel: 24,
    }),
    packs: [{ batch: 'CQ-5531', size: 24, count: 2, expiresInDays: 400, warehouse: 'Sala de ordeño', supplier: 'Distribuidora Veterinaria de Jalisco', priceMinor: 9800 }],
  },
  {
    request: drug({
      name: 'Ivermectina 1 %',
      genericName: 'Ivermectina',
      manufacturer: 'Boehringer Ingelheim',
      format: 'injection',
      doseDam: 1,
      doseCalf: 1,
      doseUnit: 'mL',
      doseBasis: 'perKg',
      activeIngredients: ['Ivermectina 10 mg/mL'],
      routes: ['subcutaneous'],
      // Not for cows whose milk people drink: the label has no milk figure.
      withdrawals: [
        { speciesCode: 'cattle', meatHours: days(49), milkHours: null },
        { speciesCode: 'sheep', meatHours: days(42), milkHours: null },
      ] satisfies Label,
      storage: 'below25',
      stockUnit: 'mL',
      reorderLevel: 100,
    }),
    packs: [{ batch: 'IV-0884', size: 500, count: 1, expiresInDays: 330, warehouse: 'Botiquín de la nave', rack: 'B', supplier: 'Cooperativa Los Álamos', priceMinor: 6120 }],
  },
  {
    request: drug({
      name: 'Meloxicam 20 mg/mL',
      genericName: 'Meloxicam',
      manufacturer: 'Boehringer Ingelheim',
      format: 'injection',
      doseDam: 2.5,
      doseUnit: 'mL',
      routes: ['subcutaneous', 'intravenous'],
      withdrawals: [{ speciesCode: 'cattle', meatHours: days(15), milkHours: days(5) }] satisfies Label,
      storage: 'roomTemperature',
      stockUnit: 'mL',
      reorderLevel: 50,
    }),
    packs: [{ batch: 'MX-3310', size: 100, count: 1, expiresInDays: 90, warehouse: 'Sala de ordeño', supplier: 'Distribuidora Veterinaria de Jalisco', priceMinor: 4575 }],
  },
  {
    request: drug({
      name: 'Vacuna clostridial 8 vías',
      manufacturer: 'MSD Animal Health',
      format: 'vaccine',
      doseDam: 5,
      doseCalf: 5,
      doseUnit: 'mL',
      routes: ['subcutaneous'],
      prescriptionOnly: false,
      withdrawals: [
        { speciesCode: 'cattle', meatHours: 0, milkHours: 0 },
        { speciesCode: 'sheep', meatHours: 0, milkHours: 0 },
      ] satisfies Label,
      storage: 'refrigerated',
      stockUnit: 'mL',
      reorderLevel: 100,
    }),
    packs: [{ batch: 'CL-2291', size: 100, count: 1, expiresInDays: 150, warehouse: 'Frigorífico', supplier: 'Cooperativa Los Álamos', priceMinor: 3890 }],
  },
];

/**
 * The demo cabinet, received into stock through the log, a mastitis protocol, and a milking cow
 * at El Mezquite treated two days ago from the intramammary pack: in milk withdrawal for three more
 * days, as the dashboard, her page and the herd list show.
 */
export async function seedDemoCabinet(db: Db, demo: DemoOrganization, today = new Date()): Promise<void> {
  const { organizationId, adminId } = demo;
  const actor: Actor = { organizationId, userId: adminId };
  const species = await speciesIds(db, ['cattle', 'sheep']);
  const packsOf = new Map<string, string[]>();
  const drugIds = new Map<string, string>();
  for (const { request, packs } of CABINET) {
    const { withdrawals, ...columns } = request;
    const drugId = await insertDrug(db, organizationId, adminId, columns);
    drugIds.set(request.name, drugId);
    await recordActivity(db, { organizationId, actorId: adminId, action: 'drug.create', entityType: 'drug', entityId: drugId, after: request });
    await replaceLabel(db, organizationId, drugId, withdrawals.map((row) => ({ speciesId: species.get(row.speciesCode)!, meatHours: row.meatHours, milkHours: row.milkHours })));
    for (const pack of packs) {
      const receivedAt = new Date(today.getTime() - 30 * DAY_MS);
      const location = { warehouse: pack.warehouse, rack: pack.rack ?? null, tier: null, position: null };
      const expiresOn = new Date(today.getTime() + pack.expiresInDays * DAY_MS).toISOString().slice(0, 10);
      const ids = await insertPacks(
        db,
        request.stockUnit,
        Array.from({ length: pack.count }, () => ({
          organizationId,
          drugId,
          batch: pack.batch,
          expiresOn,
          receivedAt,
          size: pack.size,
          priceMinor: pack.priceMinor,
          currency: 'MXN',
          supplier: pack.supplier,
          orderId: null,
          ...location,
          createdBy: adminId,
        })),
      );
      packsOf.set(request.name, [...(packsOf.get(request.name) ?? []), ...ids]);
      await writeEvents(
        db,
        actor,
        ids.map((id) => ({
          type: 'drugReceived',
          status: 'done' as const,
          occurredAt: receivedAt,
          details: { drugId, batch: pack.batch, expiresOn, location, supplier: pack.supplier, price: { amountMinor: pack.priceMinor, currency: 'MXN' }, orderId: null },
          assets: [{ assetId: id, role: 'subject' as const }],
          quantities: [{ value: pack.size, unit: request.stockUnit, assetId: id, adjustment: 'increment' as const }],
        })),
        [{ action: 'drugPack.receive', entityType: 'drug', entityId: drugId, after: { ...pack, expiresOn, packIds: ids } }],
      );
    }
  }
  const mastitisDrug = drugIds.get('Cefquinoma intramamaria (lactación)')!;
  const [protocol] = await db.insert(drugProtocols).values({
    organizationId,
    name: 'Mamitis clínica',
    diagnosis: 'Mamitis clínica leve o moderada',
    drugId: mastitisDrug,
    doseValue: 1,
    doseUnit: 'dose',
    route: 'intramammary',
    intervalHours: 12,
    doses: 3,
    notes: 'Un inyector por cuarto afectado tras el ordeño.',
    createdBy: adminId,
  }).returning();
  await recordActivity(db, { organizationId, actorId: adminId, action: 'drugProtocol.create', entityType: 'drugProtocol', entityId: protocol!.id, after: protocol! });
  await treatMilkingCow(db, demo, mastitisDrug, packsOf.get('Cefquinoma intramamaria (lactación)')![0]!, today);
}

async function treatMilkingCow(db: Db, demo: DemoOrganization, drugId: string, packId: string, today: Date) {
  const { organizationId, adminId } = demo;
  const [cow] = await db
    .select({ id: animals.id })
    .from(animals)
    .where(and(eq(animals.organizationId, organizationId), eq(animals.farmId, demo.mezquite.farmId), eq(animals.gender, 'female'), eq(animals.categoryStage, 'cow')))
    .orderBy(asc(animals.tagNumber))
    .limit(1);
  if (!cow) return;
  const treatment: RecordOf<'treatment'> = {
    type: 'treatment',
    status: 'done',
    // Two days ago after the morning milking at El Mezquite (07:30 in Jalisco, 13:30 UTC).
    occurredAt: new Date(Date.UTC(today.getUTCFullYear(), today.getUTCMonth(), today.getUTCDate() - 2, 13, 30)).toISOString(),
    notes: 'Cuarto anterior izquierdo inflamado; leche con grumos.',
    drugId,
    packId,
    dose: { value: 1, unit: 'dose' },
    route: 'intramammary',
    reason: 'Mamitis clínica',
    veterinarian: 'Dra. Inés Navarro',
  };
  // The seed acts as the demo administrator: the same checks and figures as a treatment from the screen.
  const session: Session = { userId: adminId, organizationId, role: 'admin', sessionId: 'seed', roleId: null, modules: [], permissions: {}, isAdmin: true };
  const given = (await administer(db, session, treatment, [cow.id])).get(cow.id)!;
  const { details, ...columns } = recordColumns(treatment);
  const write = { id: randomUUID(), animalId: cow.id, type: 'treatment' as const, status: 'done' as const, occurredAt: new Date(treatment.occurredAt), notes: treatment.notes ?? null, ...columns, details: { ...details, ...given.details }, drawnFrom: given.drawnFrom };
  await writeAnimalRecords(db, { organizationId, userId: adminId }, [write], [recordEntry('animalRecord.create', cow.id, { after: write })]);
}
