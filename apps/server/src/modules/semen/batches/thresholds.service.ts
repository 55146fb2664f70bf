import { DEFAULT_THRESHOLDS, type Thresholds, type ThresholdsRequest } from '@ganado/shared/semen';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/client';
import { semenThresholds, users } from '../../../db/schema';
import { recordActivity } from '../../activity-log/activity-log.repository';
import { personName } from '../../action-list/tasks.repository';
import type { Session } from '../../sessions/authenticate';

/** The organisation's thresholds, the defaults until it sets its own (docs/decisions.md: semen thresholds). */
export async function thresholdsOf(db: Db, organizationId: string): Promise<Thresholds> {
  const [row] = await db
    .select({ thresholds: semenThresholds, byName: personName })
    .from(semenThresholds)
    .leftJoin(users, eq(users.id, semenThresholds.updatedBy))
    .where(eq(semenThresholds.organizationId, organizationId));
  if (!row) return { ...DEFAULT_THRESHOLDS, updatedAt: null, updatedBy: null };
  const { thresholds } = row;
  return {
    minPostThawMotilityPercent: thresholds.minPostThawMotilityPercent,
    minConcentrationMillionPerMl: thresholds.minConcentrationMillionPerMl,
    minMotilityPercent: thresholds.minMotilityPercent,
    minNormalFormsPercent: thresholds.minNormalFormsPercent,
    healthTestDays: thresholds.healthTestDays,
    updatedAt: thresholds.updatedAt.toISOString(),
    updatedBy: thresholds.updatedBy && row.byName ? { id: thresholds.updatedBy, name: row.byName } : null,
  };
}

export const getThresholds = (context: AppContext, session: Session) => thresholdsOf(context.db, session.organizationId);

/** PUT /api/semen/thresholds: set whole; batches already decided keep their decision. */
export function updateThresholds(context: AppContext, session: Session, request: ThresholdsRequest, ip: string): Promise<Thresholds> {
  return context.db.transaction(async (tx) => {
    const before = await thresholdsOf(tx, session.organizationId);
    const values = { ...request, updatedAt: context.clock(), updatedBy: session.userId };
    await tx
      .insert(semenThresholds)
      .values({ organizationId: session.organizationId, ...values })
      .onConflictDoUpdate({ target: semenThresholds.organizationId, set: values });
    const answer = await thresholdsOf(tx, session.organizationId);
    await recordActivity(tx, { organizationId: session.organizationId, actorId: session.userId, action: 'semenThresholds.update', entityType: 'semenThresholds', entityId: session.organizationId, before, after: answer, ipAddress: ip });
    return answer;
  });
}
