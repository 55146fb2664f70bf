import type { EventAssetRole } from '@ganado/shared/ledger';
import { SUPPLY_EVENT_ADJUSTMENTS, type Supply, type SuppliesQuery, type SupplyEvent, type SupplyEventRequest, type SupplyRequest } from '@ganado/shared/supplies';
import type { AppContext } from '../../context';
import { refuseOnUniqueViolation } from '../../db/errors';
import { AppError } from '../../http/app-error';
import { recordActivity } from '../activity-log/activity-log.repository';
import { writeEvents } from '../ledger/events.writer';
import type { Session } from '../sessions/authenticate';
import { findSupplies, insertSupply, listSupplies, type SupplyRow } from './supplies.repository';

/** A supply as answered; its stock on hand is the registry's cached figure (ledger/stock.repository.ts). */
function present(rows: readonly SupplyRow[]): Supply[] {
  return rows.map((row) => ({ ...row, createdAt: row.createdAt.toISOString(), updatedAt: row.updatedAt.toISOString() }));
}

export async function getSupplies(context: AppContext, session: Session, query: SuppliesQuery) {
  const { rows, total } = await listSupplies(context.db, session.organizationId, query);
  return { items: present(rows), total, page: query.page, limit: query.limit };
}

export async function getSupply(context: AppContext, session: Session, id: string): Promise<Supply> {
  const [row] = await findSupplies(context.db, session.organizationId, [id]);
  if (!row) throw AppError.notFound();
  return present([row])[0]!;
}

export function addSupply(context: AppContext, session: Session, request: SupplyRequest, ip: string): Promise<Supply> {
  const work = context.db.transaction(async (tx) => {
    const id = await insertSupply(tx, { ...request, organizationId: session.organizationId, createdBy: session.userId });
    await recordActivity(tx, { organizationId: session.organizationId, actorId: session.userId, action: 'supply.create', entityType: 'supply', entityId: id, after: request, ipAddress: ip });
    const [row] = await findSupplies(tx, session.organizationId, [id]);
    return present([row!])[0]!;
  });
  return refuseOnUniqueViolation(work, () => new AppError(409, 'supplies.nameTaken', { param: 'name' }));
}

/** The supply itself is on the event too: what a use consumed, or what was received or counted. */
const supplyRole = (type: SupplyEventRequest['type']): EventAssetRole => (type === 'supplyUsed' ? 'consumed' : 'subject');

/**
 * POST /api/supply/event: one event through the log's write path. Every quantity must name one of
 * the organisation's supplies (a quantity naming an animal is not a supply: 404, as another
 * organisation's would be); the other assets are checked by the write path.
 */
export function recordSupplyEvent(context: AppContext, session: Session, request: SupplyEventRequest, ip: string): Promise<SupplyEvent> {
  const { organizationId } = session;
  return context.db.transaction(async (tx) => {
    const supplyIds = [...new Set(request.quantities.map((quantity) => quantity.supplyId))];
    if ((await findSupplies(tx, organizationId, supplyIds)).length !== supplyIds.length) throw AppError.notFound();
    const adjustment = SUPPLY_EVENT_ADJUSTMENTS[request.type];
    const links = new Map<string, { assetId: string; role: EventAssetRole }>();
    for (const link of [...supplyIds.map((assetId) => ({ assetId, role: supplyRole(request.type) })), ...request.assets]) links.set(`${link.assetId} ${link.role}`, link);
    const [id] = await writeEvents(
      tx,
      { organizationId, userId: session.userId, ip },
      [
        {
          type: request.type,
          status: request.status,
          occurredAt: new Date(request.occurredAt),
          notes: request.notes ?? null,
          assets: [...links.values()],
          quantities: request.quantities.map((quantity) => ({ value: quantity.value, unit: quantity.unit, assetId: quantity.supplyId, adjustment })),
        },
      ],
      supplyIds.map((supplyId) => ({ action: 'supply.event', entityType: 'supply', entityId: supplyId, after: { type: request.type, status: request.status, occurredAt: request.occurredAt, quantities: request.quantities.filter((q) => q.supplyId === supplyId) } })),
    );
    return {
      id: id!,
      type: request.type,
      status: request.status,
      occurredAt: request.occurredAt,
      notes: request.notes ?? null,
      assets: [...links.values()],
      quantities: request.quantities.map((quantity) => ({ ...quantity, adjustment })),
      supplies: present(await findSupplies(tx, organizationId, supplyIds)),
    };
  });
}
