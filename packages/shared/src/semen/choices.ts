/**
 * A semen batch's life (docs/decisions.md: semen): made by a collection into quarantine, then
 * approved (its straws may be stored, used and shipped) or rejected with a reason, once.
 */
export const BATCH_STATUSES = ['quarantine', 'approved', 'rejected'] as const;
export type BatchStatus = (typeof BATCH_STATUSES)[number];

export const BATCH_DECISIONS = ['approve', 'reject'] as const;
export type BatchDecision = (typeof BATCH_DECISIONS)[number];

export const HEALTH_TEST_RESULTS = ['negative', 'positive'] as const;
export type HealthTestResult = (typeof HEALTH_TEST_RESULTS)[number];
