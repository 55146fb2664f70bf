import { KG_PER_LB } from '@ganado/shared/animals';
import { type SQL, sql } from 'drizzle-orm';
import { uuidArray } from '../../../db/arrays';
import type { Db } from '../../../db/client';
import type { EventsInHand } from '../../ledger/ledger.repository';

/**
 * Rebuilds the derived columns of animals (status, removal, farm and zone, group, current weight)
 * from their latest done events (the animal their subject): the latest by occurred_at, and by id when two records share an
 * instant, so a tie always resolves the same way (docs/ARCHITECTURE.md). Call it in the same
 * transaction as any write to an animal's records; it is set-based, so a batch of an import costs
 * one statement.
 */
export async function refreshAnimalState(db: Db, organizationId: string, animalIds: readonly string[]): Promise<void> {
  if (animalIds.length === 0) return;
  // Record types, roles and kinds are constants of this file, never input, so they may be written into the SQL.
  const latest = (type: 'removal' | 'movement' | 'groupChange' | 'weight', alias: string) =>
    sql.raw(`left join lateral (
      select e.id, e.occurred_at from event_assets s join events e on e.id = s.event_id
      where s.organization_id = x.organization_id and s.asset_id = x.id and s.role = 'subject'
        and e.type = '${type}' and e.status = 'done'
      order by e.occurred_at desc, e.id desc limit 1
    ) ${alias} on true`);
  const linked = (event: string, role: string, kind: string) =>
    sql.raw(`(select l.asset_id from event_assets l where l.event_id = ${event}.id and l.role = '${role}' and l.asset_kind = '${kind}' limit 1)`);
  // The withdrawal a product is held by: the latest end among done treatments and vaccinations, then the later given, then the greater id.
  const held = (product: 'meat' | 'milk') =>
    sql.raw(`left join lateral (
      select e.id, (e.details #>> '{withdrawal,${product},endsAt}')::timestamptz as ends_at from event_assets s join events e on e.id = s.event_id
      where s.organization_id = x.organization_id and s.asset_id = x.id and s.role = 'subject'
        and e.type in ('treatment', 'vaccination') and e.status = 'done' and e.details #> '{withdrawal,${product}}' is not null
      order by 2 desc, e.occurred_at desc, e.id desc limit 1
    ) ${product} on true`);
  await writeAnimalState(
    db,
    organizationId,
    sql`
      select x.id,
        meat.ends_at as meat_ends_at, meat.id as meat_event_id, milk.ends_at as milk_ends_at, milk.id as milk_event_id,
        removal.occurred_at as removed_at,
        ${linked('movement', 'location', 'farm')} as farm_id, ${linked('movement', 'location', 'zone')} as zone_id,
        ${linked('grouping', 'group', 'group')} as group_id,
        case q.unit when 'lb' then q.value * ${KG_PER_LB} else q.value end as weight_kg,
        weight.occurred_at as weighed_at
      from animals x
      ${latest('removal', 'removal')}
      ${latest('movement', 'movement')}
      ${latest('groupChange', 'grouping')}
      ${latest('weight', 'weight')}
      ${held('meat')}
      ${held('milk')}
      left join quantities q on q.event_id = weight.id and q.position = 0
      where x.organization_id = ${organizationId} and x.id = any(${uuidArray(animalIds)})`,
  );
}

/**
 * Sets the derived columns from `state`, rows of (id, removed_at, farm_id, zone_id, group_id,
 * weight_kg, weighed_at, meat_ends_at, meat_event_id, milk_ends_at, milk_event_id), both ways of
 * deriving them ending in the same statement. An animal whose state is already right is not written again.
 */
function writeAnimalState(db: Db, organizationId: string, state: SQL) {
  return db.execute(sql`
    update animals as a set
      status = case when s.removed_at is null then 'active' else 'removed' end,
      removed_at = s.removed_at, farm_id = s.farm_id, zone_id = s.zone_id, group_id = s.group_id,
      current_weight_kg = s.weight_kg, current_weight_on = s.weighed_at,
      meat_withdrawal_ends_at = s.meat_ends_at, meat_withdrawal_event_id = s.meat_event_id,
      milk_withdrawal_ends_at = s.milk_ends_at, milk_withdrawal_event_id = s.milk_event_id
    from (${state}) s
    where a.organization_id = ${organizationId} and a.id = s.id
      and (a.status, a.removed_at, a.farm_id, a.zone_id, a.group_id, a.current_weight_kg, a.current_weight_on,
        a.meat_withdrawal_ends_at, a.meat_withdrawal_event_id, a.milk_withdrawal_ends_at, a.milk_withdrawal_event_id)
        is distinct from (case when s.removed_at is null then 'active' else 'removed' end, s.removed_at, s.farm_id, s.zone_id, s.group_id, s.weight_kg, s.weighed_at,
          s.meat_ends_at, s.meat_event_id, s.milk_ends_at, s.milk_event_id)`);
}

const DERIVING = ['removal', 'movement', 'groupChange', 'weight'] as const;
type Deriving = (typeof DERIVING)[number];
type Latest = { id: string; occurredAt: Date };

