import { sql } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { expiringPacks, lowDrugs } from './alerts.repository';

/** Packs with stock, not disposed and not yet expired, whose expiry falls within `EXPIRY_ALERT_DAYS` of `now` (UTC days, as expiry is read). */
export async function packsExpiringSoon(db: Db, organizationId: string, now: Date): Promise<number> {
  return (await expiringPacks(db, organizationId, now)).length;
}

/** Drugs with a reorder level whose stock on hand (packs not disposed) is at or below it: the list's `lowStock`. */
export async function drugsLowOnStock(db: Db, organizationId: string): Promise<number> {
  return (await lowDrugs(db, organizationId)).length;
}

/** Active animals whose meat or milk is held by a withdrawal at `now`. */
export async function animalsInWithdrawal(db: Db, organizationId: string, now: Date): Promise<number> {
  const [row] = await rowsOf<{ n: string }>(
    db.execute(sql`
      select count(*)::text as n from animals where organization_id = ${organizationId} and status = 'active'
        and (meat_withdrawal_ends_at > ${now.toISOString()}::timestamptz or milk_withdrawal_ends_at > ${now.toISOString()}::timestamptz)`),
  );
  return Number(row?.n ?? 0);
}
