import { batchChecks, batchDecisionRequest, type Batch, type BatchCheck, type BatchDecisionRequest, type HealthTest, type ThresholdsRequest } from '@ganado/shared/semen';
import { bodyResolver, textOrNull } from '../../../components/form/body-resolver';

/** Approving: the post-thaw motility as typed (null while blank, NaN for text that is no number). */
export interface ApproveValues {
  postThawMotilityPercent: number | null;
}
export const approveResolver = bodyResolver(batchDecisionRequest, (values: ApproveValues): BatchDecisionRequest => ({ decision: 'approve', postThawMotilityPercent: values.postThawMotilityPercent }));

/** Rejecting: the reason, required by the contract. */
export interface RejectValues {
  reason: string;
}
export const rejectResolver = bodyResolver(batchDecisionRequest, (values: RejectValues): BatchDecisionRequest => ({ decision: 'reject', reason: textOrNull(values.reason) }));

/** A check's figure as the batch answered it (the fresh sample's are always there). */
const valueOf = (batch: Batch, check: BatchCheck['check']) => batch.checks.find((one) => one.check === check)?.value ?? 0;

/**
 * The checks the server will make of an approval with this post-thaw motility: the one pure function
 * it enforces (`batchChecks`), fed the organisation's thresholds now, the sample's figures and the
 * sire's health tests as they are now.
 */
export function approvalPreview(batch: Batch, thresholds: ThresholdsRequest, healthTests: readonly HealthTest[], postThaw: number | null): BatchCheck[] {
  return batchChecks(thresholds, {
    concentrationMillionPerMl: valueOf(batch, 'concentration'),
    motilityPercent: valueOf(batch, 'motility'),
    normalFormsPercent: valueOf(batch, 'normalForms'),
    collectedAt: batch.collection.collectedAt,
    postThawMotilityPercent: postThaw !== null && Number.isFinite(postThaw) ? postThaw : null,
    healthTests,
  });
}
