import type { Product, ProductRequest, ProductsQuery } from '@ganado/shared/orders';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/client';
import { refuseOnUniqueViolation } from '../../../db/errors';
import { drugs, semenBatches, supplies } from '../../../db/schema';
import { AppError, refusedAs } from '../../../http/app-error';
import { recordActivity } from '../../activity-log/activity-log.repository';
import type { Session } from '../../sessions/authenticate';
import { findProducts, insertProduct, listProducts, type ProductWithStock, updateProductRow } from './products.repository';

export function presentProduct({ product, supplyName, supplyUnit, supplyStock, drugName, semenBatchCode }: ProductWithStock): Product {
  return {
    id: product.id,
    name: product.name,
    kind: product.kind,
    unit: product.unit,
    price: { amountMinor: product.priceMinor, currency: product.currency },
    taxRateBasisPoints: product.taxRateBasisPoints,
    active: product.active,
    supply: product.supplyId && supplyName !== null ? { id: product.supplyId, name: supplyName, stockOnHand: supplyStock, unit: supplyUnit } : null,
    drug: product.drugId && drugName !== null ? { id: product.drugId, name: drugName } : null,
    semenBatch: product.semenBatchId && semenBatchCode !== null ? { id: product.semenBatchId, code: semenBatchCode } : null,
    description: product.description,
    createdAt: product.createdAt.toISOString(),
    updatedAt: product.updatedAt.toISOString(),
  };
}

export async function getProducts(context: AppContext, session: Session, query: ProductsQuery) {
  const { rows, total } = await listProducts(context.db, session.organizationId, query);
  return { items: rows.map(presentProduct), total, page: query.page, limit: query.limit };
}

async function presentOne(db: Db, organizationId: string, id: string): Promise<Product> {
  const [row] = await findProducts(db, organizationId, [id]);
  if (!row) throw AppError.notFound();
  return presentProduct(row);
}

export const getProduct = (context: AppContext, session: Session, id: string) => presentOne(context.db, session.organizationId, id);

/** The supply, drug or semen batch a product's stock is, the organisation's (404 on its field, as another's would be). */
async function checkStockLink(tx: Db, organizationId: string, request: ProductRequest) {
  if (request.supplyId) {
    const [found] = await tx.select({ id: supplies.id }).from(supplies).where(and(eq(supplies.organizationId, organizationId), eq(supplies.id, request.supplyId)));
    if (!found) throw new AppError(404, 'errors.notFound', { param: 'supplyId' });
  }
  if (request.drugId) {
    const [found] = await tx.select({ id: drugs.id }).from(drugs).where(and(eq(drugs.organizationId, organizationId), eq(drugs.id, request.drugId)));
    if (!found) throw new AppError(404, 'errors.notFound', { param: 'drugId' });
  }
  if (request.semenBatchId) {
    const [found] = await tx.select({ id: semenBatches.id }).from(semenBatches).where(and(eq(semenBatches.organizationId, organizationId), eq(semenBatches.id, request.semenBatchId)));
    if (!found) throw new AppError(404, 'errors.notFound', { param: 'semenBatchId' });
  }
}

const valuesOf = (request: ProductRequest) => ({
  name: request.name,
  kind: request.kind,
  unit: request.unit,
  priceMinor: request.priceMinor,
  currency: request.currency,
  taxRateBasisPoints: request.taxRateBasisPoints,
  active: request.active,
  supplyId: request.supplyId ?? null,
  drugId: request.drugId ?? null,
  semenBatchId: request.semenBatchId ?? null,
  description: request.description ?? null,
});

const nameTaken = () => new AppError(409, 'orders.productNameTaken', { param: 'name' });

/** POST /api/order/product: 'Product not Added' (spec §8) heads a refusal, its field saying why. */
export function addProduct(context: AppContext, session: Session, request: ProductRequest, ip: string): Promise<Product> {
  const work = context.db.transaction(async (tx) => {
    await checkStockLink(tx, session.organizationId, request);
    const id = await insertProduct(tx, session.organizationId, session.userId, valuesOf(request));
    const answer = await presentOne(tx, session.organizationId, id);
    await recordActivity(tx, { organizationId: session.organizationId, actorId: session.userId, action: 'product.create', entityType: 'product', entityId: id, after: answer, ipAddress: ip });
    return answer;
  });
  return refusedAs('errors.productNotAdded', refuseOnUniqueViolation(work, nameTaken));
}

/** PUT /api/order/product/{id}: orders already written keep the price and tax they were written with. */
export function updateProduct(context: AppContext, session: Session, id: string, request: ProductRequest, ip: string): Promise<Product> {
  const work = context.db.transaction(async (tx) => {
    const before = await presentOne(tx, session.organizationId, id);
    await checkStockLink(tx, session.organizationId, request);
    await updateProductRow(tx, session.organizationId, id, valuesOf(request));
    const answer = await presentOne(tx, session.organizationId, id);
    await recordActivity(tx, { organizationId: session.organizationId, actorId: session.userId, action: 'product.update', entityType: 'product', entityId: id, before, after: answer, ipAddress: ip });
    return answer;
  });
  return refuseOnUniqueViolation(work, nameTaken);
}
