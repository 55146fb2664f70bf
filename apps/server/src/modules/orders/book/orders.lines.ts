import { amountToMinor, lineTotals, type LineTotals, orderTotals } from '@ganado/shared/money';
import type { OrderRequest } from '@ganado/shared/orders';
import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { animals, farms } from '../../../db/schema';
import { AppError, type FieldProblem } from '../../../http/app-error';
import { findProducts } from '../products/products.repository';
import type { LineInsert } from './orders.repository';

/** The organisation's animals by id, with what a sale needs of them: tag, status and their farm's clock. */
export async function animalsById(db: Db, organizationId: string, ids: readonly string[]) {
  if (ids.length === 0) return new Map<string, { id: string; tagNumber: string; status: string; farmId: string | null; timeZone: string | null }>();
  const rows = await db
    .select({ id: animals.id, tagNumber: animals.tagNumber, status: animals.status, farmId: animals.farmId, timeZone: farms.timeZone })
    .from(animals)
    .leftJoin(farms, eq(farms.id, animals.farmId))
    .where(and(eq(animals.organizationId, organizationId), inArray(animals.id, [...new Set(ids)])));
  return new Map(rows.map((row) => [row.id, row]));
}

const ONE = 1000;

/**
 * A draft's lines checked against the catalogue and the herd, and priced (docs/decisions.md: orders):
 * each product the organisation's (404 on its line) and active; a price in the order's currency with
 * no more decimals than it has, the product's own only when it is in that currency; a sale of an
 * animal names one active animal of the organisation, once; only milk names the animals it came from.
 * Field problems are answered together (422); another organisation's record is 404, a removed animal 409.
 */
export async function checkedLines(tx: Db, organizationId: string, request: OrderRequest): Promise<{ lines: LineInsert[]; totals: LineTotals }> {
  const found = new Map((await findProducts(tx, organizationId, request.lines.map((line) => line.productId))).map((row) => [row.product.id, row.product]));
  const herd = await animalsById(tx, organizationId, request.lines.flatMap((line) => [...(line.animalId ? [line.animalId] : []), ...(line.sourceAnimalIds ?? [])]));
  const problems: FieldProblem[] = [];
  const seen = new Set<string>();
  const lines: LineInsert[] = [];
  for (const [index, line] of request.lines.entries()) {
    const at = (field: string) => `lines.${index}.${field}`;
    const product = found.get(line.productId);
    if (!product) throw new AppError(404, 'errors.notFound', { param: at('productId') });
    if (!product.active) problems.push({ param: at('productId'), key: 'orders.productArchived' });
    // Drugs arrive by batch and expiry into a place in the cabinet: the cabinet's own orders receive them.
    if (product.drugId && request.direction === 'purchase') problems.push({ param: at('productId'), key: 'orders.drugPurchaseInCabinet' });
    let unitPriceMinor = product.priceMinor;
    if (line.unitPrice != null) {
      const given = amountToMinor(line.unitPrice, request.currency);
      if (given === null) problems.push({ param: at('unitPrice'), key: 'orders.tooManyDecimals' });
      unitPriceMinor = given ?? 0;
    } else if (product.currency !== request.currency) {
      problems.push({ param: at('unitPrice'), key: 'orders.currencyDiffers', params: { productCurrency: product.currency, currency: request.currency } });
    }
    if (line.animalId) {
      const animal = herd.get(line.animalId);
      if (!animal) throw new AppError(404, 'errors.notFound', { param: at('animalId') });
      if (product.kind !== 'animal' || request.direction === 'purchase') problems.push({ param: at('animalId'), key: 'orders.animalNotForKind' });
      else if (seen.has(animal.id)) problems.push({ param: at('animalId'), key: 'orders.animalTwice', params: { tag: animal.tagNumber } });
      else if (animal.status !== 'active') throw new AppError(409, 'orders.animalNotActive', { errors: [{ param: at('animalId'), key: 'orders.animalNotActive', params: { tag: animal.tagNumber } }] });
      seen.add(animal.id);
    } else if (product.kind === 'animal' && request.direction === 'sale') {
      problems.push({ param: at('animalId'), key: 'orders.animalRequired' });
    }
    if (product.kind === 'animal' && product.unit === 'unit') {
      if (request.direction === 'sale' && line.quantity !== ONE) problems.push({ param: at('quantity'), key: 'orders.animalPerHead' });
      if (request.direction === 'purchase' && line.quantity % ONE !== 0) problems.push({ param: at('quantity'), key: 'orders.purchaseAnimalHeads' });
    }
    const sourceAnimalIds = [...new Set(line.sourceAnimalIds ?? [])];
    if (sourceAnimalIds.length > 0 && product.kind !== 'milk') problems.push({ param: at('sourceAnimalIds'), key: 'orders.sourceAnimalsNotForKind' });
    if (sourceAnimalIds.some((id) => !herd.has(id))) throw new AppError(404, 'errors.notFound', { param: at('sourceAnimalIds') });
    const taxRateBasisPoints = line.taxRate ?? product.taxRateBasisPoints;
    const totals = lineTotals({ quantityMilli: line.quantity, unitPriceMinor, taxRateBasisPoints });
    lines.push({
      position: index,
      productId: product.id,
      animalId: line.animalId ?? null,
      description: line.description ?? null,
      quantityMilli: line.quantity,
      unit: product.unit,
      unitPriceMinor,
      taxRateBasisPoints,
      ...totals,
      sourceAnimalIds,
    });
  }
  if (problems.length > 0) throw AppError.invalid(problems);
  return { lines, totals: orderTotals(lines.map((line) => ({ quantityMilli: line.quantityMilli, unitPriceMinor: line.unitPriceMinor, taxRateBasisPoints: line.taxRateBasisPoints }))) };
}
