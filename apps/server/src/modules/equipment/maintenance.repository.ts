import { MAINTENANCE_EVENT_TYPES, type MaintenanceKind } from '@ganado/shared/equipment';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { eventAssets, events } from '../../db/schema';

/** The log's event types of maintenance, and back. */
const EVENT_TYPES = Object.values(MAINTENANCE_EVENT_TYPES);
const KIND_OF = Object.fromEntries(Object.entries(MAINTENANCE_EVENT_TYPES).map(([kind, type]) => [type, kind])) as Record<string, MaintenanceKind>;

/** The quantities a maintenance event carries, by label. */
export const METER_HOURS = 'meterHours';
export const ODOMETER_KM = 'odometerKm';

export interface MaintenanceRow {
  id: string;
  kind: MaintenanceKind;
  occurredAt: Date;
  createdAt: Date;
  details: Record<string, unknown>;
  notes: string | null;
  meterHours: number | null;
  odometerKm: number | null;
}

/**
 * An item's done maintenance events with their readings, oldest first, ties broken by when they
 * were written and then by id (the house rule for deriving state from the log).
 */
export async function maintenanceOf(db: Db, organizationId: string, equipmentId: string): Promise<MaintenanceRow[]> {
  const rows = await db
    .select({
      id: events.id,
      type: events.type,
      occurredAt: events.occurredAt,
      createdAt: events.createdAt,
      details: events.details,
      notes: events.notes,
      meterHours: sql<number | null>`(select q.value::float8 from quantities q where q.event_id = ${events.id} and q.label = ${METER_HOURS} limit 1)`,
      odometerKm: sql<number | null>`(select q.value::float8 from quantities q where q.event_id = ${events.id} and q.label = ${ODOMETER_KM} limit 1)`,
    })
    .from(eventAssets)
    .innerJoin(events, eq(events.id, eventAssets.eventId))
    .where(
      and(
        eq(eventAssets.organizationId, organizationId),
        eq(eventAssets.assetId, equipmentId),
        eq(eventAssets.role, 'subject'),
        eq(events.status, 'done'),
        inArray(events.type, EVENT_TYPES),
      ),
    )
    .orderBy(events.occurredAt, events.createdAt, events.id);
  return rows.map(({ type, meterHours, odometerKm, ...row }) => ({
    ...row,
    kind: KIND_OF[type]!,
    meterHours: meterHours === null ? null : Number(meterHours),
    odometerKm: odometerKm === null ? null : Number(odometerKm),
  }));
}

/** The ids of an item's maintenance events, to delete with it. */
export async function maintenanceEventIds(db: Db, organizationId: string, equipmentId: string): Promise<string[]> {
  const rows = await db
    .select({ id: eventAssets.eventId })
    .from(eventAssets)
    .where(and(eq(eventAssets.organizationId, organizationId), eq(eventAssets.assetId, equipmentId)));
  return rows.map((row) => row.id);
}
