import { MAINTENANCE_EVENT_TYPES, type EquipmentRequest, type MaintenanceKind } from '@ganado/shared/equipment';
import type { Db } from '../../db/client';
import type { DemoOrganization } from '../../seed/demo';
import { writeEvents } from '../ledger/events.writer';
import { insertEquipment, insertGroup } from './equipment.repository';
import { METER_HOURS } from './maintenance.repository';
import { insertPlan } from './plans.repository';

const DAY_MS = 86_400_000;
const daysAgo = (now: Date, days: number) => new Date(now.getTime() - days * DAY_MS);
const isoDay = (instant: Date) => instant.toISOString().slice(0, 10);

type Item = Omit<EquipmentRequest, 'farmId' | 'zoneId' | 'groupId' | 'status'> & { where: 'alamos' | 'mezquite'; parlour?: boolean };

/** The demo ranch's machinery: the beef farm's tractor and scale, the dairy's parlour and tank. */
const PARK: Item[] = [
  {
    type: 'tractor',
    name: 'John Deere 6120M',
    make: 'John Deere',
    model: '6120M',
    serialNumber: '1L06120MKLP912345',
    purchaseDate: '2021-03-15',
    purchasePrice: { amountMinor: 185_000_000, currency: 'MXN' },
    meterHours: 2480,
    details: { horsepower: 120 },
    notes: 'Pala cargadora frontal H340 / H340 front loader',
    where: 'alamos',
  },
  {
    type: 'scale',
    name: 'Tru-Test EziWeigh7i',
    make: 'Tru-Test',
    model: 'EziWeigh7i',
    serialNumber: 'TT-7I-204518',
    purchaseDate: '2022-08-01',
    purchasePrice: { amountMinor: 6_850_000, currency: 'MXN' },
    details: { capacityKg: 2000, lastCalibratedOn: null },
    where: 'alamos',
  },
  {
    type: 'eidReader',
    name: 'Allflex RS420',
    make: 'Allflex',
    model: 'RS420',
    serialNumber: 'AFX-RS420-88231',
    purchaseDate: '2022-08-01',
    purchasePrice: { amountMinor: 2_400_000, currency: 'MXN' },
    details: { standard: 'FDX_HDX', firmware: '4.2.1' },
    where: 'alamos',
  },
  {
    type: 'milkingMachine',
    name: 'DeLaval MidiLine',
    make: 'DeLaval',
    model: 'MidiLine ML2100',
    serialNumber: 'DL-ML2100-55120',
    purchaseDate: '2019-11-20',
    purchasePrice: { amountMinor: 96_000_000, currency: 'MXN' },
    meterHours: 9120,
    details: { units: 12, stalls: 24, lastPulsationTestOn: null },
    where: 'mezquite',
    parlour: true,
  },
  {
    type: 'tank',
    name: 'DeLaval DXCE 5000',
    make: 'DeLaval',
    model: 'DXCE 5000',
    serialNumber: 'DL-DXCE-31877',
    purchaseDate: '2019-11-20',
    purchasePrice: { amountMinor: 42_500_000, currency: 'MXN' },
    details: { capacityLitres: 5000, cooling: true },
    where: 'mezquite',
    parlour: true,
  },
];

/**
 * The demo ranch's machinery park, a few services and calibrations in the log, and plans: the
 * tractor's 250-hour service a few hours off, so the daily evaluation raises its task on the
 * first start, and the scale's yearly calibration.
 */
export async function seedDemoEquipment(db: Db, demo: DemoOrganization, now = new Date()): Promise<void> {
  const { organizationId, adminId } = demo;
  const actor = { organizationId, userId: adminId };
  const parlour = await insertGroup(db, organizationId, adminId, { name: 'Ordeño', notes: 'Sala y tanque del Mezquite / The Mezquite parlour and tank' });
  const ids = new Map<string, string>();
  for (const { where, parlour: inParlour, ...item } of PARK) {
    const place = demo[where];
    const id = await insertEquipment(db, organizationId, adminId, {
      ...item,
      make: item.make ?? null,
      model: item.model ?? null,
      serialNumber: item.serialNumber ?? null,
      purchaseDate: item.purchaseDate ?? null,
      purchasePriceMinor: item.purchasePrice?.amountMinor ?? null,
      purchaseCurrency: item.purchasePrice?.currency ?? null,
      meterHours: item.meterHours ?? null,
      notes: item.notes ?? null,
      farmId: place.farmId,
      zoneId: null,
      groupId: inParlour ? parlour.id : null,
      status: 'inService',
    });
    ids.set(item.type, id);
  }
  const event = (type: string, kind: MaintenanceKind, days: number, hours: number | null, costMinor: number | null, performedBy: string, notes: string) => ({
    type: MAINTENANCE_EVENT_TYPES[kind],
    status: 'done' as const,
    occurredAt: daysAgo(now, days),
    notes,
    details: { cost: costMinor === null ? null : { amountMinor: costMinor, currency: 'MXN' }, performedBy },
    assets: [{ assetId: ids.get(type)!, role: 'subject' as const }],
    quantities: hours === null ? [] : [{ value: hours, unit: 'h', measure: 'time', label: METER_HOURS }],
  });
  await writeEvents(db, actor, [
    event('tractor', 'service', 120, 2250, 1_250_000, 'Agrícola del Norte', 'Servicio de 250 h: aceite, filtros / 250-hour service: oil and filters'),
    event('tractor', 'reading', 3, 2492, null, 'Mateo Ruiz', 'Lectura del horómetro / Hour meter reading'),
    event('scale', 'calibration', 330, null, 180_000, 'Tru-Test México', 'Calibración con pesas patrón / Calibrated with test weights'),
    event('milkingMachine', 'service', 60, 9000, 820_000, 'DeLaval Servicio', 'Cambio de pezoneras y prueba de pulsación / Liners changed, pulsation tested'),
    event('milkingMachine', 'repair', 20, 9080, 350_000, 'DeLaval Servicio', 'Regulador de vacío / Vacuum regulator'),
  ]);
  await insertPlan(db, organizationId, ids.get('tractor')!, adminId, { kind: 'service', everyDays: null, everyHours: 250, baselineOn: null, baselineHours: null });
  await insertPlan(db, organizationId, ids.get('scale')!, adminId, { kind: 'calibration', everyDays: 365, everyHours: null, baselineOn: null, baselineHours: null });
  await insertPlan(db, organizationId, ids.get('milkingMachine')!, adminId, { kind: 'service', everyDays: 180, everyHours: 1000, baselineOn: isoDay(daysAgo(now, 60)), baselineHours: 9000 });
}
