import { type EvaluatedTrait, GROUP_OF_TRAIT, type GroupTrait, type TraitRun } from '@ganado/shared/genetics';
import type { Db } from '../../../db/client';
import { JobStopped } from '../../../jobs/job-queue';
import { recordActivity } from '../../activity-log/activity-log.repository';
import { buildGroups } from '../groups/groups.build';
import { loadSheetSources } from '../sheets/sheets.service';
import { sheetGroups } from '../sheets/sheets.repository';
import type { EvaluationOutcome, EvaluationTask, TraitMessage } from './evaluation.task';
import { pedigreeRows, prepareTrait, type PreparedTrait } from './evaluations.data';
import { dropValues, type EvaluationRow, finishedTraits, insertInbreeding, insertTraitValues, pruneEvaluations, updateEvaluation } from './evaluations.repository';
import { pedigreeFailure } from './pedigree-failure';

/** What an evaluation runs with: the organisation's database and clock, and how it is solved (a worker thread for the job, in the process for the demo seed). */
export interface EvaluationRunner {
  db: Db;
  clock: () => Date;
  /** Waits for requests being served to finish (the job gives way to people). */
  whenQuiet: () => Promise<void>;
  /** The server is stopping: the run ends, to be resumed. */
  stopping: () => boolean;
  solve: (task: Omit<EvaluationTask, 'port'>, onMessage: (message: TraitMessage) => void, signal: AbortSignal) => Promise<EvaluationOutcome>;
}

/** The relative residual solved to (issue: 1e-8), and how often progress reaches the database. */
export const TOLERANCE = 1e-8;
const PROGRESS_MS = 500;
/** The share of the bar before the first trait: the herd read, its groups built, the pedigree coded. */
const PREPARED = 0.05;

/** Progress through a trait's iterations: the residual falls from 1 to the tolerance, on a log scale. */
const solvedShare = (relativeResidual: number) => Math.min(1, Math.max(0, Math.log10(1 / relativeResidual) / Math.log10(1 / TOLERANCE)));

/** A failed evaluation keeps its row with why, none of its values; the previous one stays published. */
export async function failEvaluation(runner: Pick<EvaluationRunner, 'db' | 'clock'>, evaluationId: string, errorKey: string, errorParams?: Record<string, string>) {
  await runner.db.transaction(async (tx) => {
    await dropValues(tx, evaluationId);
    await updateEvaluation(tx, evaluationId, { status: 'failed', errorKey, errorParams: errorParams ?? null, finishedAt: runner.clock(), phase: null, checkpoint: null });
  });
}

/**
 * One evaluation (docs/decisions.md: evaluations): the herd's sheets read, the groups its traits
 * need built again by the rules (hand-made ones kept), each trait prepared, then everything solved
 * (in a worker thread for the job) while this side saves each trait's figures as they come, the
 * progress and the solution every 200 iterations. A retry skips the traits already saved and
 * resumes the next from its checkpoint. Published (completed) only once every trait is saved; a
 * failure keeps the previous evaluation published.
 */
