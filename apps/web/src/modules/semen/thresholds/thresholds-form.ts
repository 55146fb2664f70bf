import type { FieldPath } from 'react-hook-form';
import { thresholdsRequest, type Thresholds, type ThresholdsRequest } from '@ganado/shared/semen';
import { bodyResolver } from '../../../components/form/body-resolver';

/** The five thresholds as typed: numbers, null while blank. */
export type ThresholdValues = { [K in keyof ThresholdsRequest]: number | null };

export const THRESHOLD_FIELDS = ['minPostThawMotilityPercent', 'minConcentrationMillionPerMl', 'minMotilityPercent', 'minNormalFormsPercent', 'healthTestDays'] as const satisfies readonly FieldPath<ThresholdValues>[];

export const thresholdValues = (current: Thresholds): ThresholdValues => Object.fromEntries(THRESHOLD_FIELDS.map((field) => [field, current[field]])) as ThresholdValues;

// A blank threshold reaches the contract as missing, and gets its message.
export const thresholdsResolver = bodyResolver(thresholdsRequest, (values: ThresholdValues) => values as ThresholdsRequest);
