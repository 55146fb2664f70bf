import type { LatLng } from '@ganado/shared/farms';
import { resolveDateRange } from '@ganado/shared/http';
import { SATELLITE_DEFAULT_DAYS, SATELLITE_MAX_DAYS, type SatelliteQuery, type SatelliteReport } from '@ganado/shared/satellite';
import type { AppContext } from '../../context';
import { AppError } from '../../http/app-error';
import { findFarm } from '../farms/farms.repository';
import { findZone } from '../farms/zones.repository';
import type { Session } from '../sessions/authenticate';

async function report(context: AppContext, query: SatelliteQuery, land: { farmId: string; zoneId: string | null; boundary: readonly LatLng[] }): Promise<SatelliteReport> {
  const range = resolveDateRange(query, { lastDay: context.clock().toISOString().slice(0, 10), defaultDays: SATELLITE_DEFAULT_DAYS, maxDays: SATELLITE_MAX_DAYS });
  if (!range) throw AppError.invalid([{ param: 'from', key: 'reports.rangeTooLong' }]);
  // Without credentials there is nobody to ask: a state to explain, not an outage (docs/decisions.md).
  if (!context.satellite) return { farmId: land.farmId, zoneId: land.zoneId, ...range, provider: 'notConfigured', points: [] };
  const points = await context.satellite.ndvi(land.boundary, range.from, range.to);
  return { farmId: land.farmId, zoneId: land.zoneId, ...range, provider: 'ready', points };
}

/** NDVI over the farm's own perimeter (its primary geofence). */
export async function getFarmSatellite(context: AppContext, session: Session, farmId: string, query: SatelliteQuery): Promise<SatelliteReport> {
  const row = await findFarm(context.db, session.organizationId, farmId);
  if (!row) throw AppError.notFound();
  if (row.farm.perimeterPoints.length < 3) throw new AppError(422, 'satellite.noBoundary');
  return report(context, query, { farmId, zoneId: null, boundary: row.farm.perimeterPoints });
}

export async function getZoneSatellite(context: AppContext, session: Session, zoneId: string, query: SatelliteQuery): Promise<SatelliteReport> {
  const row = await findZone(context.db, session.organizationId, zoneId);
  if (!row) throw AppError.notFound();
  return report(context, query, { farmId: row.zone.farmId, zoneId, boundary: row.zone.points });
}
