import type { Evaluation, TraitRun } from '@ganado/shared/genetics';
import { envelope } from '../../../testing/session';

export const EVALUATION_ID = '00000000-0000-4000-8000-000000000e01';
export const OLDER_EVALUATION_ID = '00000000-0000-4000-8000-000000000e02';
export const USER_ID = '00000000-0000-4000-8000-000000000e03';

export const weaningRun: TraitRun = { trait: 'weaningWeight', records: 412, singletons: 3, groups: 18, iterations: 57, relativeResidual: 8.2e-9, seconds: 1.43, accuracyMethod: 'exact', skipped: null };
export const carcassRun: TraitRun = { trait: 'carcassWeight', records: 0, singletons: 0, groups: 0, iterations: 0, relativeResidual: null, seconds: 0, accuracyMethod: null, skipped: 'genetics.noRecords' };

/** The evaluation the herd's EPDs come from. */
export const completed: Evaluation = {
  id: OLDER_EVALUATION_ID,
  status: 'completed',
  progress: 1,
  phase: null,
  currentTrait: null,
  traits: [weaningRun, carcassRun],
  animals: 412,
  settings: [],
  attempts: 1,
  error: null,
  createdBy: { id: USER_ID, name: 'Fran Farmer' },
  createdAt: '2026-11-02T14:00:00.000Z',
  startedAt: '2026-11-02T14:00:01.000Z',
  finishedAt: '2026-11-02T14:00:09.000Z',
  current: true,
};

/** A new one started: queued, then solving weaning weight, then done. */
export const queued: Evaluation = { ...completed, id: EVALUATION_ID, status: 'queued', progress: 0, phase: 'genetics.phaseQueued', traits: [], animals: 0, createdAt: '2026-11-20T10:00:00.000Z', startedAt: null, finishedAt: null, current: false };
export const solving: Evaluation = { ...queued, status: 'running', progress: 0.42, phase: 'genetics.phaseSolving', currentTrait: 'weaningWeight', startedAt: '2026-11-20T10:00:01.000Z' };
export const done: Evaluation = { ...solving, status: 'completed', progress: 1, phase: null, currentTrait: null, traits: [weaningRun], animals: 430, finishedAt: '2026-11-20T10:00:12.000Z', current: true };
export const failed: Evaluation = {
  ...solving,
  status: 'failed',
  phase: null,
  currentTrait: null,
  error: { key: 'genetics.pedigreeLoop', message: 'The pedigree has a loop: T-1, T-2 are their own ancestors.' },
  finishedAt: '2026-11-20T10:00:03.000Z',
};

export const evaluationsPage = (items: Evaluation[], total = items.length) => envelope({ items, total, page: 1, limit: 10 });

/** Answers in turn, the last one again once they run out: an evaluation's progress as it is polled. */
export function inTurn(...answers: Evaluation[]) {
  let next = 0;
  return () => envelope(answers[Math.min(next++, answers.length - 1)]);
}
