import { z } from 'zod';
import { pageQuery, text } from '../http';
import { EVALUATED_TRAITS, EVALUATION_STATUSES } from './choices';
import { traitSettings } from './settings';

/**
 * A genetic evaluation: a background job (docs/decisions.md: evaluations) that solves each trait's
 * mixed-model equations over the organisation's pedigree and records and, once every trait is
 * done, publishes their EPDs together. One runs at a time per organisation; one that fails leaves
 * the previous EPDs in place.
 */
export const evaluationRequest = z.object({
  /** The traits to evaluate; left out, every trait with records. */
  traits: z.array(z.enum(EVALUATED_TRAITS, { error: 'validation.invalid' })).min(1, 'genetics.traitRequired').optional(),
});
export type EvaluationRequest = z.infer<typeof evaluationRequest>;

/** How each trait's equations went. */
export const traitRun = z.object({
  trait: z.enum(EVALUATED_TRAITS),
  records: z.number().int(),
  /** Records in groups of one, which compare the calf with nobody: left out. */
  singletons: z.number().int(),
  groups: z.number().int(),
  iterations: z.number().int(),
  relativeResidual: z.number().nullable(),
  seconds: z.number(),
  accuracyMethod: z.enum(['exact', 'approximate']).nullable(),
  /** Why the trait was left out (`genetics.noRecords`), null when it was evaluated. */
  skipped: text().nullable(),
});
export type TraitRun = z.infer<typeof traitRun>;

export const evaluation = z.object({
  id: z.uuid(),
  status: z.enum(EVALUATION_STATUSES),
  /** 0 to 1: traits done and the current one's iterations. */
  progress: z.number(),
  /** What it is doing now, as a message key (`genetics.phasePedigree`, `genetics.phaseSolving`…). */
  phase: text().nullable(),
  currentTrait: z.enum(EVALUATED_TRAITS).nullable(),
  traits: z.array(traitRun),
  animals: z.number().int(),
  /** The variances it ran with. */
  settings: z.array(traitSettings),
  attempts: z.number().int(),
  /** The failure, as a message key and its text in the reader's language. */
  error: z.object({ key: text(), message: text() }).nullable(),
  createdBy: z.object({ id: z.uuid(), name: text() }).nullable(),
  createdAt: text(),
  startedAt: text().nullable(),
  finishedAt: text().nullable(),
  /** The evaluation whose EPDs are shown now. */
  current: z.boolean(),
});
export type Evaluation = z.infer<typeof evaluation>;

export const evaluationsQuery = pageQuery;
