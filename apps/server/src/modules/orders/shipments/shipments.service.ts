import type { RemovalReason } from '@ganado/shared/animals';
import { farmLanguage } from '@ganado/shared/format';
import { SHIPMENT_TREATMENT_DAYS, type Shipment, type ShipmentDestination, type ShipmentRequest, type ShipmentsQuery } from '@ganado/shared/orders';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/client';
import { isoInstant } from '../../../db/rows';
import { AppError } from '../../../http/app-error';
import { recordActivity } from '../../activity-log/activity-log.repository';
import { leaveHerd } from '../leaving';
import { registerBatches, type RegisterRow } from '../../drugs/register/register.repository';
import type { Session } from '../../sessions/authenticate';
import { findCounterparties } from '../counterparties/counterparties.repository';
import { animalsById } from '../book/orders.lines';
import { findOrder, linesOf } from '../book/orders.repository';
import { takeStep } from '../book/orders.steps';
import { animalsOf, findShipment, insertShipment, listShipments, type ShipmentAnimalRow, type ShipmentRow } from './shipments.repository';

const DAY_MS = 86_400_000;

/** Why an animal leaves, by where it goes: to the abattoir slaughtered, to another farm moved, to a buyer sold. */
const REASONS: Record<ShipmentDestination, RemovalReason> = { abattoir: 'slaughtered', farm: 'movedToAnotherFarm', buyer: 'sold' };

/** The days a shipment's sheet covers: the year before departure, through the departure's own (UTC) day. */
const windowOf = (departureAt: Date) => ({ from: new Date(departureAt.getTime() - SHIPMENT_TREATMENT_DAYS * DAY_MS).toISOString().slice(0, 10), to: departureAt.toISOString().slice(0, 10) });

/**
 * The treatments of shipments' animals, read in one pass of the register over the span of all their
 * windows (a page of the list asks once, not once per shipment), newest first per animal.
 */
async function treatmentsOf(db: Db, organizationId: string, rows: readonly ShipmentRow[], animals: readonly ShipmentAnimalRow[]): Promise<Map<string, RegisterRow[]>> {
  const byAnimal = new Map<string, RegisterRow[]>();
  if (rows.length === 0 || animals.length === 0) return byAnimal;
  const windows = rows.map((row) => windowOf(row.shipment.departureAt));
  const from = windows.map((window) => window.from).sort()[0]!;
  const to = windows.map((window) => window.to).sort().at(-1)!;
  for await (const batch of registerBatches(db, organizationId, { from, to, animalIds: [...new Set(animals.map((animal) => animal.id))] })) {
    for (const row of batch) byAnimal.set(row.animal_id, [row, ...(byAnimal.get(row.animal_id) ?? [])]);
  }
  return byAnimal;
}

/** A shipment as answered, its animals' treatments those of its own window. */
function presentShipment(row: ShipmentRow, animals: readonly ShipmentAnimalRow[], treatments: ReadonlyMap<string, RegisterRow[]>): Shipment {
  const { shipment } = row;
  const own = animals.filter((animal) => animal.shipmentId === shipment.id);
  const window = windowOf(shipment.departureAt);
  const inWindow = (treatment: RegisterRow) => {
    const day = new Date(treatment.occurred_at).toISOString().slice(0, 10);
    return day >= window.from && day <= window.to;
  };
  return {
    id: shipment.id,
    order: shipment.orderId && row.orderNumber !== null ? { id: shipment.orderId, number: row.orderNumber, reference: row.orderReference } : null,
    destinationKind: shipment.destinationKind,
    destination: { counterpartyId: shipment.counterpartyId, name: shipment.destinationName, address: shipment.destinationAddress },
    vehicle: shipment.vehicle,
    driver: shipment.driver,
    departureAt: shipment.departureAt.toISOString(),
    arrivalAt: isoInstant(shipment.arrivalAt),
    notes: shipment.notes,
    animals: own.map((animal) => ({
      id: animal.id,
      tagNumber: animal.tagNumber,
      gender: animal.gender,
      birthDate: animal.birthDate,
      treatments: (treatments.get(animal.id) ?? []).filter(inWindow).map((treatment) => ({
        givenAt: isoInstant(treatment.occurred_at)!,
        product: treatment.product ?? '',
        batch: treatment.batch,
        dose: treatment.value === null ? null : `${Number(treatment.value)} ${treatment.unit ?? ''}`.trim(),
        meatWithdrawalEndsAt: treatment.meat_ends_at && isoInstant(treatment.meat_ends_at),
        veterinarian: treatment.veterinarian,
      })),
    })),
    // Its animals all leave one farm (the service refuses a mix), whose country says the sheet's language.
    sheetLanguage: farmLanguage(own[0]?.countryCode),
    createdAt: shipment.createdAt.toISOString(),
    createdBy: shipment.createdBy && row.byName ? { id: shipment.createdBy, name: row.byName } : null,
  };
}

