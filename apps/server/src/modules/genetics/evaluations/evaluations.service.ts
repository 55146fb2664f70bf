import { type Language, translateMessage } from '@ganado/shared';
import { EVALUATED_TRAITS, type Evaluation, type EvaluationRequest } from '@ganado/shared/genetics';
import type { PageQuery } from '@ganado/shared/http';
import type { AppContext } from '../../../context';
import { refuseOnUniqueViolation } from '../../../db/errors';
import { geneticEvaluations } from '../../../db/schema';
import { AppError } from '../../../http/app-error';
import { recordActivity } from '../../activity-log/activity-log.repository';
import type { Session } from '../../sessions/authenticate';
import { presentVariances, traitVariances } from '../settings/settings.service';
import { queueEvaluation } from './evaluations.job';
import { currentEvaluation, type EvaluationRow, findEvaluation, listEvaluations } from './evaluations.repository';

type Found = { evaluation: EvaluationRow; creatorName: string | null };

export function presentEvaluation({ evaluation, creatorName }: Found, currentId: string | undefined, language: Language): Evaluation {
  return {
    id: evaluation.id,
    status: evaluation.status,
    progress: evaluation.progress,
    phase: evaluation.phase,
    currentTrait: evaluation.currentTrait,
    traits: evaluation.runs,
    animals: evaluation.animals,
    settings: evaluation.traits.map((trait) => presentVariances(trait, evaluation.settings[trait], false)),
    attempts: evaluation.attempts,
    error: evaluation.errorKey ? { key: evaluation.errorKey, message: translateMessage(evaluation.errorKey, language, evaluation.errorParams ?? undefined) } : null,
    createdBy: evaluation.createdBy && creatorName ? { id: evaluation.createdBy, name: creatorName } : null,
    createdAt: evaluation.createdAt.toISOString(),
    startedAt: evaluation.startedAt?.toISOString() ?? null,
    finishedAt: evaluation.finishedAt?.toISOString() ?? null,
    current: evaluation.id === currentId,
  };
}

export async function getEvaluations(context: AppContext, session: Session, query: PageQuery, language: Language) {
  const { rows, total } = await listEvaluations(context.db, session.organizationId, query.page, query.limit);
  const current = await currentEvaluation(context.db, session.organizationId);
  return { items: rows.map((row) => presentEvaluation(row, current?.id, language)), total, page: query.page, limit: query.limit };
}

export async function getEvaluation(context: AppContext, session: Session, id: string, language: Language): Promise<Evaluation> {
  const found = await findEvaluation(context.db, session.organizationId, id);
  if (!found) throw AppError.notFound();
  const current = await currentEvaluation(context.db, session.organizationId);
  return presentEvaluation(found, current?.id, language);
}

/**
 * Queues an evaluation of the traits asked (all by default) with the variances set now. A second
 * while one is queued or running is refused (409) by the partial unique index, so two people
 * starting at once get one evaluation between them.
 */
export async function startEvaluation(context: AppContext, session: Session, request: EvaluationRequest, ip: string, language: Language): Promise<Evaluation> {
  const traits = EVALUATED_TRAITS.filter((trait) => !request.traits || request.traits.includes(trait));
  const work = context.db.transaction(async (tx) => {
    const settings = await traitVariances(tx, session.organizationId);
    const [row] = await tx
      .insert(geneticEvaluations)
      .values({ organizationId: session.organizationId, traits, settings, phase: 'genetics.phaseQueued', createdBy: session.userId })
      .returning({ id: geneticEvaluations.id });
    await recordActivity(tx, { organizationId: session.organizationId, actorId: session.userId, action: 'evaluation.start', entityType: 'evaluation', entityId: row!.id, after: { traits }, ipAddress: ip });
    return row!.id;
  });
  const id = await refuseOnUniqueViolation(work, () => new AppError(409, 'genetics.evaluationRunning'));
  await queueEvaluation(context, session.organizationId, id);
  return getEvaluation(context, session, id, language);
}
