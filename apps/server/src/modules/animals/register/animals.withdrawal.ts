import type { HeldWithdrawal } from '@ganado/shared/animals';
import type { WithdrawalProduct } from '@ganado/shared/drugs';
import { sql } from 'drizzle-orm';
import { uuidArray } from '../../../db/arrays';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';

/** The part of a treatment's details the withdrawal is kept in (drugs/administration: written there, read here). */
export interface StoredWithdrawal {
  hours: number;
  endsAt: string;
  rule: HeldWithdrawal['rule'];
  organic: boolean;
}

/**
 * The treatments that set an animal's meat and milk withdrawal (its derived columns name them,
 * animals.state.ts), with the product given and the rule that gave the figure.
 */
export async function withdrawalsOf(
  db: Db,
  organizationId: string,
  animal: { meatWithdrawalEventId: string | null; milkWithdrawalEventId: string | null },
): Promise<Record<WithdrawalProduct, HeldWithdrawal | null>> {
  const ids = [animal.meatWithdrawalEventId, animal.milkWithdrawalEventId].filter((id): id is string => id !== null);
  const rows =
    ids.length === 0
      ? []
      : await rowsOf<{ id: string; details: Record<string, unknown> }>(db.execute(sql`select id, details from events where organization_id = ${organizationId} and id = any(${uuidArray(ids)})`));
  const held = (product: WithdrawalProduct, eventId: string | null): HeldWithdrawal | null => {
    const row = rows.find((candidate) => candidate.id === eventId);
    const stored = (row?.details.withdrawal as Partial<Record<WithdrawalProduct, StoredWithdrawal>> | undefined)?.[product];
    if (!row || !stored) return null;
    const name = row.details.product ?? row.details.vaccine;
    return { endsAt: stored.endsAt, product: typeof name === 'string' ? name : '', rule: stored.rule, organic: stored.organic, recordId: row.id };
  };
  return { meat: held('meat', animal.meatWithdrawalEventId), milk: held('milk', animal.milkWithdrawalEventId) };
}
