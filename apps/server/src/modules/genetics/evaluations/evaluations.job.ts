import { eq, inArray } from 'drizzle-orm';
import type { AppContext } from '../../../context';
import { geneticEvaluations } from '../../../db/schema';
import { type Attempt, JobStopped } from '../../../jobs/job-queue';
import { evaluateOffThread } from './evaluations.off-thread';
import { updateEvaluation } from './evaluations.repository';
import { evaluateStored, failEvaluation } from './evaluations.run';

export const EVALUATION_TASK = 'genetic-evaluation';
interface EvaluationJob {
  evaluationId: string;
  organizationId: string;
}

/** Evaluations are long and rare: a failure is retried twice, a minute apart; two hours is taken for a dead run. */
const RETRIES = { retryLimit: 2, retryDelaySeconds: 60, expireInSeconds: 2 * 60 * 60 };

export const queueEvaluation = (context: AppContext, organizationId: string, evaluationId: string) =>
  context.jobs.send<EvaluationJob>(EVALUATION_TASK, { evaluationId, organizationId }, { id: evaluationId });

/** The job of an evaluation: marked running, evaluated off the request thread, queued again when stopped or failed with retries left. */
async function runEvaluation(context: AppContext, { evaluationId, organizationId }: EvaluationJob, attempt: Attempt): Promise<void> {
  const tenant = context.forOrganization(organizationId);
  const { db } = tenant;
  const [evaluation] = await db.select().from(geneticEvaluations).where(eq(geneticEvaluations.id, evaluationId));
  if (!evaluation || (evaluation.status !== 'queued' && evaluation.status !== 'running')) return;
  await updateEvaluation(db, evaluationId, { status: 'running', attempts: attempt.number, startedAt: evaluation.startedAt ?? context.clock(), phase: 'genetics.phasePedigree' });
  try {
    await evaluateStored(
      { db, clock: context.clock, whenQuiet: () => context.jobs.whenQuiet(), stopping: () => context.jobs.stopping, solve: evaluateOffThread },
      evaluation,
    );
  } catch (error) {
    if (error instanceof JobStopped || !attempt.last) {
      await updateEvaluation(db, evaluationId, { status: 'queued', phase: 'genetics.phaseQueued' });
    } else {
      await failEvaluation(tenant, evaluationId, 'genetics.evaluationFailed');
    }
    throw error;
  }
}


export function defineEvaluations(context: AppContext): void {
  context.jobs.define<EvaluationJob>(EVALUATION_TASK, { ...RETRIES, run: (job, attempt) => runEvaluation(context, job, attempt) });
}

/** At start-up: an evaluation accepted just before its server stopped, left without a job, gets one (a send for one that has it is dropped). */
export async function queueUnfinishedEvaluations(context: AppContext): Promise<void> {
  const rows = await context.system
    .select({ id: geneticEvaluations.id, organizationId: geneticEvaluations.organizationId })
    .from(geneticEvaluations)
    .where(inArray(geneticEvaluations.status, ['queued', 'running']));
  for (const row of rows) await queueEvaluation(context, row.organizationId, row.id);
}
