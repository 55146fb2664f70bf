import type { FieldPath } from 'react-hook-form';
import { tankCountRequest, type Pack } from '@ganado/shared/semen';
import { bodyResolver, textOrNull } from '../../../components/form/body-resolver';
import { instantOf, wallClockNow } from '../../drugs/packs/pack-forms';
import type { CountBody } from './api';

/** A tank's count as typed: each pack's straws as counted (null while blank), when, and notes. */
export interface CountValues {
  occurredAt: string;
  notes: string;
  counts: { packId: string; counted: number | null }[];
}

/** Every pack of the tank, each starting from its straws by the log: the count changes only what differs. */
export const countValues = (packs: readonly Pack[]): CountValues => ({
  occurredAt: wallClockNow(),
  notes: '',
  counts: packs.map((pack) => ({ packId: pack.id, counted: pack.straws })),
});

export const countResolver = bodyResolver(
  tankCountRequest,
  (values: CountValues): CountBody => ({
    occurredAt: instantOf(values.occurredAt),
    // A blank count reaches the contract as missing, and gets its message under the pack.
    counts: values.counts.map((count) => ({ packId: count.packId, counted: count.counted as number })),
    notes: textOrNull(values.notes),
  }),
);

/** The fields the server may name under them; a pack left out or of another tank is said above the form. */
export const countFields = (packs: number): FieldPath<CountValues>[] => ['occurredAt', 'notes', ...Array.from({ length: packs }, (_, index) => `counts.${index}.counted` as const)];
