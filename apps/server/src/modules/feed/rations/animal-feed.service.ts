import type { AnimalFeed } from '@ganado/shared/feed';
import { and, eq, sql } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { animals } from '../../../db/schema';
import { AppError } from '../../../http/app-error';
import type { Session } from '../../sessions/authenticate';
import { perHead } from './per-head';
import { findRationById } from './rations.repository';

/**
 * The ration an animal is on as of `on`: the latest done `rationApplied` event from a day not after
 * it, on the animal itself or on its group today, by time then id (docs/decisions.md: feed rations).
 */
async function latestApplication(db: Db, organizationId: string, animalId: string, groupId: string | null, on: Date) {
  const [row] = await rowsOf<{ ration_id: string; occurred_at: Date; through: 'group' | 'animal' }>(
    db.execute(sql`
      select e.details->>'rationId' as ration_id, e.occurred_at, l.asset_kind as through
      from event_assets l join events e on e.id = l.event_id and e.organization_id = l.organization_id
      where l.organization_id = ${organizationId} and l.role = 'fed'
        and (l.asset_id = ${animalId} ${groupId ? sql`or l.asset_id = ${groupId}` : sql``})
        and e.type = 'rationApplied' and e.status = 'done' and e.occurred_at <= ${on.toISOString()}
      order by e.occurred_at desc, e.id desc limit 1`),
  );
  return row;
}

export async function getAnimalFeed(context: AppContext, session: Session, animalId: string): Promise<AnimalFeed> {
  const [animal] = await context.db
    .select({ id: animals.id, groupId: animals.groupId })
    .from(animals)
    .where(and(eq(animals.organizationId, session.organizationId), eq(animals.id, animalId)));
  if (!animal) throw AppError.notFound();
  const applied = await latestApplication(context.db, session.organizationId, animal.id, animal.groupId, context.clock());
  const ration = applied && (await findRationById(context.db, session.organizationId, applied.ration_id));
  if (!applied || !ration) return { current: null, perHead: [] };
  const lines = perHead(ration.result, animal.id);
  return {
    current: { rationId: ration.id, number: ration.number, name: ration.name, version: ration.version, from: new Date(applied.occurred_at).toISOString(), through: applied.through },
    perHead: lines.map((line) => ({ name: line.name, kgAsFedPerHead: line.kgPerHead, kgDmPerHead: line.kgDmPerHead })),
  };
}
