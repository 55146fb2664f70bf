import { isRecordInFuture } from '@ganado/shared/format';
import { FED_FROM_RATION, type Feeding, type FeedingRequest } from '@ganado/shared/feed';
import { and, eq } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/client';
import { animals } from '../../../db/schema';
import { AppError } from '../../../http/app-error';
import { recordActivity } from '../../activity-log/activity-log.repository';
import { type QuantityInput, writeEvents } from '../../ledger/events.writer';
import { stockOnHand } from '../../ledger/stock.repository';
import type { Session } from '../../sessions/authenticate';
import { type LotDraw, lotsToDraw } from '../inventory/feeds-for-ration';
import { perHead } from './per-head';
import { findRation } from './rations.repository';
import { checkedTarget } from './rations.service';

async function fedAnimals(tx: Db, organizationId: string, target: { id: string; kind: 'group' | 'animal' }): Promise<string[]> {
  const where = target.kind === 'group' ? eq(animals.groupId, target.id) : eq(animals.id, target.id);
  const rows = await tx
    .select({ id: animals.id })
    .from(animals)
    .where(and(eq(animals.organizationId, organizationId), where, eq(animals.status, 'active')));
  return rows.map((row) => row.id);
}

/**
 * The ration fed to a group or an animal: one `feeding` record on every animal fed (its first
 * quantity the kg as fed a head, as the feed tab shows it) that draws each feed's kilograms from
 * its lot, or a library feed's from its lots soonest to expire first (docs/decisions.md: feeding).
 * The ledger refuses the whole feeding (409) when a lot would go below zero.
 */
export function feedRation(context: AppContext, session: Session, number: number, request: FeedingRequest, ip: string): Promise<Feeding> {
  return context.db.transaction(async (tx) => {
    const ration = await findRation(tx, session.organizationId, number);
    if (!ration) throw AppError.notFound();
    if (isRecordInFuture(request.occurredAt, context.clock())) throw AppError.invalid({ param: 'occurredAt', key: 'animals.recordInFuture' });
    const target = await checkedTarget(tx, session.organizationId, request.target);
    const fed = await fedAnimals(tx, session.organizationId, target);
    if (fed.length === 0) throw AppError.invalid({ param: 'target.groupId', key: 'feed.emptyGroup' });
    const lines = perHead(ration.result);
    const draws: (LotDraw & { name: string })[] = [];
    for (const [index, line] of lines.entries()) {
      const kg = line.kgPerHead * fed.length * request.days;
      const found = line.lotId ? [{ lotId: line.lotId, lotNumber: line.lotNumber ?? 0, kg, stockKg: 0 }] : await lotsToDraw(tx, session.organizationId, line.ingredientId, kg);
      if (found.length === 0) throw new AppError(409, 'ledger.insufficientStock', { param: `feeds.${index}` });
      draws.push(...found.map((draw) => ({ ...draw, name: line.name })));
    }
    const perHeadKg = lines.reduce((sum, line) => sum + line.kgPerHead, 0) * request.days;
    const quantities: QuantityInput[] = [
      { value: round(perHeadKg), unit: 'kg', label: 'amount' },
      ...draws.map((draw) => ({ value: round(draw.kg), unit: 'kg', label: draw.name, assetId: draw.lotId, adjustment: 'decrement' as const })),
    ];
    const details = { feed: ration.name, ration: `#${ration.number} v${ration.version}`, rationId: ration.id, [FED_FROM_RATION]: ration.number, version: ration.version, days: request.days };
    const [eventId] = await writeEvents(tx, { organizationId: session.organizationId, userId: session.userId, ip }, [
      {
        type: 'feeding',
        status: 'done',
        occurredAt: new Date(request.occurredAt),
        notes: request.notes ?? null,
        details,
        assets: [
          ...fed.map((id) => ({ assetId: id, role: 'subject' as const })),
          ...(target.kind === 'group' ? [{ assetId: target.id, role: 'group' as const }] : []),
          ...[...new Set(draws.map((draw) => draw.lotId))].map((id) => ({ assetId: id, role: 'consumed' as const })),
        ],
        quantities,
      },
    ]);
    const stock = await stockOnHand(tx, session.organizationId, draws.map((draw) => draw.lotId));
    const drawn = draws.map((draw) => ({ lotNumber: draw.lotNumber, name: draw.name, kg: round(draw.kg), stockKg: stock.get(draw.lotId) ?? 0 }));
    await recordActivity(tx, {
      organizationId: session.organizationId,
      actorId: session.userId,
      action: 'ration.feed',
      entityType: 'feedRation',
      entityId: ration.id,
      after: { ...details, eventId, headCount: fed.length, drawn },
      ipAddress: ip,
    });
    return { eventId: eventId!, headCount: fed.length, drawn };
  });
}

/** Kilograms to the gram: a scale reads no finer. */
const round = (kg: number) => Math.round(kg * 1000) / 1000;
