import { type Farm, type FarmRequest, type FarmsQuery, measurePolygon, polygonCentre, polygonWithin } from '@ganado/shared/farms';
import { eq } from 'drizzle-orm';
import type { AppContext } from '../../context';
import type { Db } from '../../db/client';
import { refuseOnUniqueViolation } from '../../db/errors';
import { countries } from '../../db/schema';
import { AppError } from '../../http/app-error';
import { recordActivity } from '../activity-log/activity-log.repository';
import type { Session } from '../sessions/authenticate';
import { farmSnapshot, presentFarm } from './farms.present';
import { farmNameTaken, type FarmValues, findFarm, insertFarm, listFarms, updateFarmRow } from './farms.repository';
import { listZones, removeZonesOfFarm } from './zones.repository';

const nameTaken = () => new AppError(409, 'farms.nameTaken', { param: 'name' });


async function checkCountry(db: Db, code: string | null | undefined): Promise<void> {
  if (!code) return;
  const [known] = await db.select({ code: countries.code }).from(countries).where(eq(countries.code, code));
  if (!known) throw AppError.invalid([{ param: 'countryCode', key: 'farms.countryUnknown' }]);
}

/**
 * The row's values from a request. With a drawn perimeter, size and perimeter are measured from it
 * (what was typed is ignored, so the figures always match the land) and the location defaults to
 * its centre.
 */
function farmValues(request: FarmRequest): FarmValues {
  const { farmPerimeter, farmPerimeterUnit, perimeterPoints, ...fields } = request;
  const drawn = perimeterPoints.length > 0;
  const measures = drawn ? measurePolygon(perimeterPoints, request.farmSizeUnit, farmPerimeterUnit) : undefined;
  const centre = drawn && request.latitude == null ? polygonCentre(perimeterPoints) : undefined;
  return {
    ...fields,
    perimeterPoints: perimeterPoints.map((point) => ({ ...point, label: point.label ?? null })),
    latitude: centre?.latitude ?? request.latitude ?? null,
    longitude: centre?.longitude ?? request.longitude ?? null,
    farmSize: measures?.area ?? request.farmSize ?? null,
    perimeter: measures?.perimeter ?? farmPerimeter ?? null,
    perimeterUnit: farmPerimeterUnit,
  };
}

/** A new perimeter must still hold every zone of the farm (a zone lies inside its farm). */
async function checkZonesStayInside(db: Db, organizationId: string, farmId: string, perimeter: FarmRequest['perimeterPoints']): Promise<void> {
  const zones = await listZones(db, organizationId, farmId);
  if (zones.every(({ zone }) => perimeter.length > 0 && polygonWithin(zone.points, perimeter))) return;
  throw AppError.invalid([{ param: 'perimeterPoints', key: 'farms.zonesLeftOutside' }]);
}

export async function getFarms(context: AppContext, session: Session, query: FarmsQuery) {
  const { rows, total } = await listFarms(context.db, session.organizationId, query);
  return { items: rows.map(presentFarm), total, page: query.page, limit: query.limit };
}

export async function getFarm(context: AppContext, session: Session, id: string): Promise<Farm> {
  const row = await findFarm(context.db, session.organizationId, id);
  if (!row) throw AppError.notFound();
  return presentFarm(row);
}

export function addFarm(context: AppContext, session: Session, request: FarmRequest, ip: string): Promise<Farm> {
  return refuseOnUniqueViolation(
    context.db.transaction(async (tx) => {
      await checkCountry(tx, request.countryCode);
      if (await farmNameTaken(tx, session.organizationId, request.name)) throw nameTaken();
      const row = await insertFarm(tx, { ...farmValues(request), organizationId: session.organizationId, createdBy: session.userId });
      await recordActivity(tx, {
        organizationId: session.organizationId,
        actorId: session.userId,
        action: 'farm.create',
        entityType: 'farm',
        entityId: row.id,
        after: farmSnapshot(row),
        ipAddress: ip,
      });
      return presentFarm({ farm: row, zoneCount: 0 });
    }),
    nameTaken,
  );
}

export function updateFarm(context: AppContext, session: Session, id: string, request: FarmRequest, ip: string): Promise<Farm> {
  return refuseOnUniqueViolation(
    context.db.transaction(async (tx) => {
      const before = await findFarm(tx, session.organizationId, id);
      if (!before) throw AppError.notFound();
      await checkCountry(tx, request.countryCode);
      await checkZonesStayInside(tx, session.organizationId, id, request.perimeterPoints);
      if (await farmNameTaken(tx, session.organizationId, request.name, id)) throw nameTaken();
      const row = await updateFarmRow(tx, session.organizationId, id, farmValues(request));
      await recordActivity(tx, {
        organizationId: session.organizationId,
        actorId: session.userId,
        action: 'farm.update',
        entityType: 'farm',
        entityId: id,
        before: farmSnapshot(before.farm),
        after: farmSnapshot(row),
        ipAddress: ip,
      });
      return presentFarm({ farm: row, zoneCount: before.zoneCount });
    }),
    nameTaken,
  );
}

/** Removes a farm and its zones softly: later records that name them keep their history. */
export function removeFarm(context: AppContext, session: Session, id: string, ip: string): Promise<Farm> {
  return context.db.transaction(async (tx) => {
    const before = await findFarm(tx, session.organizationId, id);
    if (!before) throw AppError.notFound();
    const now = context.clock();
    await removeZonesOfFarm(tx, session.organizationId, id, now);
    const row = await updateFarmRow(tx, session.organizationId, id, { deletedAt: now });
    await recordActivity(tx, {
      organizationId: session.organizationId,
      actorId: session.userId,
      action: 'farm.delete',
      entityType: 'farm',
      entityId: id,
      before: farmSnapshot(before.farm),
      ipAddress: ip,
    });
    return presentFarm({ farm: row, zoneCount: 0 });
  });
}
