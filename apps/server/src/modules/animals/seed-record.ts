import { randomUUID } from 'node:crypto';
import type { RecordRequest } from '@ganado/shared/animals';
import type { AnimalRecordWrite } from './records/records.ledger';
import { recordColumns } from './records/records.rules';

type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;
export type SeedRecordRequest = DistributiveOmit<RecordRequest, 'status' | 'occurredAt' | 'notes'>;

/** A done record as the records service would write the same request (columns and details alike). */
export function seedRecord(animalId: string, request: SeedRecordRequest, at: Date, extra: Record<string, unknown> = {}, id: string = randomUUID()): AnimalRecordWrite & { id: string } {
  const { details, ...columns } = recordColumns({ ...request, status: 'done', occurredAt: at.toISOString(), notes: null } as RecordRequest);
  return { id, animalId, type: request.type, status: 'done', occurredAt: at, ...columns, details: { ...details, ...extra } };
}
