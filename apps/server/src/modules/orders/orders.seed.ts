import { and, asc, eq, gt } from 'drizzle-orm';
import { type OrderRequest, type OrderStatus, ORDER_STEPS, type OrderStep, type ProductKind } from '@ganado/shared/orders';
import type { Unit } from '@ganado/shared/ledger';
import type { Db } from '../../db/client';
import { animals } from '../../db/schema';
import type { DemoOrganization } from '../../seed/demo';
import { recordActivity } from '../activity-log/activity-log.repository';
import { type Actor, writeEvents } from '../ledger/events.writer';
import { insertSupply } from '../supplies/supplies.repository';
import { insertCounterparty } from './counterparties/counterparties.repository';
import { checkedLines } from './book/orders.lines';
import { insertOrder, linesOf, replaceLines } from './book/orders.repository';
import { recordStep } from './book/orders.steps';
import { stockMoves } from './book/orders.stock';
import { insertProduct } from './products/products.repository';

const DAY_MS = 86_400_000;

/** The demo catalogue, priced as a Chihuahua cow-calf operation and a Jalisco dairy sell and buy (MXN, IVA 16 % where it applies). */
const CATALOGUE: { name: string; kind: ProductKind; unit: Unit; priceMinor: number; taxRateBasisPoints: number; supply?: string; description?: string }[] = [
  { name: 'Novillo Angus en pie', kind: 'animal', unit: 'unit', priceMinor: 2_850_000, taxRateBasisPoints: 0, description: 'Steer of 18–20 months, about 480 kg' },
  { name: 'Becerro al destete (por kg)', kind: 'animal', unit: 'kg', priceMinor: 6_200, taxRateBasisPoints: 0 },
  { name: 'Leche cruda a granel', kind: 'milk', unit: 'L', priceMinor: 835, taxRateBasisPoints: 0 },
  { name: 'Pajilla Angus (semen convencional)', kind: 'semen', unit: 'straw', priceMinor: 45_000, taxRateBasisPoints: 1_600 },
  { name: 'Ensilado de maíz', kind: 'feed', unit: 't', priceMinor: 180_000, taxRateBasisPoints: 0, supply: 'Ensilado de maíz' },
  { name: 'Sales minerales', kind: 'supply', unit: 'kg', priceMinor: 3_500, taxRateBasisPoints: 1_600, supply: 'Sales minerales' },
  { name: 'Asesoría veterinaria', kind: 'service', unit: 'unit', priceMinor: 120_000, taxRateBasisPoints: 1_600 },
];

const COUNTERPARTIES = [
  { name: 'Rastro TIF Cuauhtémoc', kind: 'abattoir' as const, address: 'Carretera Cuauhtémoc–Anáhuac km 4, Cuauhtémoc, Chihuahua', phone: '+52 625 582 1100', taxId: 'RTC0908152K4' },
  { name: 'Engordas La Junta', kind: 'customer' as const, address: 'Ejido La Junta, Guerrero, Chihuahua', email: 'compras@engordaslajunta.mx' },
  { name: 'Lácteos Los Altos', kind: 'customer' as const, address: 'Av. Juárez 210, Tepatitlán, Jalisco', email: 'acopio@lacteoslosaltos.mx' },
  { name: 'Forrajes Anáhuac', kind: 'supplier' as const, address: 'Calle 5a 1402, Anáhuac, Chihuahua', phone: '+52 625 584 0231' },
];

/**
 * The demo's orders and products: a catalogue with its feed and minerals in store, customers and
 * suppliers, a draft sale of two weaned calves to a feedlot, a paid sale of El Mezquite's milk and
 * a delivered purchase of silage that put 20 t into the store, each step in the log.
 */