/** Later in the order the SQL above uses: by instant, then by id (uuids compare as their lowercase text). */
const later = (event: Latest, than: Latest | undefined) =>
  !than || event.occurredAt.getTime() > than.occurredAt.getTime() || (event.occurredAt.getTime() === than.occurredAt.getTime() && event.id.toLowerCase() > than.id.toLowerCase());

/**
 * The state of animals that have no event but those in hand (new animals, the events about them
 * written in this transaction), derived from those rows with the same rules as `refreshAnimalState`
 * and written in one statement. Nothing is read: an import's batch of a thousand new animals would
 * otherwise look up each one's history in the whole log's index (docs/decisions.md). The caller
 * (ledger/derived-state.ts) has checked that the animals have no other event.
 */
export async function setAnimalStateFromEvents(db: Db, organizationId: string, animalIds: readonly string[], written: EventsInHand): Promise<void> {
  if (animalIds.length === 0) return;
  const wanted = new Set(animalIds);
  const byId = new Map(written.events.map((event) => [event.id!, event]));
  const latest = new Map<string, Partial<Record<Deriving, Latest>>>();
  for (const link of written.links) {
    if (link.role !== 'subject' || !wanted.has(link.assetId)) continue;
    const event = byId.get(link.eventId);
    if (!event || (event.status ?? 'done') !== 'done' || !(DERIVING as readonly string[]).includes(event.type)) continue;
    const own = latest.get(link.assetId) ?? {};
    const type = event.type as Deriving;
    const candidate = { id: link.eventId, occurredAt: event.occurredAt };
    if (later(candidate, own[type])) own[type] = candidate;
    latest.set(link.assetId, own);
  }
  const linksOf = new Map<string, EventsInHand['links'][number][]>();
  for (const link of written.links) linksOf.set(link.eventId, [...(linksOf.get(link.eventId) ?? []), link]);
  const linked = (event: Latest | undefined, role: string, kind: string) => linksOf.get(event?.id ?? '')?.find((link) => link.role === role && link.assetKind === kind)?.assetId ?? null;
  const firstQuantity = new Map(written.quantities.filter((row) => row.position === 0).map((row) => [row.eventId, row]));
  const held = heldInHand(wanted, written, byId);
  const states = animalIds.map((id) => {
    const own = latest.get(id) ?? {};
    const weight = own.weight ? firstQuantity.get(own.weight.id) : undefined;
    return {
      id,
      removed_at: own.removal?.occurredAt.toISOString() ?? null,
      farm_id: linked(own.movement, 'location', 'farm'),
      zone_id: linked(own.movement, 'location', 'zone'),
      group_id: linked(own.groupChange, 'group', 'group'),
      weight_value: weight?.value ?? null,
      weight_unit: weight?.unit ?? null,
      weighed_at: weight ? own.weight!.occurredAt.toISOString() : null,
      meat_ends_at: held.get(`${id} meat`)?.endsAt ?? null,
      meat_event_id: held.get(`${id} meat`)?.id ?? null,
      milk_ends_at: held.get(`${id} milk`)?.endsAt ?? null,
      milk_event_id: held.get(`${id} milk`)?.id ?? null,
    };
  });
  // The pound conversion is PostgreSQL's numeric arithmetic, as in refreshAnimalState, so both give the same figure.
  await writeAnimalState(
    db,
    organizationId,
    sql`
      select r.*, case r.weight_unit when 'lb' then r.weight_value * ${KG_PER_LB} else r.weight_value end as weight_kg
      from jsonb_to_recordset(${JSON.stringify(states)}::jsonb) as r(id uuid, removed_at timestamptz, farm_id uuid, zone_id uuid, group_id uuid,
        weight_value numeric, weight_unit text, weighed_at timestamptz, meat_ends_at timestamptz, meat_event_id uuid, milk_ends_at timestamptz, milk_event_id uuid)`,
  );
}

type Held = { id: string; endsAt: string; occurredAt: Date };

/** The withdrawals in hand, per animal and product, by refreshAnimalState's order: latest end, then later given, then greater id. */
function heldInHand(wanted: ReadonlySet<string>, written: EventsInHand, byId: Map<string, EventsInHand['events'][number]>): Map<string, Held> {
  const held = new Map<string, Held>();
  for (const link of written.links) {
    const event = byId.get(link.eventId);
    if (link.role !== 'subject' || !wanted.has(link.assetId) || !event || (event.status ?? 'done') !== 'done') continue;
    if (event.type !== 'treatment' && event.type !== 'vaccination') continue;
    const withdrawal = event.details?.withdrawal as Partial<Record<'meat' | 'milk', { endsAt: string }>> | undefined;
    for (const product of ['meat', 'milk'] as const) {
      const endsAt = withdrawal?.[product]?.endsAt;
      if (!endsAt) continue;
      const candidate = { id: link.eventId, endsAt, occurredAt: event.occurredAt };
      const key = `${link.assetId} ${product}`;
      const current = held.get(key);
      const ends = Date.parse(endsAt) - (current ? Date.parse(current.endsAt) : -Infinity);
      if (!current || ends > 0 || (ends === 0 && later(candidate, current))) held.set(key, candidate);
    }
  }
  return held;
}
