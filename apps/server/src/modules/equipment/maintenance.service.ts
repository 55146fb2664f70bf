import { MAINTENANCE_EVENT_TYPES, type MaintenanceEvent, type MaintenanceRequest } from '@ganado/shared/equipment';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { type QuantityInput, writeEvents } from '../ledger/events.writer';
import type { Session } from '../sessions/authenticate';
import { findEquipment } from './equipment.repository';
import { maintenanceOf, type MaintenanceRow, METER_HOURS, ODOMETER_KM } from './maintenance.repository';
import { evaluatePlans } from './plans.evaluate';

interface MaintenanceDetails {
  cost?: { amountMinor: number; currency: string } | null;
  performedBy?: string | null;
}

const present = (row: MaintenanceRow): MaintenanceEvent => {
  const details = row.details as MaintenanceDetails;
  return {
    id: row.id,
    kind: row.kind,
    occurredAt: row.occurredAt.toISOString(),
    cost: details.cost ?? null,
    meterHours: row.meterHours,
    odometerKm: row.odometerKm,
    performedBy: details.performedBy ?? null,
    notes: row.notes,
  };
};

async function requireEquipment(context: AppContext, organizationId: string, id: string) {
  const item = await findEquipment(context.db, organizationId, id);
  if (!item) throw AppError.notFound();
  return item;
}

/** The item's maintenance history, the latest first. */
export async function getMaintenance(context: AppContext, session: Session, id: string): Promise<MaintenanceEvent[]> {
  await requireEquipment(context, session.organizationId, id);
  return (await maintenanceOf(context.db, session.organizationId, id)).map(present).reverse();
}

/**
 * A maintenance event in the log about the item (its subject), with the meter's hours and km as
 * quantities and the cost as money in its details; its plans are evaluated in the same
 * transaction, so a reading that reaches a plan's hours raises its task at once.
 */
export function recordMaintenance(context: AppContext, session: Session, id: string, request: MaintenanceRequest, ip: string): Promise<MaintenanceEvent> {
  return context.db.transaction(async (tx) => {
    const actor = { organizationId: session.organizationId, userId: session.userId, ip };
    const quantities: QuantityInput[] = [];
    if (request.meterHours != null) quantities.push({ value: request.meterHours, unit: 'h', measure: 'time', label: METER_HOURS });
    if (request.odometerKm != null) quantities.push({ value: request.odometerKm, unit: 'km', measure: 'length', label: ODOMETER_KM });
    const details: MaintenanceDetails = { cost: request.cost ?? null, performedBy: request.performedBy ?? null };
    const [eventId] = await writeEvents(
      tx,
      actor,
      [{ type: MAINTENANCE_EVENT_TYPES[request.kind], status: 'done', occurredAt: new Date(request.occurredAt), notes: request.notes ?? null, details: { ...details }, assets: [{ assetId: id, role: 'subject' }], quantities }],
      [{ action: 'equipment.maintain', entityType: 'equipment', entityId: id, after: { kind: request.kind, occurredAt: request.occurredAt, meterHours: request.meterHours ?? null } }],
    );
    await evaluatePlans(tx, context, actor, id);
    const row = (await maintenanceOf(tx, session.organizationId, id)).find((event) => event.id === eventId)!;
    return present(row);
  });
}
