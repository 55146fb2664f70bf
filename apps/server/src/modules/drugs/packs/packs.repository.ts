import type { PacksQuery } from '@ganado/shared/drugs';
import { sql, type SQL } from 'drizzle-orm';
import { uuidArray } from '../../../db/arrays';
import type { Db } from '../../../db/client';
import { containing } from '../../../db/like';
import { rowsOf } from '../../../db/rows';
import { assets, drugPacks } from '../../../db/schema';

/** A pack with its drug, its stock (the registry's cached figure) and what is reserved of it. */
export interface PackRow {
  id: string;
  drug_id: string;
  drug_name: string;
  batch: string;
  expires_on: string;
  received_at: Date | string;
  supplier: string | null;
  price_minor: string | null;
  currency: string | null;
  warehouse: string;
  rack: string | null;
  tier: string | null;
  position: string | null;
  size: string;
  unit: string;
  on_hand: string;
  reserved: string;
  disposed_at: Date | string | null;
  order_id: string | null;
}

const SORT: Record<NonNullable<PacksQuery['col']>, SQL> = {
  expiresOn: sql`p.expires_on`,
  drugName: sql`lower(d.name)`,
  batch: sql`lower(p.batch)`,
  stockOnHand: sql`a.stock_on_hand`,
  receivedAt: sql`p.received_at`,
  warehouse: sql`lower(p.warehouse)`,
};

const packSelect = (organizationId: string, where: SQL) => sql`
  select p.id, p.drug_id, d.name as drug_name, p.batch, p.expires_on::text, p.received_at, p.supplier, p.price_minor::text, p.currency,
    p.warehouse, p.rack, p.tier, p.position, p.size::text, d.stock_unit as unit, coalesce(a.stock_on_hand, 0)::text as on_hand,
    coalesce((select sum(r.quantity) from drug_reservations r where r.organization_id = p.organization_id and r.pack_id = p.id and r.released_at is null), 0)::text as reserved,
    p.disposed_at, p.order_id
  from drug_packs p
  join drugs d on d.id = p.drug_id and d.organization_id = p.organization_id
  join assets a on a.id = p.id and a.organization_id = p.organization_id
  where p.organization_id = ${organizationId} and ${where}`;

/** The status filter in SQL, as `packStatus` decides it in code. */
function statusWhere(status: PacksQuery['status'], today: string): SQL {
  switch (status) {
    case 'disposed':
      return sql`p.disposed_at is not null`;
    case 'expired':
      return sql`p.disposed_at is null and p.expires_on < ${today}::date`;
    case 'empty':
      return sql`p.disposed_at is null and p.expires_on >= ${today}::date and coalesce(a.stock_on_hand, 0) <= 0`;
    case 'inStock':
      return sql`p.disposed_at is null and p.expires_on >= ${today}::date and a.stock_on_hand > 0`;
    default:
      return sql`true`;
  }
}

export async function listPacks(db: Db, organizationId: string, today: string, query: PacksQuery): Promise<{ rows: PackRow[]; total: number }> {
  const parts: SQL[] = [statusWhere(query.status, today)];
  if (query.drugId) parts.push(sql`p.drug_id = ${query.drugId}`);
  if (query.warehouse) parts.push(sql`lower(p.warehouse) = lower(${query.warehouse})`);
  if (query.expiringWithinDays !== undefined) {
    parts.push(sql`p.disposed_at is null and a.stock_on_hand > 0 and p.expires_on <= ${today}::date + ${query.expiringWithinDays}::int`);
  }
  if (query.search) {
    const pattern = containing(query.search);
    parts.push(sql`(p.batch ilike ${pattern} or d.name ilike ${pattern} or p.warehouse ilike ${pattern})`);
  }
  const where = sql.join(parts, sql` and `);
  const direction = query.desc ? sql`desc` : sql`asc`;
  const rows = await rowsOf<PackRow>(
    db.execute(sql`${packSelect(organizationId, where)} order by ${SORT[query.col ?? 'expiresOn']} ${direction}, p.id ${direction} limit ${query.limit} offset ${(query.page - 1) * query.limit}`),
  );
  const [total] = await rowsOf<{ total: number }>(
    db.execute(sql`select count(*)::int as total from drug_packs p join drugs d on d.id = p.drug_id join assets a on a.id = p.id where p.organization_id = ${organizationId} and ${where}`),
  );
  return { rows, total: total?.total ?? 0 };
}

