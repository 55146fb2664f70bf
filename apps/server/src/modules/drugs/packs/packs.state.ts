import { sql } from 'drizzle-orm';
import { uuidArray } from '../../../db/arrays';
import type { Db } from '../../../db/client';

/**
 * Rebuilds the derived columns of packs from their latest done events (docs/ARCHITECTURE.md: state
 * is derived, ties broken by id): the place from the latest receipt or move, `disposed_at` from
 * the latest disposal. The write path calls it (ledger/derived-state.ts) for every pack a write touches.
 */
export async function refreshPackState(db: Db, organizationId: string, packIds: readonly string[]): Promise<void> {
  if (packIds.length === 0) return;
  await db.execute(sql`
    update drug_packs as p set
      warehouse = coalesce(placed.location->>'warehouse', p.warehouse),
      rack = case when placed.location is null then p.rack else placed.location->>'rack' end,
      tier = case when placed.location is null then p.tier else placed.location->>'tier' end,
      position = case when placed.location is null then p.position else placed.location->>'position' end,
      disposed_at = disposal.occurred_at
    from drug_packs x
    left join lateral (
      select e.details->'location' as location from event_assets s join events e on e.id = s.event_id and e.organization_id = s.organization_id
      where s.organization_id = x.organization_id and s.asset_id = x.id and s.role = 'subject' and e.type in ('drugReceived', 'drugMoved') and e.status = 'done'
      order by e.occurred_at desc, e.id desc limit 1
    ) placed on true
    left join lateral (
      select e.occurred_at from event_assets s join events e on e.id = s.event_id and e.organization_id = s.organization_id
      where s.organization_id = x.organization_id and s.asset_id = x.id and s.role = 'subject' and e.type = 'drugDisposed' and e.status = 'done'
      order by e.occurred_at desc, e.id desc limit 1
    ) disposal on true
    where p.id = x.id and x.organization_id = ${organizationId} and x.id = any(${uuidArray(packIds)})`);
}
