import type { DrugRequest, DrugsQuery } from '@ganado/shared/drugs';
import { and, eq, sql, type SQL } from 'drizzle-orm';
import { uuidArray } from '../../../db/arrays';
import type { Db } from '../../../db/client';
import { containing } from '../../../db/like';
import { rowsOf } from '../../../db/rows';
import { drugs, drugWithdrawals, species } from '../../../db/schema';

/**
 * The cabinet's drugs with their stock: on hand over packs not disposed, usable over those not
 * expired either, less what is reserved (docs/decisions.md: drugs). `today` is the caller's day,
 * through which a pack expiring that day is still usable.
 */
export interface DrugRow {
  id: string;
  registration_date: string | null;
  name: string;
  generic_name: string | null;
  manufacturer: string | null;
  distributor: string | null;
  format: string;
  dose_dam: string | null;
  dose_calf: string | null;
  dose_unit: string;
  dose_basis: string;
  active_ingredients: string[];
  substitution_id: string | null;
  routes: string[];
  prescription_only: boolean;
  storage: string | null;
  stock_unit: string;
  reorder_level: string | null;
  notes: string | null;
  on_hand: string;
  usable: string;
  reserved: string;
  next_expiry: string | null;
  created_at: Date | string;
  updated_at: Date | string;
}

const SORT: Record<NonNullable<DrugsQuery['col']>, SQL> = {
  name: sql`lower(d.name)`,
  genericName: sql`lower(d.generic_name)`,
  manufacturer: sql`lower(d.manufacturer)`,
  registrationDate: sql`d.registration_date`,
  stockOnHand: sql`coalesce(s.on_hand, 0)`,
  nextExpiry: sql`s.next_expiry`,
};

function drugSelect(organizationId: string, today: string, where: SQL) {
  return sql`
    select d.id, d.registration_date::text, d.name, d.generic_name, d.manufacturer, d.distributor, d.format,
      d.dose_dam::text, d.dose_calf::text, d.dose_unit, d.dose_basis, d.active_ingredients, d.substitution_id, d.routes,
      d.prescription_only, d.storage, d.stock_unit, d.reorder_level::text, d.notes, d.created_at, d.updated_at,
      coalesce(s.on_hand, 0)::text as on_hand, coalesce(s.usable, 0)::text as usable, coalesce(r.reserved, 0)::text as reserved,
      s.next_expiry::text as next_expiry
    from drugs d
    left join lateral (
      select sum(a.stock_on_hand) as on_hand,
        sum(a.stock_on_hand) filter (where p.expires_on >= ${today}::date) as usable,
        min(p.expires_on) filter (where a.stock_on_hand > 0) as next_expiry
      from drug_packs p join assets a on a.id = p.id and a.organization_id = p.organization_id
      where p.organization_id = d.organization_id and p.drug_id = d.id and p.disposed_at is null
    ) s on true
    left join lateral (
      select sum(r.quantity) as reserved from drug_reservations r join drug_packs p on p.id = r.pack_id and p.organization_id = r.organization_id
      where r.organization_id = d.organization_id and p.drug_id = d.id and r.released_at is null and p.disposed_at is null
    ) r on true
    where d.organization_id = ${organizationId} and ${where}`;
}

function filters(query: Omit<DrugsQuery, 'page' | 'limit' | 'col' | 'desc'>): SQL {
  const parts: SQL[] = [sql`true`];
  if (query.search) {
    const pattern = containing(query.search);
    parts.push(sql`(d.name ilike ${pattern} or d.generic_name ilike ${pattern} or d.manufacturer ilike ${pattern}
      or exists (select 1 from unnest(d.active_ingredients) i where i ilike ${pattern}))`);
  }
  if (query.drugFormat) parts.push(sql`d.format = ${query.drugFormat}`);
  if (query.prescriptionOnly !== undefined) parts.push(sql`d.prescription_only = ${query.prescriptionOnly}`);
  if (query.species) {
    parts.push(sql`exists (select 1 from drug_withdrawals w join species sp on sp.id = w.species_id where w.drug_id = d.id and sp.code = ${query.species})`);
  }
  return sql.join(parts, sql` and `);
}

/** A page of the list; the low-stock filter compares the same figure the answer shows. */
export async function listDrugs(db: Db, organizationId: string, today: string, query: DrugsQuery): Promise<{ rows: DrugRow[]; total: number }> {
  const where = filters(query);
  const low = query.lowStock === undefined ? sql`true` : sql`(d.reorder_level is not null and coalesce(s.on_hand, 0) <= d.reorder_level) = ${query.lowStock}`;
  const direction = query.desc ? sql`desc` : sql`asc`;
  const order = SORT[query.col ?? 'name'];
  const base = drugSelect(organizationId, today, sql`${where} and ${low}`);
  const rows = await rowsOf<DrugRow>(
    db.execute(sql`${base} order by ${order} ${direction} nulls last, d.id ${direction} limit ${query.limit} offset ${(query.page - 1) * query.limit}`),
  );
  const [total] = await rowsOf<{ total: number }>(db.execute(sql`select count(*)::int as total from (${base}) x`));
  return { rows, total: total?.total ?? 0 };
}

