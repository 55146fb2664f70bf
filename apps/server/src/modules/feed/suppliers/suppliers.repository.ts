import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { counterparties, type CounterpartyRow, feedIngredients, feedSupplierPrices } from '../../../db/schema';

/** Suppliers are the orders module's counterparties of kind supplier (docs/decisions.md: feed suppliers); their list is its list of that kind. */
const isSupplier = (organizationId: string) => and(eq(counterparties.organizationId, organizationId), eq(counterparties.kind, 'supplier'));

export async function findSuppliers(db: Db, organizationId: string, ids: readonly string[]): Promise<CounterpartyRow[]> {
  if (ids.length === 0) return [];
  return db
    .select()
    .from(counterparties)
    .where(and(isSupplier(organizationId), inArray(counterparties.id, [...ids])));
}

/** The price lists of suppliers, each newest first (by the day it holds from, then the id). */
export async function pricesOf(db: Db, organizationId: string, supplierIds: readonly string[]) {
  if (supplierIds.length === 0) return [];
  return db
    .select({ price: feedSupplierPrices, ingredientName: feedIngredients.name })
    .from(feedSupplierPrices)
    .innerJoin(feedIngredients, eq(feedIngredients.id, feedSupplierPrices.ingredientId))
    .where(and(eq(feedSupplierPrices.organizationId, organizationId), inArray(feedSupplierPrices.supplierId, [...supplierIds])))
    .orderBy(desc(feedSupplierPrices.validFrom), desc(feedSupplierPrices.id));
}
export type PriceWithIngredient = Awaited<ReturnType<typeof pricesOf>>[number];

export async function insertPrice(db: Db, values: Omit<typeof feedSupplierPrices.$inferInsert, 'id' | 'createdAt' | 'updatedAt'>): Promise<string> {
  const [row] = await db.insert(feedSupplierPrices).values(values).returning({ id: feedSupplierPrices.id });
  return row!.id;
}

/** Deletes a price of a supplier's list; answers what it was, or undefined when the supplier has no such price. */
export async function deletePrice(db: Db, organizationId: string, supplierId: string, priceId: string) {
  const [row] = await db
    .delete(feedSupplierPrices)
    .where(and(eq(feedSupplierPrices.organizationId, organizationId), eq(feedSupplierPrices.supplierId, supplierId), eq(feedSupplierPrices.id, priceId)))
    .returning();
  return row;
}
