import { convert } from '@ganado/shared/ledger';
import type { Db } from '../../../db/client';
import { AppError } from '../../../http/app-error';
import { lockPacks, reservedOf, usablePackIds } from '../../drugs/packs/packs.repository';
import { STOCK_EPSILON } from '../../drugs/packs/packs.usable';
import type { QuantityInput } from '../../ledger/events.writer';
import { allocateStraws } from '../../semen/insemination/insemination.service';
import { findBatchStatus, strawSources } from '../../semen/insemination/insemination.repository';
import type { LineWithProduct } from './orders.repository';

const shortOf = (line: LineWithProduct) =>
  new AppError(409, 'orders.stockShort', { errors: [{ param: `lines.${line.line.position}.quantity`, key: 'orders.stockShort', params: { product: line.productName } }] });

/**
 * A sale's drug line drawn from the cabinet first-expired first (docs/decisions.md: orders): each
 * usable pack locked, what others have reserved left alone, one decrement per pack it takes from.
 * 422 when the line's unit is not the drug's dimension; 409 when the packs hold too little.
 */
async function drawDrug(tx: Db, organizationId: string, line: LineWithProduct, day: string): Promise<QuantityInput[]> {
  const ids = await usablePackIds(tx, organizationId, line.productDrugId!, day);
  const packs = await lockPacks(tx, organizationId, ids);
  const reserved = await reservedOf(tx, organizationId, ids);
  const byId = new Map(packs.map((pack) => [pack.id, pack]));
  const stockUnit = packs[0]?.unit;
  let remaining = stockUnit ? convert(line.line.quantityMilli / 1000, line.line.unit, stockUnit) : 0;
  if (remaining === undefined) throw AppError.invalid({ param: `lines.${line.line.position}.quantity`, key: 'ledger.unitCannotConvert' });
  const taken: QuantityInput[] = [];
  for (const id of ids) {
    if (remaining <= STOCK_EPSILON) break;
    const pack = byId.get(id)!;
    const free = Number(pack.on_hand) - (reserved.get(id) ?? 0);
    const take = Math.min(free, remaining);
    if (take <= STOCK_EPSILON) continue;
    taken.push({ value: take, unit: pack.unit, assetId: id, adjustment: 'decrement', label: line.productName });
    remaining -= take;
  }
  if (remaining > STOCK_EPSILON || taken.length === 0) throw shortOf(line);
  return taken;
}

/**
 * A sale's semen line shipped out of the tanks (docs/decisions.md: postage): whole straws of the
 * product's batch, approved (409), from its packs first stored first used, locked; one decrement per
 * pack. 422 when the line is not counted in straws.
 */
async function drawStraws(tx: Db, organizationId: string, line: LineWithProduct): Promise<QuantityInput[]> {
  const param = `lines.${line.line.position}.quantity`;
  const straws = line.line.quantityMilli / 1000;
  if (line.line.unit !== 'straw') throw AppError.invalid({ param, key: 'ledger.unitCannotConvert' });
  if (!Number.isInteger(straws)) throw AppError.invalid({ param, key: 'semen.wholeStraws' });
  if ((await findBatchStatus(tx, organizationId, line.productSemenBatchId!))?.status !== 'approved') throw new AppError(409, 'semen.batchNotApproved', { param });
  const packs = await strawSources(tx, organizationId, { batchId: line.productSemenBatchId });
  const taken = allocateStraws(packs.map((pack) => ({ id: pack.packId, straws: Number(pack.straws ?? 0) })), straws);
  if (!taken) throw shortOf(line);
  const byPack = new Map<string, number>();
  for (const id of taken) byPack.set(id, (byPack.get(id) ?? 0) + 1);
  return [...byPack].map(([assetId, value]) => ({ value, unit: 'straw', assetId, adjustment: 'decrement' as const, label: line.productName }));
}

/**
 * What an order's step moves in stock: a sale's shipment takes its supplies, feed, drugs and straws out,
 * a purchase's delivery puts its supplies and feed in. The step's event carries these quantities,
 * so the stock is the log's (no second ledger); the write path refuses a supply going below zero.
 */
export async function stockMoves(tx: Db, organizationId: string, lines: readonly LineWithProduct[], move: 'out' | 'in', day: string): Promise<{ quantities: QuantityInput[]; lineOf: number[] }> {
  const quantities: QuantityInput[] = [];
  const lineOf: number[] = [];
  for (const line of lines) {
    if (line.productSupplyId) {
      quantities.push({ value: line.line.quantityMilli / 1000, unit: line.line.unit, assetId: line.productSupplyId, adjustment: move === 'out' ? 'decrement' : 'increment', label: line.productName });
      lineOf.push(line.line.position);
    } else if ((line.productDrugId || line.productSemenBatchId) && move === 'out') {
      const drawn = line.productDrugId ? await drawDrug(tx, organizationId, line, day) : await drawStraws(tx, organizationId, line);
      for (const quantity of drawn) {
        quantities.push(quantity);
        lineOf.push(line.line.position);
      }
    }
  }
  return { quantities, lineOf };
}

/** The write path's "stock short" on a quantity, said of the order line it came from. */
export function onLine(error: unknown, lines: readonly LineWithProduct[], lineOf: readonly number[]): unknown {
  if (!(error instanceof AppError) || error.key !== 'ledger.insufficientStock') return error;
  const position = Number(/^quantities\.(\d+)\./.exec(error.errors[0]?.param ?? '')?.[1] ?? 0);
  const line = lines.find((candidate) => candidate.line.position === lineOf[position]);
  return line ? shortOf(line) : error;
}
