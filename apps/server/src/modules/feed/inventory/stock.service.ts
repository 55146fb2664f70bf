import type { Adjustment } from '@ganado/shared/ledger';
import { isRecordInFuture } from '@ganado/shared/format';
import type { Lot, lotMoves as lotMovesSchema, StockMoveRequest } from '@ganado/shared/feed';
import type { z } from 'zod';
import type { AppContext } from '../../../context';
import { AppError } from '../../../http/app-error';
import { writeEvents } from '../../ledger/events.writer';
import type { Session } from '../../sessions/authenticate';
import { dayOf } from '../composition';
import { lotMoves } from './lots.repository';
import { lotAnswer, lotByNumber } from './lots.service';

/** Each move as an event of the log: more received, an adjustment up or down with its reason, a stocktake setting the figure. */
const MOVES: Record<StockMoveRequest['move'], { type: string; adjustment: (request: StockMoveRequest) => Adjustment }> = {
  received: { type: 'feedReceived', adjustment: () => 'increment' },
  adjusted: { type: 'feedAdjusted', adjustment: (request) => (request.direction === 'decrease' ? 'decrement' : 'increment') },
  counted: { type: 'feedCounted', adjustment: () => 'reset' },
};

/**
 * POST /api/feed/inventory/:number/stock: one done event through the log's write path, which locks
 * the lot and refuses stock below zero (409, answered on `quantityKg`), so two people drawing the
 * last of a lot at once get one success.
 */
export function moveStock(context: AppContext, session: Session, number: number, request: StockMoveRequest, ip: string): Promise<Lot> {
  const { organizationId } = session;
  return context.db.transaction(async (tx) => {
    const { lot } = await lotByNumber(tx, organizationId, number);
    if (isRecordInFuture(request.occurredAt, context.clock())) throw AppError.invalid({ param: 'occurredAt', key: 'animals.recordInFuture' });
    const { type, adjustment } = MOVES[request.move];
    const event = {
      type,
      status: 'done' as const,
      occurredAt: new Date(request.occurredAt),
      details: { move: request.move, direction: request.direction ?? null, reason: request.reason ?? null, lotNumber: lot.number },
      assets: [{ assetId: lot.id, role: 'subject' as const }],
      quantities: [{ value: request.quantityKg, unit: 'kg', label: request.move, assetId: lot.id, adjustment: adjustment(request) }],
    };
    try {
      await writeEvents(tx, { organizationId, userId: session.userId, ip }, [event], [{ action: 'feedLot.stock', entityType: 'feedLot', entityId: lot.id, after: { number, ...request } }]);
    } catch (error) {
      if (error instanceof AppError && error.key === 'ledger.insufficientStock') {
        throw new AppError(409, 'ledger.insufficientStock', { errors: [{ param: 'quantityKg', key: 'ledger.insufficientStock' }], cause: error });
      }
      throw error;
    }
    return lotAnswer(tx, organizationId, dayOf(context.clock()), lot.id);
  });
}

/** GET /api/feed/inventory/:number/moves: every move of its stock, newest first, signed (a count is the figure it set). */
export async function getLotMoves(context: AppContext, session: Session, number: number): Promise<z.infer<typeof lotMovesSchema>> {
  const { lot } = await lotByNumber(context.db, session.organizationId, number);
  const rows = await lotMoves(context.db, session.organizationId, lot.id);
  return {
    items: rows.map((row) => ({
      eventId: row.event_id,
      type: row.type,
      occurredAt: new Date(row.occurred_at).toISOString(),
      quantityKg: row.adjustment === 'decrement' ? -Number(row.stock_value) : Number(row.stock_value),
      adjustment: row.adjustment,
      reason: row.reason,
      by: row.by,
    })),
  };
}