/** Every drug of the filtered list, in its order, for the export. */
export async function allDrugs(db: Db, organizationId: string, today: string, query: Omit<DrugsQuery, 'page' | 'limit'>): Promise<DrugRow[]> {
  return (await listDrugs(db, organizationId, today, { ...query, page: 1, limit: 100_000 })).rows;
}

export async function findDrugRows(db: Db, organizationId: string, today: string, ids: readonly string[]): Promise<DrugRow[]> {
  if (ids.length === 0) return [];
  return rowsOf<DrugRow>(db.execute(drugSelect(organizationId, today, sql`d.id = any(${uuidArray(ids)})`)));
}

export interface LabelRow {
  drugId: string;
  speciesCode: string;
  speciesName: string;
  speciesNameEs: string;
  meatHours: number;
  milkHours: number | null;
}

/** The species on the drugs' labels, with their withdrawals, in species-name order. */
export async function labelsOf(db: Db, organizationId: string, drugIds: readonly string[]): Promise<LabelRow[]> {
  if (drugIds.length === 0) return [];
  return db
    .select({
      drugId: drugWithdrawals.drugId,
      speciesCode: species.code,
      speciesName: species.name,
      speciesNameEs: species.nameEs,
      meatHours: drugWithdrawals.meatHours,
      milkHours: drugWithdrawals.milkHours,
    })
    .from(drugWithdrawals)
    .innerJoin(species, eq(species.id, drugWithdrawals.speciesId))
    .where(and(eq(drugWithdrawals.organizationId, organizationId), sql`${drugWithdrawals.drugId} = any(${uuidArray(drugIds)})`))
    .orderBy(species.name);
}

/** Species ids by code, for the label's rows; an unknown code is absent. */
export async function speciesIds(db: Db, codes: readonly string[]): Promise<Map<string, string>> {
  if (codes.length === 0) return new Map();
  const rows = await db.select({ id: species.id, code: species.code }).from(species);
  return new Map(rows.filter((row) => codes.includes(row.code)).map((row) => [row.code, row.id]));
}

type DrugColumns = Omit<DrugRequest, 'withdrawals'>;

const columnsOf = (request: DrugColumns) => ({
  registrationDate: request.registrationDate ?? null,
  name: request.name,
  genericName: request.genericName ?? null,
  manufacturer: request.manufacturer ?? null,
  distributor: request.distributor ?? null,
  format: request.format,
  doseDam: request.doseDam ?? null,
  doseCalf: request.doseCalf ?? null,
  doseUnit: request.doseUnit,
  doseBasis: request.doseBasis,
  activeIngredients: request.activeIngredients,
  substitutionId: request.substitutionId ?? null,
  routes: request.routes,
  prescriptionOnly: request.prescriptionOnly,
  storage: request.storage ?? null,
  stockUnit: request.stockUnit,
  reorderLevel: request.reorderLevel ?? null,
  notes: request.notes ?? null,
});

export async function insertDrug(db: Db, organizationId: string, createdBy: string, request: DrugColumns): Promise<string> {
  const [row] = await db.insert(drugs).values({ organizationId, createdBy, ...columnsOf(request) }).returning({ id: drugs.id });
  return row!.id;
}

export async function updateDrugRow(db: Db, organizationId: string, id: string, request: DrugColumns): Promise<void> {
  await db.update(drugs).set(columnsOf(request)).where(and(eq(drugs.organizationId, organizationId), eq(drugs.id, id)));
}

/** The label's species rows replaced by those given. */
export async function replaceLabel(db: Db, organizationId: string, drugId: string, rows: readonly { speciesId: string; meatHours: number; milkHours: number | null }[]): Promise<void> {
  await db.delete(drugWithdrawals).where(and(eq(drugWithdrawals.organizationId, organizationId), eq(drugWithdrawals.drugId, drugId)));
  if (rows.length > 0) await db.insert(drugWithdrawals).values(rows.map((row) => ({ organizationId, drugId, ...row })));
}

/** The drug's row, locked for the write (an edit racing a receipt sees one stock unit). */
export async function lockDrug(db: Db, organizationId: string, id: string) {
  const [row] = await db
    .select({ id: drugs.id, name: drugs.name, stockUnit: drugs.stockUnit })
    .from(drugs)
    .where(and(eq(drugs.organizationId, organizationId), eq(drugs.id, id)))
    .for('update');
  return row;
}

export async function hasPacks(db: Db, organizationId: string, drugId: string): Promise<boolean> {
  const [row] = await rowsOf<{ found: boolean }>(db.execute(sql`select exists (select 1 from drug_packs where organization_id = ${organizationId} and drug_id = ${drugId}) as found`));
  return row?.found ?? false;
}
