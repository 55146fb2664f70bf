import type { ReservationsQuery } from '@ganado/shared/drugs';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../../db/client';
import { rowsOf } from '../../../db/rows';
import { drugReservations } from '../../../db/schema';

export interface ReservationRow {
  id: string;
  pack_id: string;
  drug_id: string;
  drug_name: string;
  batch: string;
  quantity: string;
  unit: string;
  expires_at: Date | string;
  released_at: Date | string | null;
  release_reason: string | null;
  task_id: string | null;
  event_id: string | null;
  notes: string | null;
  created_at: Date | string;
}

const reservationSelect = (organizationId: string, where: SQL) => sql`
  select r.id, r.pack_id, p.drug_id, d.name as drug_name, p.batch, r.quantity::text, d.stock_unit as unit, r.expires_at, r.released_at,
    r.release_reason, r.task_id, r.event_id, r.notes, r.created_at
  from drug_reservations r
  join drug_packs p on p.id = r.pack_id and p.organization_id = r.organization_id
  join drugs d on d.id = p.drug_id and d.organization_id = p.organization_id
  where r.organization_id = ${organizationId} and ${where}`;

export async function listReservations(db: Db, organizationId: string, query: ReservationsQuery): Promise<{ rows: ReservationRow[]; total: number }> {
  const where = sql.join(
    [
      query.active ? sql`r.released_at is null` : sql`true`,
      query.packId ? sql`r.pack_id = ${query.packId}` : sql`true`,
      query.drugId ? sql`p.drug_id = ${query.drugId}` : sql`true`,
      query.taskId ? sql`r.task_id = ${query.taskId}` : sql`true`,
    ],
    sql` and `,
  );
  const rows = await rowsOf<ReservationRow & { total: string }>(
    db.execute(sql`select *, count(*) over () as total from (${reservationSelect(organizationId, where)}) x
      order by x.expires_at, x.id limit ${query.limit} offset ${(query.page - 1) * query.limit}`),
  );
  return { rows, total: Number(rows[0]?.total ?? 0) };
}

export async function findReservation(db: Db, organizationId: string, id: string, lock = false): Promise<ReservationRow | undefined> {
  const [row] = await rowsOf<ReservationRow>(db.execute(sql`${reservationSelect(organizationId, sql`r.id = ${id}`)}${lock ? sql` for update of r` : sql``}`));
  return row;
}

export async function insertReservation(db: Db, values: typeof drugReservations.$inferInsert): Promise<string> {
  const [row] = await db.insert(drugReservations).values(values).returning({ id: drugReservations.id });
  return row!.id;
}

export interface ExpiredReservation {
  id: string;
  organization_id: string;
  pack_id: string;
  quantity: string;
}

/** The sweep: every organisation's reservations whose time ran out by `at`, released as expired in one statement. */
export function releaseExpired(system: Db, at: Date): Promise<ExpiredReservation[]> {
  return rowsOf<ExpiredReservation>(
    system.execute(sql`
      update drug_reservations set released_at = ${at.toISOString()}::timestamptz, release_reason = 'expired', updated_at = now()
      where released_at is null and expires_at <= ${at.toISOString()}::timestamptz
      returning id, organization_id, pack_id, quantity::text`),
  );
}