/** Shipments as answered: their animals and those animals' treatments read once for all of them. */
export async function presentShipments(db: Db, organizationId: string, rows: readonly ShipmentRow[]): Promise<Shipment[]> {
  const animals = await animalsOf(db, organizationId, rows.map((row) => row.shipment.id));
  const treatments = await treatmentsOf(db, organizationId, rows, animals);
  return rows.map((row) => presentShipment(row, animals, treatments));
}

async function presentOne(db: Db, organizationId: string, id: string): Promise<Shipment> {
  const row = await findShipment(db, organizationId, id);
  if (!row) throw AppError.notFound();
  return (await presentShipments(db, organizationId, [row]))[0]!;
}

export const getShipment = (context: AppContext, session: Session, id: string) => presentOne(context.db, session.organizationId, id);

export async function getShipments(context: AppContext, session: Session, query: ShipmentsQuery) {
  const { rows, total } = await listShipments(context.db, session.organizationId, query);
  return { items: await presentShipments(context.db, session.organizationId, rows), total, page: query.page, limit: query.limit };
}

/**
 * One movement document, one holding of departure (docs/decisions.md: shipments): its sheet names the
 * farm they leave and is printed in that farm's language, so animals of two farms are two shipments.
 */
async function refuseSeveralFarms(tx: Db, organizationId: string, animalIds: readonly string[], param: string): Promise<void> {
  const farmIds = new Set([...(await animalsById(tx, organizationId, animalIds)).values()].map((animal) => animal.farmId));
  if (farmIds.size > 1) throw new AppError(422, 'orders.shipmentOneFarm', { param });
}

/** Animals named by the request leave one by one through the records' own removal, each refusal said of its place in the list. */
async function removeEach(tx: Db, context: AppContext, session: Session, request: ShipmentRequest, destination: string, ip: string): Promise<string[]> {
  const ids = [...new Set(request.animalIds ?? [])];
  for (const [index, animalId] of ids.entries()) {
    const leaving = { animalId, at: request.departureAt, reason: REASONS[request.destinationKind], destination };
    await leaveHerd(tx, context, session, leaving, { animalParam: `animalIds.${index}`, dateParam: 'departureAt' }, ip);
  }
  return ids;
}

/**
 * POST /api/shipment: animals leave, in one transaction. With a sale, the sale is shipped (its step,
 * withdrawal checked, its animals removed as sold, its stock taken out) and the shipment lists its
 * animals; otherwise each animal named is removed for where it goes. The destination is the
 * counterparty's (the organisation's: 404 on its field) unless typed.
 */
export function addShipment(context: AppContext, session: Session, request: ShipmentRequest, ip: string): Promise<Shipment> {
  return context.db.transaction(async (tx) => {
    const { organizationId } = session;
    let counterparty = null;
    let orderId: string | null = null;
    let animalIds: string[];
    if (request.orderId) {
      const row = await findOrder(tx, organizationId, request.orderId, true);
      if (!row) throw new AppError(404, 'errors.notFound', { param: 'orderId' });
      if (row.order.direction !== 'sale') throw new AppError(409, 'orders.stepNotAllowed', { param: 'orderId' });
      animalIds = (await linesOf(tx, organizationId, [row.order.id])).flatMap(({ line }) => (line.animalId ? [line.animalId] : []));
      if (animalIds.length === 0) throw new AppError(409, 'orders.orderHasNoAnimals', { param: 'orderId' });
      await refuseSeveralFarms(tx, organizationId, animalIds, 'orderId');
      [counterparty] = await findCounterparties(tx, organizationId, [row.order.counterpartyId]);
      await takeStep(tx, context, session, row, 'ship', { occurredAt: request.departureAt, note: request.notes ?? null }, ip, 'departureAt');
      orderId = row.order.id;
    } else {
      if (request.counterpartyId) {
        [counterparty] = await findCounterparties(tx, organizationId, [request.counterpartyId]);
        if (!counterparty) throw new AppError(404, 'errors.notFound', { param: 'counterpartyId' });
      }
      await refuseSeveralFarms(tx, organizationId, request.animalIds ?? [], 'animalIds');
      animalIds = await removeEach(tx, context, session, request, request.destinationName ?? counterparty!.name, ip);
    }
    const values = {
      orderId,
      destinationKind: request.destinationKind,
      counterpartyId: counterparty?.id ?? null,
      destinationName: request.destinationName ?? counterparty!.name,
      destinationAddress: request.destinationAddress ?? counterparty?.address ?? null,
      vehicle: request.vehicle,
      driver: request.driver,
      departureAt: new Date(request.departureAt),
      arrivalAt: request.arrivalAt ? new Date(request.arrivalAt) : null,
      notes: request.notes ?? null,
    };
    const id = await insertShipment(tx, organizationId, session.userId, values, animalIds);
    const answer = await presentOne(tx, organizationId, id);
    await recordActivity(tx, { organizationId, actorId: session.userId, action: 'shipment.create', entityType: 'shipment', entityId: id, after: { ...values, animalIds }, ipAddress: ip });
    return answer;
  });
}