export async function seedDemoOrders(db: Db, demo: DemoOrganization, today = new Date()): Promise<void> {
  const { organizationId, adminId } = demo;
  const actor: Actor = { organizationId, userId: adminId };
  const supplies = new Map<string, string>();
  for (const [name, unit, stock] of [['Ensilado de maíz', 't', 60], ['Sales minerales', 'kg', 400]] as const) {
    const id = await insertSupply(db, { organizationId, name, unit, allowsNegativeStock: false, createdBy: adminId });
    supplies.set(name, id);
    await writeEvents(db, actor, [{ type: 'supplyReceived', status: 'done', occurredAt: new Date(today.getTime() - 45 * DAY_MS), assets: [{ assetId: id, role: 'subject' }], quantities: [{ value: stock, unit, assetId: id, adjustment: 'increment' }] }]);
  }
  const products = new Map<string, string>();
  for (const { supply, ...product } of CATALOGUE) {
    const id = await insertProduct(db, organizationId, adminId, { ...product, currency: 'MXN', active: true, supplyId: supply ? supplies.get(supply)! : null, drugId: null, description: product.description ?? null });
    products.set(product.name, id);
    await recordActivity(db, { organizationId, actorId: adminId, action: 'product.create', entityType: 'product', entityId: id, after: product });
  }
  const counterparties = new Map<string, string>();
  for (const counterparty of COUNTERPARTIES) {
    counterparties.set(counterparty.name, await insertCounterparty(db, organizationId, adminId, { email: null, phone: null, taxId: null, country: 'México', notes: null, ...counterparty }));
  }
  // Los Álamos's two oldest bull calves of the year, weaned at ten months: what goes to the feedlot this month.
  const calves = await db
    .select({ id: animals.id })
    .from(animals)
    .where(
      and(
        eq(animals.organizationId, organizationId),
        eq(animals.farmId, demo.alamos.farmId),
        eq(animals.gender, 'male'),
        eq(animals.status, 'active'),
        gt(animals.birthDate, new Date(today.getTime() - 365 * DAY_MS).toISOString().slice(0, 10)),
      ),
    )
    .orderBy(asc(animals.birthDate))
    .limit(2);

  const order = async (request: OrderRequest, steps: readonly OrderStep[], daysAgo: number) => {
    const { lines, totals } = await checkedLines(db, organizationId, request);
    const { lines: _lines, counterparty: _inline, counterpartyId, ...rest } = request;
    const values = { ...rest, counterpartyId: counterpartyId!, reference: rest.reference ?? null, address: rest.address ?? null, shipOn: rest.shipOn ?? null, notes: rest.notes ?? null, ...totals };
    const at = new Date(today.getTime() - daysAgo * DAY_MS);
    const id = await insertOrder(db, organizationId, adminId, values, at);
    await replaceLines(db, organizationId, id, lines);
    await writeEvents(db, actor, [{ type: 'order.draft', status: 'done', occurredAt: at, orderId: id, assets: [] }], [{ action: 'order.create', entityType: 'order', entityId: id, after: request }]);
    let status: OrderStatus = 'draft';
    for (const [index, step] of steps.entries()) {
      const written = await linesOf(db, organizationId, [id]);
      const when = new Date(at.getTime() + (index + 1) * DAY_MS);
      const stock = request.direction === 'purchase' && step === 'deliver' ? await stockMoves(db, organizationId, written, 'in', when.toISOString().slice(0, 10)) : { quantities: [], lineOf: [] };
      await recordStep(db, actor, { id, status, direction: request.direction }, step, { at: when, note: null, stock, lines: written }, null);
      status = ORDER_STEPS[step].to;
    }
  };

  const base = { currency: 'MXN', counterparty: null, reference: null, address: null, notes: null } as const;
  if (calves.length === 2) {
    const shipOn = new Date(today.getTime() + 5 * DAY_MS).toISOString().slice(0, 10);
    // Sold by live weight: 246.5 kg and 231 kg at 62 MXN a kg.
    const lines = calves.map((calf, index) => ({ productId: products.get('Becerro al destete (por kg)')!, animalId: calf.id, quantity: [246_500, 231_000][index]! }));
    await order({ ...base, direction: 'sale', counterpartyId: counterparties.get('Engordas La Junta')!, shipOn, lines, notes: 'Becerros destetados para la engorda: revisar el retiro antes de cargar.' }, [], 1);
  }
  await order(
    { ...base, direction: 'sale', counterpartyId: counterparties.get('Lácteos Los Altos')!, reference: 'LA-2026-1187', shipOn: null, lines: [{ productId: products.get('Leche cruda a granel')!, quantity: 4_820_500 }] },
    ['place', 'confirm', 'ship', 'deliver', 'pay'],
    12,
  );
  await order(
    { ...base, direction: 'purchase', counterpartyId: counterparties.get('Forrajes Anáhuac')!, reference: 'FA-30412', shipOn: null, lines: [{ productId: products.get('Ensilado de maíz')!, quantity: 20_000 }] },
    ['place', 'ship', 'deliver'],
    8,
  );
}
