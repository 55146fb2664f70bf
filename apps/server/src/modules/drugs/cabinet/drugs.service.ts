import type { Drug, DrugRequest, DrugsQuery } from '@ganado/shared/drugs';
import type { AppContext } from '../../../context';
import type { Db } from '../../../db/client';
import { refuseOnUniqueViolation } from '../../../db/errors';
import { AppError } from '../../../http/app-error';
import { recordActivity } from '../../activity-log/activity-log.repository';
import type { Session } from '../../sessions/authenticate';
import { presentDrug } from './drugs.present';
import { findDrugRows, hasPacks, insertDrug, labelsOf, listDrugs, lockDrug, replaceLabel, speciesIds, updateDrugRow } from './drugs.repository';

/** The day packs expire against: a pack is usable through its expiry date (docs/decisions.md: drugs). */
export const todayOf = (context: AppContext) => context.clock().toISOString().slice(0, 10);

export async function presentDrugs(db: Db, organizationId: string, today: string, ids: readonly string[]): Promise<Drug[]> {
  const rows = await findDrugRows(db, organizationId, today, ids);
  const labels = await labelsOf(db, organizationId, ids);
  return rows.map((row) => presentDrug(row, labels));
}

async function drugOrNotFound(db: Db, organizationId: string, today: string, id: string): Promise<Drug> {
  const [found] = await presentDrugs(db, organizationId, today, [id]);
  if (!found) throw AppError.notFound();
  return found;
}

export async function getDrugs(context: AppContext, session: Session, query: DrugsQuery) {
  const today = todayOf(context);
  const { rows, total } = await listDrugs(context.db, session.organizationId, today, query);
  const labels = await labelsOf(context.db, session.organizationId, rows.map((row) => row.id));
  return { items: rows.map((row) => presentDrug(row, labels)), total, page: query.page, limit: query.limit };
}

export const getDrug = (context: AppContext, session: Session, id: string) => drugOrNotFound(context.db, session.organizationId, todayOf(context), id);

/** The label's species by id: a code the reference data does not know is refused on its row. */
async function labelRows(db: Db, request: DrugRequest) {
  const ids = await speciesIds(db, request.withdrawals.map((row) => row.speciesCode));
  const unknown = request.withdrawals.flatMap((row, index) => (ids.has(row.speciesCode) ? [] : [{ param: `withdrawals.${index}.speciesCode`, key: 'drugs.speciesUnknown' as const }]));
  if (unknown.length > 0) throw AppError.invalid(unknown);
  return request.withdrawals.map((row) => ({ speciesId: ids.get(row.speciesCode)!, meatHours: row.meatHours, milkHours: row.milkHours }));
}

const nameTaken = () => new AppError(409, 'drugs.nameTaken', { param: 'name' });

export function addDrug(context: AppContext, session: Session, request: DrugRequest, ip: string): Promise<Drug> {
  const { organizationId } = session;
  const work = context.db.transaction(async (tx) => {
    const label = await labelRows(tx, request);
    const { withdrawals: _label, ...columns } = request;
    const id = await insertDrug(tx, organizationId, session.userId, columns);
    await replaceLabel(tx, organizationId, id, label);
    await recordActivity(tx, { organizationId, actorId: session.userId, action: 'drug.create', entityType: 'drug', entityId: id, after: request, ipAddress: ip });
    return drugOrNotFound(tx, organizationId, todayOf(context), id);
  });
  return refuseOnUniqueViolation(work, nameTaken);
}

/** Every field is replaced; the stock unit only while no pack has been received (they are counted in it). */
export function updateDrug(context: AppContext, session: Session, id: string, request: DrugRequest, ip: string): Promise<Drug> {
  const { organizationId } = session;
  const work = context.db.transaction(async (tx) => {
    const locked = await lockDrug(tx, organizationId, id);
    if (!locked) throw AppError.notFound();
    if (locked.stockUnit !== request.stockUnit && (await hasPacks(tx, organizationId, id))) throw AppError.invalid({ param: 'stockUnit', key: 'drugs.stockUnitFixed' });
    const today = todayOf(context);
    const before = await drugOrNotFound(tx, organizationId, today, id);
    const label = await labelRows(tx, request);
    const { withdrawals: _label, ...columns } = request;
    await updateDrugRow(tx, organizationId, id, columns);
    await replaceLabel(tx, organizationId, id, label);
    await recordActivity(tx, { organizationId, actorId: session.userId, action: 'drug.update', entityType: 'drug', entityId: id, before, after: request, ipAddress: ip });
    return drugOrNotFound(tx, organizationId, today, id);
  });
  return refuseOnUniqueViolation(work, nameTaken);
}
