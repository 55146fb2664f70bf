import { and, eq, sql } from 'drizzle-orm';
import { uuidArray } from '../../../db/arrays';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { drugs } from '../../../db/schema';

/** The drug a treatment names: the organisation's, or none. */
export async function drugGiven(db: Db, organizationId: string, id: string) {
  const [row] = await db.select({ id: drugs.id, name: drugs.name }).from(drugs).where(and(eq(drugs.organizationId, organizationId), eq(drugs.id, id)));
  return row;
}

export interface TreatedAnimal {
  id: string;
  tag_number: string;
  species_code: string | null;
  /** Its farm keeps to organic rules (docs/decisions.md: withdrawal, organic doubles it). */
  organic: boolean;
}

/** What a withdrawal depends on, per treated animal: its species and whether its farm is organic. */
export function treatedAnimals(db: Db, organizationId: string, ids: readonly string[]): Promise<TreatedAnimal[]> {
  return rowsOf<TreatedAnimal>(
    db.execute(sql`
      select a.id, a.tag_number, s.code as species_code, coalesce(f.production_system = 'organic', false) as organic
      from animals a
      left join species s on s.id = a.species_id
      left join farms f on f.id = a.farm_id and f.organization_id = a.organization_id
      where a.organization_id = ${organizationId} and a.id = any(${uuidArray(ids)})`),
  );
}

/**
 * What records being rewritten already drew from a pack, in its unit: their draw is replaced, so
 * it counts as free for the new one.
 */
export async function drawnBy(db: Db, organizationId: string, eventIds: readonly string[], packId: string): Promise<number> {
  if (eventIds.length === 0) return 0;
  const [row] = await rowsOf<{ drawn: string | null }>(
    db.execute(sql`
      select sum(q.stock_value)::text as drawn from quantities q join events e on e.id = q.event_id and e.organization_id = q.organization_id
      where q.organization_id = ${organizationId} and q.event_id = any(${uuidArray(eventIds)}) and q.asset_id = ${packId}
        and q.adjustment = 'decrement' and e.status = 'done'`),
  );
  return Number(row?.drawn ?? 0);
}

export interface HeldBy {
  id: string;
  administered_at: Date | string;
  ends_at: Date | string;
  product: string | null;
}

/**
 * The done treatments and vaccinations given to an animal by `at` whose withdrawal for `product`
 * ends after it: the candidates for what holds the animal then (@ganado/withdrawal's bindingWithdrawal picks).
 */
export function withdrawalsAt(db: Db, organizationId: string, animalId: string, product: 'meat' | 'milk', at: Date): Promise<HeldBy[]> {
  const path = `{withdrawal,${product},endsAt}`;
  return rowsOf<HeldBy>(
    db.execute(sql`
      select e.id, e.occurred_at as administered_at, (e.details #>> ${path})::timestamptz as ends_at,
        coalesce(e.details ->> 'product', e.details ->> 'vaccine') as product
      from event_assets s join events e on e.id = s.event_id and e.organization_id = s.organization_id
      where s.organization_id = ${organizationId} and s.asset_id = ${animalId} and s.role = 'subject'
        and e.type in ('treatment', 'vaccination') and e.status = 'done'
        and e.occurred_at <= ${at.toISOString()}::timestamptz and (e.details #>> ${path})::timestamptz > ${at.toISOString()}::timestamptz`),
  );
}