export async function findPackRows(db: Db, organizationId: string, ids: readonly string[]): Promise<PackRow[]> {
  if (ids.length === 0) return [];
  return rowsOf<PackRow>(db.execute(sql`${packSelect(organizationId, sql`p.id = any(${uuidArray(ids)})`)} order by p.expires_on, p.id`));
}

/**
 * The pack each drug should use first (first-expired-first-out): not disposed, not expired on
 * `today`, with stock free of reservations; the earliest expiry, then the lowest id.
 */
export async function suggestedPacks(db: Db, organizationId: string, today: string, drugIds: readonly string[]): Promise<Set<string>> {
  if (drugIds.length === 0) return new Set();
  const rows = await rowsOf<{ id: string }>(
    db.execute(sql`
      select distinct on (p.drug_id) p.id from drug_packs p join assets a on a.id = p.id and a.organization_id = p.organization_id
      where p.organization_id = ${organizationId} and p.drug_id = any(${uuidArray(drugIds)}) and p.disposed_at is null and p.expires_on >= ${today}::date
        and a.stock_on_hand > coalesce((select sum(r.quantity) from drug_reservations r where r.organization_id = p.organization_id and r.pack_id = p.id and r.released_at is null), 0)
      order by p.drug_id, p.expires_on, p.id`),
  );
  return new Set(rows.map((row) => row.id));
}

export interface NewPack {
  organizationId: string;
  drugId: string;
  batch: string;
  expiresOn: string;
  receivedAt: Date;
  size: number;
  priceMinor: number | null;
  currency: string | null;
  supplier: string | null;
  orderId: string | null;
  warehouse: string;
  rack: string | null;
  tier: string | null;
  position: string | null;
  createdBy: string;
}

/** Packs are assets first (kind, unit, no stock yet), then the kind's rows with the same ids. */
export async function insertPacks(db: Db, stockUnit: string, packs: readonly NewPack[]): Promise<string[]> {
  if (packs.length === 0) return [];
  const registered = await db
    .insert(assets)
    .values(packs.map((pack) => ({ organizationId: pack.organizationId, kind: 'drugPack' as const, stockUnit: stockUnit as never, stockOnHand: 0 })))
    .returning({ id: assets.id });
  await db.insert(drugPacks).values(packs.map((pack, index) => ({ ...pack, id: registered[index]!.id })));
  return registered.map((row) => row.id);
}

/** The pack's row locked with its asset, for a write that moves its stock or closes it. */
export async function lockPacks(db: Db, organizationId: string, ids: readonly string[]) {
  if (ids.length === 0) return [];
  return rowsOf<{ id: string; drug_id: string; batch: string; expires_on: string; disposed_at: Date | string | null; unit: string; on_hand: string }>(
    db.execute(sql`
      select p.id, p.drug_id, p.batch, p.expires_on::text, p.disposed_at, d.stock_unit as unit, coalesce(a.stock_on_hand, 0)::text as on_hand
      from drug_packs p join assets a on a.id = p.id and a.organization_id = p.organization_id join drugs d on d.id = p.drug_id
      where p.organization_id = ${organizationId} and p.id = any(${uuidArray(ids)})
      order by p.id for update of p, a`),
  );
}

