import type { RecordRequest } from '@ganado/shared/animals';
import type { Db } from '../../../db/client';
import { administer, type AdministerOptions } from '../../drugs/administration/administration.service';
import { inseminate } from '../../semen/insemination/insemination.service';
import type { Session } from '../../sessions/authenticate';
import type { RecordColumns } from './records.rules';

/**
 * What a record uses from the organisation's stock, per animal: a medicine's dose from a drug pack
 * (drugs) or an insemination's straw from a semen pack (semen). Each adds details to the record; a
 * done one names the pack drawn from, and a straw also its quantity and the sire.
 */
export interface RecordUse {
  details: Record<string, unknown>;
  drawnFrom: string | null;
  quantity?: { value: number; unit: string } | null;
  sireId?: string | null;
}

/** The one place the animals module asks what a record uses: for a record added, rewritten or completed by a task. */
export async function usesOf(tx: Db, session: Session, record: RecordRequest, animalIds: readonly string[], options: AdministerOptions = {}): Promise<Map<string, RecordUse>> {
  if (record.type === 'service') return inseminate(tx, session, record, animalIds, options);
  return administer(tx, session, record, animalIds, options);
}

/** A record's columns with what it used: its details, the pack drawn from, a straw's quantity and sire. */
export function withUse(columns: RecordColumns, use: RecordUse | undefined): RecordColumns & { drawnFrom: string | null } {
  return {
    ...columns,
    ...(use?.quantity ? { quantityValue: use.quantity.value, quantityUnit: use.quantity.unit } : {}),
    relatedAnimalId: use?.sireId ?? columns.relatedAnimalId,
    details: { ...columns.details, ...use?.details },
    drawnFrom: use?.drawnFrom ?? null,
  };
}