export async function evaluateStored(runner: EvaluationRunner, evaluation: EvaluationRow): Promise<void> {
  const { db } = runner;
  const { id: evaluationId, organizationId } = evaluation;
  const herd = await loadSheetSources(db, organizationId, null);
  const groupTraits = [...new Set(evaluation.traits.map((trait) => GROUP_OF_TRAIT[trait]))] as GroupTrait[];
  await db.transaction(async (tx) => {
    for (const trait of groupTraits) {
      const built = await buildGroups(tx, organizationId, evaluation.createdBy, trait, herd);
      await recordActivity(tx, { organizationId, actorId: evaluation.createdBy, action: 'contemporaryGroup.build', entityType: 'contemporaryGroup', entityId: null, after: { ...built, evaluationId }, ipAddress: null });
    }
  });
  const memberships = await sheetGroups(db, organizationId, null);
  const done = finishedTraits(evaluation.runs);
  const prepared = new Map<EvaluatedTrait, PreparedTrait>(evaluation.traits.map((trait) => [trait, prepareTrait(trait, herd, memberships, evaluation.settings[trait])]));
  const toSolve = evaluation.traits.filter((trait) => !done.has(trait) && prepared.get(trait)!.records);
  if (![...prepared.values()].some((trait) => trait.records)) return failEvaluation(runner, evaluationId, 'genetics.noTraitRecords');
  const animalIds = herd.map((sources) => sources.animal.id);
  const runs: TraitRun[] = [...evaluation.runs];
  for (const trait of evaluation.traits) if (!prepared.get(trait)!.records && !done.has(trait)) runs.push(prepared.get(trait)!.run);
  const share = (trait: EvaluatedTrait, solved: number) => PREPARED + ((1 - PREPARED) * (evaluation.traits.length - toSolve.length + toSolve.indexOf(trait) + solved)) / evaluation.traits.length;
  await updateEvaluation(db, evaluationId, { animals: herd.length, runs, progress: share(toSolve[0] ?? evaluation.traits[0]!, 0), phase: 'genetics.phaseSolving', currentTrait: toSolve[0] ?? null });

  // What the thread says is handled in order, one write at a time.
  let writing: Promise<void> = Promise.resolve();
  let lastProgress = 0;
  const saved = new Set<EvaluatedTrait>();
  const onMessage = (message: TraitMessage) => {
    if (message.kind === 'progress') {
      if (Date.now() - lastProgress < PROGRESS_MS) return;
      lastProgress = Date.now();
      const progress = share(message.trait, solvedShare(message.relativeResidual));
      writing = writing.then(() => updateEvaluation(db, evaluationId, { progress, currentTrait: message.trait, phase: 'genetics.phaseSolving' }));
    } else if (message.kind === 'checkpoint') {
      writing = writing.then(() => updateEvaluation(db, evaluationId, { checkpoint: new Uint8Array(message.solution.buffer), checkpointTrait: message.trait }));
    } else {
      writing = writing.then(async () => {
        await runner.whenQuiet();
        await db.transaction(async (tx) => {
          await insertTraitValues(tx, organizationId, evaluationId, animalIds, message.columns);
          const run = { ...prepared.get(message.trait)!.run, iterations: message.iterations, relativeResidual: message.relativeResidual, seconds: Math.round(message.seconds * 100) / 100, accuracyMethod: message.accuracyMethod };
          runs.push(run);
          const next = toSolve[toSolve.indexOf(message.trait) + 1] ?? null;
          await updateEvaluation(tx, evaluationId, { runs, progress: share(message.trait, 1), currentTrait: next, checkpoint: null, checkpointTrait: null });
        });
        saved.add(message.trait);
      });
    }
  };
  const stop = new AbortController();
  const watch = setInterval(() => runner.stopping() && stop.abort(), 250);
  const resumed = evaluation.checkpoint && evaluation.checkpointTrait === toSolve[0] ? new Float64Array(evaluation.checkpoint.slice().buffer) : null;
  let outcome;
  try {
    outcome = await runner.solve(
      { rows: pedigreeRows(herd), traits: toSolve.map((trait) => prepared.get(trait)!.records!), initial: resumed, tolerance: TOLERANCE },
      onMessage,
      stop.signal,
    );
  } catch (error) {
    await writing.catch(() => undefined);
    if (stop.signal.aborted) throw new JobStopped();
    throw error;
  } finally {
    clearInterval(watch);
  }
  // The thread's last messages may still be on their way: wait until every trait it solved is saved.
  while (outcome.ok && toSolve.some((trait) => !saved.has(trait))) {
    await writing;
    await new Promise((resolve) => setImmediate(resolve));
  }
  await writing;
  if (!outcome.ok) {
    const failure = 'pedigree' in outcome ? pedigreeFailure(outcome.pedigree, herd) : { key: 'genetics.traitRefused', params: { trait: outcome.input.trait, reason: outcome.input.message } };
    return failEvaluation(runner, evaluationId, failure.key, failure.params);
  }
  await db.transaction(async (tx) => {
    await insertInbreeding(tx, organizationId, evaluationId, animalIds, outcome.inbreeding);
    await updateEvaluation(tx, evaluationId, { status: 'completed', progress: 1, phase: null, currentTrait: null, finishedAt: runner.clock(), checkpoint: null, checkpointTrait: null });
    await pruneEvaluations(tx, organizationId);
  });
}

