import { z } from 'zod';
import { optionalText } from '../animals/fields';
import { pageQuery, text } from '../http';
import { BATCH_DECISIONS, BATCH_STATUSES } from './choices';
import { percent } from './fields';

/**
 * Approve or reject a batch in quarantine (docs/decisions.md: semen approval). Approving needs the
 * post-thaw motility measured and every threshold met; rejecting needs a reason. Decided once.
 */
export const batchDecisionRequest = z
  .object({
    decision: z.enum(BATCH_DECISIONS, { error: 'semen.decisionRequired' }),
    postThawMotilityPercent: percent.nullish(),
    reason: optionalText(300),
  })
  .superRefine((request, context) => {
    if (request.decision === 'approve' && request.postThawMotilityPercent == null) context.addIssue({ code: 'custom', path: ['postThawMotilityPercent'], message: 'semen.postThawRequired' });
    if (request.decision === 'reject' && !request.reason) context.addIssue({ code: 'custom', path: ['reason'], message: 'semen.rejectReasonRequired' });
  });
export type BatchDecisionRequest = z.infer<typeof batchDecisionRequest>;

/** Each threshold as the batch met it or not, so the screen says why before anyone decides. */
export const batchCheck = z.object({
  check: z.enum(['postThawMotility', 'concentration', 'motility', 'normalForms', 'healthTest']),
  /** Null: not measured yet (post-thaw motility before approval is asked). */
  met: z.boolean().nullable(),
  value: z.number().nullable(),
  minimum: z.number(),
});
export type BatchCheck = z.infer<typeof batchCheck>;

export const batch = z.object({
  id: z.uuid(),
  code: text(),
  status: z.enum(BATCH_STATUSES),
  sire: z.object({ id: z.uuid(), name: text(), naabCode: text().nullable() }),
  collection: z.object({ id: z.uuid(), collectedAt: text(), centre: text(), dosesProduced: z.number().int() }),
  /** Straws of the batch in stock, wherever they are kept. */
  straws: z.number(),
  postThawMotilityPercent: z.number().nullable(),
  decision: z.object({ at: text(), by: z.object({ id: z.uuid(), name: text() }).nullable(), reason: text().nullable() }).nullable(),
  checks: z.array(batchCheck),
  createdAt: text(),
});
export type Batch = z.infer<typeof batch>;

export const batchesQuery = pageQuery.extend({
  status: z.enum(BATCH_STATUSES, { error: 'validation.invalid' }).optional(),
  sireId: z.uuid({ error: 'validation.invalid' }).optional(),
});
export type BatchesQuery = z.infer<typeof batchesQuery>;
