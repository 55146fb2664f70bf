import type { EquipmentItem, EquipmentQuery, EquipmentRequest } from '@ganado/shared/equipment';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { refuseOnUniqueViolation } from '../../db/errors';
import { AppError } from '../../http/app-error';
import { recordActivity } from '../activity-log/activity-log.repository';
import { farmExists } from '../animals/records/records.repository';
import { deleteEvents } from '../ledger/events.writer';
import type { Session } from '../sessions/authenticate';
import { dropAttachmentsOf } from '../uploads/attachments';
import { deleteEquipmentAsset, type EquipmentListRow, type EquipmentValues, findEquipment, findGroup, insertEquipment, listEquipment, updateEquipmentRow, zoneOn } from './equipment.repository';
import { maintenanceEventIds } from './maintenance.repository';
import { evaluatePlans } from './plans.evaluate';

const reference = (id: string | null, name: string | null) => (id && name !== null ? { id, name } : null);

export const presentEquipment = ({ row, farmName, zoneName, groupName, due }: EquipmentListRow): EquipmentItem => ({
  id: row.id,
  type: row.type,
  name: row.name,
  make: row.make,
  model: row.model,
  serialNumber: row.serialNumber,
  purchaseDate: row.purchaseDate,
  purchasePrice: row.purchasePriceMinor !== null && row.purchaseCurrency ? { amountMinor: row.purchasePriceMinor, currency: row.purchaseCurrency } : null,
  farm: reference(row.farmId, farmName),
  zone: reference(row.zoneId, zoneName),
  group: reference(row.groupId, groupName),
  status: row.status,
  meterHours: row.meterHours,
  currentHours: row.currentHours,
  due: Boolean(due),
  details: row.details,
  notes: row.notes,
  updatedAt: row.updatedAt.toISOString(),
});

/** What the activity log keeps of an item. */
const logged = (row: EquipmentListRow['row']) => ({ type: row.type, name: row.name, serialNumber: row.serialNumber, status: row.status });

const serialTaken = () => new AppError(409, 'equipment.serialNumberTaken', { errors: [{ param: 'serialNumber', key: 'equipment.serialNumberTaken' }] });

/**
 * The request's values once the places and group it names are the organisation's (another's is
 * not found: 404) and its zone lies on its farm (422); a zone alone puts the item on the zone's farm.
 */
async function checkedValues(db: Db, organizationId: string, request: EquipmentRequest): Promise<EquipmentValues> {
  let farmId = request.farmId ?? null;
  if (farmId && !(await farmExists(db, organizationId, farmId))) throw AppError.notFound();
  if (request.groupId && !(await findGroup(db, organizationId, request.groupId))) throw AppError.notFound();
  if (request.zoneId) {
    const zone = await zoneOn(db, organizationId, request.zoneId);
    if (!zone) throw AppError.notFound();
    if (farmId && zone.farmId !== farmId) throw AppError.invalid({ param: 'zoneId', key: 'validation.invalid' });
    farmId = zone.farmId;
  }
  return {
    type: request.type,
    name: request.name,
    make: request.make ?? null,
    model: request.model ?? null,
    serialNumber: request.serialNumber ?? null,
    purchaseDate: request.purchaseDate ?? null,
    purchasePriceMinor: request.purchasePrice?.amountMinor ?? null,
    purchaseCurrency: request.purchasePrice?.currency ?? null,
    farmId,
    zoneId: request.zoneId ?? null,
    groupId: request.groupId ?? null,
    status: request.status,
    meterHours: request.meterHours ?? null,
    details: request.details,
    notes: request.notes ?? null,
  };
}

async function presented(db: Db, organizationId: string, id: string): Promise<EquipmentItem> {
  const row = await findEquipment(db, organizationId, id);
  if (!row) throw AppError.notFound();
  return presentEquipment(row);
}

export async function getEquipmentPage(context: AppContext, session: Session, query: EquipmentQuery) {
  const { rows, total } = await listEquipment(context.db, session.organizationId, query);
  return { items: rows.map(presentEquipment), total, page: query.page, limit: query.limit };
}

export const getEquipment = (context: AppContext, session: Session, id: string) => presented(context.db, session.organizationId, id);

/** A duplicate serial number is refused by the unique index, so two registrations at once cannot both win. */
export function addEquipment(context: AppContext, session: Session, request: EquipmentRequest, ip: string): Promise<EquipmentItem> {
  return refuseOnUniqueViolation(
    context.db.transaction(async (tx) => {
      const values = await checkedValues(tx, session.organizationId, request);
      const id = await insertEquipment(tx, session.organizationId, session.userId, values);
      const row = (await findEquipment(tx, session.organizationId, id))!;
      await recordActivity(tx, { organizationId: session.organizationId, actorId: session.userId, action: 'equipment.create', entityType: 'equipment', entityId: id, after: logged(row.row), ipAddress: ip });
      return presentEquipment(row);
    }),
    serialTaken,
  );
}

export function changeEquipment(context: AppContext, session: Session, id: string, request: EquipmentRequest, ip: string): Promise<EquipmentItem> {
  return refuseOnUniqueViolation(
    context.db.transaction(async (tx) => {
      const before = await findEquipment(tx, session.organizationId, id);
      if (!before) throw AppError.notFound();
      // The type decides the details and the form: a tractor does not become a scale.
      if (before.row.type !== request.type) throw AppError.invalid({ param: 'type', key: 'equipment.typeInvalid' });
      const values = await checkedValues(tx, session.organizationId, request);
      await updateEquipmentRow(tx, session.organizationId, id, values);
      // A new registration reading or a retirement changes what the plans say.
      await evaluatePlans(tx, context, { organizationId: session.organizationId, userId: session.userId, ip }, id);
      const after = await findEquipment(tx, session.organizationId, id);
      await recordActivity(tx, { organizationId: session.organizationId, actorId: session.userId, action: 'equipment.update', entityType: 'equipment', entityId: id, before: logged(before.row), after: logged(after!.row), ipAddress: ip });
      return presentEquipment(after!);
    }),
    serialTaken,
  );
}

/** Removes the item with its maintenance events, plans (by cascade) and documents. */
export function removeEquipment(context: AppContext, session: Session, id: string, ip: string): Promise<{ id: string }> {
  return context.db.transaction(async (tx) => {
    const before = await findEquipment(tx, session.organizationId, id);
    if (!before) throw AppError.notFound();
    const actor = { organizationId: session.organizationId, userId: session.userId, ip };
    await deleteEvents(tx, actor, await maintenanceEventIds(tx, session.organizationId, id));
    await dropAttachmentsOf(tx, { organizationId: session.organizationId, subjectType: 'equipment', subjectId: id });
    await deleteEquipmentAsset(tx, session.organizationId, id);
    await recordActivity(tx, { organizationId: session.organizationId, actorId: session.userId, action: 'equipment.delete', entityType: 'equipment', entityId: id, before: logged(before.row), ipAddress: ip });
    return { id };
  });
}