/** What active reservations hold of each pack, except those of `exceptTaskId` (the work now using it). */
export async function reservedOf(db: Db, organizationId: string, packIds: readonly string[], except?: { taskId?: string | null }): Promise<Map<string, number>> {
  if (packIds.length === 0) return new Map();
  const rows = await rowsOf<{ pack_id: string; reserved: string }>(
    db.execute(sql`
      select pack_id, sum(quantity)::text as reserved from drug_reservations
      where organization_id = ${organizationId} and pack_id = any(${uuidArray(packIds)}) and released_at is null
        and (${except?.taskId ?? null}::uuid is null or task_id is distinct from ${except?.taskId ?? null}::uuid)
      group by pack_id`),
  );
  return new Map(rows.map((row) => [row.pack_id, Number(row.reserved)]));
}

/** Releases the active reservations of packs (a disposal empties them) with a reason. */
export async function releaseReservations(db: Db, organizationId: string, where: SQL, reason: string, at: Date): Promise<number> {
  const rows = await rowsOf<{ id: string }>(
    db.execute(sql`
      update drug_reservations set released_at = ${at.toISOString()}::timestamptz, release_reason = ${reason}, updated_at = now()
      where organization_id = ${organizationId} and released_at is null and ${where} returning id`),
  );
  return rows.length;
}

export interface PackHistoryRow {
  id: string;
  type: string;
  occurred_at: Date | string;
  adjustment: string | null;
  stock_value: string | null;
  animal_id: string | null;
  tag_number: string | null;
  details: Record<string, unknown>;
  notes: string | null;
  created_by: string | null;
}

/** A pack's events, newest first, with the animal a treatment was given to. */
export async function packHistory(db: Db, organizationId: string, packId: string): Promise<PackHistoryRow[]> {
  return rowsOf<PackHistoryRow>(
    db.execute(sql`
      select e.id, e.type, e.occurred_at, q.adjustment, q.stock_value::text, an.id as animal_id, an.tag_number, e.details, e.notes,
        nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') as created_by
      from event_assets l
      join events e on e.id = l.event_id and e.organization_id = l.organization_id
      left join quantities q on q.event_id = e.id and q.asset_id = l.asset_id
      left join lateral (select s.asset_id from event_assets s where s.event_id = e.id and s.role = 'subject' and s.asset_kind = 'animal' limit 1) subject on true
      left join animals an on an.id = subject.asset_id
      left join users u on u.id = e.created_by
      where l.organization_id = ${organizationId} and l.asset_id = ${packId} and e.status = 'done'
      order by e.occurred_at desc, e.id desc
      limit 500`),
  );
}

/** Stock on hand per drug and warehouse, over packs not disposed. */
export async function stockPerWarehouse(db: Db, organizationId: string, drugId?: string) {
  return rowsOf<{ drug_id: string; drug_name: string; warehouse: string; unit: string; on_hand: string; packs: number }>(
    db.execute(sql`
      select p.drug_id, d.name as drug_name, p.warehouse, d.stock_unit as unit, sum(coalesce(a.stock_on_hand, 0))::text as on_hand, count(*)::int as packs
      from drug_packs p join drugs d on d.id = p.drug_id join assets a on a.id = p.id
      where p.organization_id = ${organizationId} and p.disposed_at is null and a.stock_on_hand > 0 ${drugId ? sql`and p.drug_id = ${drugId}` : sql``}
      group by p.drug_id, d.name, p.warehouse, d.stock_unit
      order by lower(d.name), lower(p.warehouse)`),
  );
}

/** A drug's packs that may be used on `day` (not disposed, in date), first-expired first: the order stock is drawn in. */
export async function usablePackIds(db: Db, organizationId: string, drugId: string, day: string): Promise<string[]> {
  const rows = await rowsOf<{ id: string }>(
    db.execute(sql`
      select p.id from drug_packs p
      where p.organization_id = ${organizationId} and p.drug_id = ${drugId} and p.disposed_at is null and p.expires_on >= ${day}::date
      order by p.expires_on, p.id`),
  );
  return rows.map((row) => row.id);
}
