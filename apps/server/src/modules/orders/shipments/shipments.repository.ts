import type { ShipmentsQuery } from '@ganado/shared/orders';
import { and, asc, count, desc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { containing } from '../../../db/like';
import { animals, farms, orders, shipmentAnimals, shipments, users } from '../../../db/schema';
import { personName } from '../../action-list/tasks.repository';

const columns = { shipment: shipments, orderNumber: orders.number, orderReference: orders.reference, byName: personName };
export type ShipmentRow = { shipment: typeof shipments.$inferSelect; orderNumber: number | null; orderReference: string | null; byName: string | null };

const withOrder = (db: Db) => db.select(columns).from(shipments).leftJoin(orders, eq(orders.id, shipments.orderId)).leftJoin(users, eq(users.id, shipments.createdBy));

export type ShipmentValues = Omit<typeof shipments.$inferInsert, 'id' | 'organizationId' | 'createdAt' | 'updatedAt' | 'createdBy'>;

export async function insertShipment(db: Db, organizationId: string, createdBy: string, values: ShipmentValues, animalIds: readonly string[]): Promise<string> {
  const [row] = await db.insert(shipments).values({ ...values, organizationId, createdBy }).returning({ id: shipments.id });
  await db.insert(shipmentAnimals).values(animalIds.map((animalId, position) => ({ organizationId, shipmentId: row!.id, animalId, position })));
  return row!.id;
}

export async function findShipment(db: Db, organizationId: string, id: string): Promise<ShipmentRow | undefined> {
  const [row] = await withOrder(db).where(and(eq(shipments.organizationId, organizationId), eq(shipments.id, id)));
  return row;
}

export async function listShipments(db: Db, organizationId: string, query: ShipmentsQuery) {
  const where = and(
    eq(shipments.organizationId, organizationId),
    query.destinationKind ? eq(shipments.destinationKind, query.destinationKind) : undefined,
    query.search ? or(ilike(shipments.destinationName, containing(query.search)), ilike(shipments.vehicle, containing(query.search))) : undefined,
  );
  const rows = await withOrder(db)
    .where(where)
    .orderBy(desc(shipments.departureAt), desc(shipments.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
  const [total] = await db.select({ value: count() }).from(shipments).where(where);
  return { rows, total: total?.value ?? 0 };
}

/** The animals of shipments, in the order they were listed, with their last farm's clock and country. */
export async function animalsOf(db: Db, organizationId: string, shipmentIds: readonly string[]) {
  if (shipmentIds.length === 0) return [];
  return db
    .select({ shipmentId: shipmentAnimals.shipmentId, id: animals.id, tagNumber: animals.tagNumber, gender: animals.gender, birthDate: animals.birthDate, timeZone: farms.timeZone, countryCode: farms.countryCode, farmName: farms.name })
    .from(shipmentAnimals)
    .innerJoin(animals, eq(animals.id, shipmentAnimals.animalId))
    .leftJoin(farms, eq(farms.id, animals.farmId))
    .where(and(eq(shipmentAnimals.organizationId, organizationId), inArray(shipmentAnimals.shipmentId, [...shipmentIds])))
    .orderBy(asc(shipmentAnimals.shipmentId), asc(shipmentAnimals.position));
}
export type ShipmentAnimalRow = Awaited<ReturnType<typeof animalsOf>>[number];
