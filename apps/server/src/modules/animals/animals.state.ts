import { KG_PER_LB } from '@ganado/shared/animals';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/**
 * Rebuilds the derived columns of animals (status, removal, farm and zone, group, current weight)
 * from their latest done records: the latest by occurred_at, and by id when two records share an
 * instant, so a tie always resolves the same way (docs/ARCHITECTURE.md). Call it in the same
 * transaction as any write to an animal's records; it is set-based, so a batch of an import costs
 * one statement.
 */
export async function refreshAnimalState(db: Db, organizationId: string, animalIds: readonly string[]): Promise<void> {
  if (animalIds.length === 0) return;
  // Record types are constants of this file, never input, so they may be written into the SQL.
  const latest = (type: 'removal' | 'movement' | 'groupChange' | 'weight', alias: string, columns: string) =>
    sql.raw(`left join lateral (
      select ${columns} from animal_records r
      where r.organization_id = x.organization_id and r.animal_id = x.id and r.type = '${type}' and r.status = 'done'
      order by r.occurred_at desc, r.id desc limit 1
    ) ${alias} on true`);
  await db.execute(sql`
    update animals as a set
      status = case when s.removed_at is null then 'active' else 'removed' end,
      removed_at = s.removed_at,
      farm_id = s.farm_id,
      zone_id = s.zone_id,
      group_id = s.group_id,
      current_weight_kg = s.weight_kg,
      current_weight_on = s.weighed_at
    from (
      select x.id,
        removal.occurred_at as removed_at,
        movement.farm_id, movement.zone_id,
        grouping.group_id,
        case weight.quantity_unit when 'lb' then weight.quantity_value * ${KG_PER_LB} else weight.quantity_value end as weight_kg,
        weight.occurred_at as weighed_at
      from animals x
      ${latest('removal', 'removal', 'r.occurred_at')}
      ${latest('movement', 'movement', 'r.farm_id, r.zone_id')}
      ${latest('groupChange', 'grouping', 'r.group_id')}
      ${latest('weight', 'weight', 'r.quantity_value, r.quantity_unit, r.occurred_at')}
      where x.organization_id = ${organizationId} and x.id in (${sql.join(
        animalIds.map((id) => sql`${id}::uuid`),
        sql`, `,
      )})
    ) s
    where a.id = s.id
      -- An animal whose state is already right is not written again (an import sets it as it inserts).
      and (a.status, a.removed_at, a.farm_id, a.zone_id, a.group_id, a.current_weight_kg, a.current_weight_on)
        is distinct from (case when s.removed_at is null then 'active' else 'removed' end, s.removed_at, s.farm_id, s.zone_id, s.group_id, s.weight_kg, s.weighed_at)`);
}
