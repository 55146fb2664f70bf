import { type BoundaryPoint, measurePolygon, polygonWithin, type Zone, type ZoneRequest, type ZoneUpdateRequest } from '@ganado/shared/farms';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { refuseOnUniqueViolation } from '../../db/errors';
import { AppError } from '../../http/app-error';
import { recordActivity } from '../activity-log/activity-log.repository';
import type { Session } from '../sessions/authenticate';
import { presentZone } from './farms.present';
import { findFarm } from './farms.repository';
import { findZone, insertZone, listZones, updateZoneRow, type ZoneRow, zoneNameTaken } from './zones.repository';

const nameTaken = () => new AppError(409, 'farms.zoneNameTaken', { param: 'name' });
const badPoints = (key: 'farms.zoneOutsideFarm' | 'farms.farmHasNoPerimeter') =>
  AppError.invalid([{ param: 'points', key }]);


/** The farm a zone is drawn on, which must have a perimeter that holds the zone (422 on `points`). */
async function farmHolding(db: Db, organizationId: string, farmId: string, points: readonly BoundaryPoint[]) {
  const farm = await findFarm(db, organizationId, farmId);
  if (!farm) throw AppError.notFound();
  if (farm.farm.perimeterPoints.length === 0) throw badPoints('farms.farmHasNoPerimeter');
  if (!polygonWithin(points, farm.farm.perimeterPoints)) throw badPoints('farms.zoneOutsideFarm');
  return farm.farm;
}

function zoneValues(request: ZoneUpdateRequest) {
  const measures = measurePolygon(request.points, 'squareMeter', 'meter');
  return {
    name: request.name,
    description: request.description ?? null,
    points: request.points.map((point) => ({ ...point, label: point.label ?? null })),
    areaSquareMeters: measures.area,
    perimeterMeters: measures.perimeter,
  };
}

const snapshot = (row: ZoneRow) => ({ farmId: row.farmId, name: row.name, description: row.description, points: row.points, areaSquareMeters: row.areaSquareMeters, perimeterMeters: row.perimeterMeters });

async function foundZone(db: Db, organizationId: string, id: string) {
  const found = await findZone(db, organizationId, id);
  if (!found) throw AppError.notFound();
  return found;
}

export async function getZones(context: AppContext, session: Session, farmId: string): Promise<Zone[]> {
  if (!(await findFarm(context.db, session.organizationId, farmId))) throw AppError.notFound();
  return (await listZones(context.db, session.organizationId, farmId)).map(presentZone);
}

export async function getZone(context: AppContext, session: Session, id: string): Promise<Zone> {
  return presentZone(await foundZone(context.db, session.organizationId, id));
}

export function addZone(context: AppContext, session: Session, request: ZoneRequest, ip: string): Promise<Zone> {
  return refuseOnUniqueViolation(
    context.db.transaction(async (tx) => {
      const farm = await farmHolding(tx, session.organizationId, request.farmId, request.points);
      if (await zoneNameTaken(tx, farm.id, request.name)) throw nameTaken();
      const row = await insertZone(tx, { ...zoneValues(request), farmId: farm.id, organizationId: session.organizationId, createdBy: session.userId });
      await recordActivity(tx, {
        organizationId: session.organizationId,
        actorId: session.userId,
        action: 'zone.create',
        entityType: 'zone',
        entityId: row.id,
        after: snapshot(row),
        ipAddress: ip,
      });
      return presentZone({ zone: row, farmName: farm.name, farmSizeUnit: farm.farmSizeUnit, perimeterUnit: farm.perimeterUnit });
    }),
    nameTaken,
  );
}

export function updateZone(context: AppContext, session: Session, id: string, request: ZoneUpdateRequest, ip: string): Promise<Zone> {
  return refuseOnUniqueViolation(
    context.db.transaction(async (tx) => {
      const before = await foundZone(tx, session.organizationId, id);
      await farmHolding(tx, session.organizationId, before.zone.farmId, request.points);
      if (await zoneNameTaken(tx, before.zone.farmId, request.name, id)) throw nameTaken();
      const row = await updateZoneRow(tx, session.organizationId, id, zoneValues(request));
      await recordActivity(tx, {
        organizationId: session.organizationId,
        actorId: session.userId,
        action: 'zone.update',
        entityType: 'zone',
        entityId: id,
        before: snapshot(before.zone),
        after: snapshot(row),
        ipAddress: ip,
      });
      return presentZone({ ...before, zone: row });
    }),
    nameTaken,
  );
}

export function removeZone(context: AppContext, session: Session, id: string, ip: string): Promise<Zone> {
  return context.db.transaction(async (tx) => {
    const before = await foundZone(tx, session.organizationId, id);
    const row = await updateZoneRow(tx, session.organizationId, id, { deletedAt: context.clock() });
    await recordActivity(tx, {
      organizationId: session.organizationId,
      actorId: session.userId,
      action: 'zone.delete',
      entityType: 'zone',
      entityId: id,
      before: snapshot(before.zone),
      ipAddress: ip,
    });
    return presentZone({ ...before, zone: row });
  });
}
