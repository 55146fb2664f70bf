import { sql } from 'drizzle-orm';
import { uuidArray } from '../../db/arrays';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/rows';

/** Of `taskIds`, those of the tasks on this farm or on no farm: the ones the barn keeps. */
export async function tasksOfFarm(db: Db, organizationId: string, farmId: string, taskIds: readonly string[]): Promise<Set<string>> {
  if (taskIds.length === 0) return new Set();
  const rows = await rowsOf<{ id: string }>(
    db.execute(sql`select id from tasks where organization_id = ${organizationId} and id = any(${uuidArray(taskIds)}) and (farm_id = ${farmId} or farm_id is null)`),
  );
  return new Set(rows.map((row) => row.id));
}
