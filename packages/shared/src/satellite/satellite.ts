import { z } from 'zod';
import { dateRangeQuery, providerStatus, text } from '../http';

/** A year at daily steps is the most one statistics request is asked to compute. */
export const SATELLITE_MAX_DAYS = 366;
export const SATELLITE_DEFAULT_DAYS = 90;

/** GET /api/farm/{id}/satellite and /api/zone/{id}/satellite ?from&to (default: the last 90 days). */
export const satelliteQuery = dateRangeQuery(SATELLITE_MAX_DAYS);
export type SatelliteQuery = z.infer<typeof satelliteQuery>;

/** NDVI over the land on one day with a cloud-free view; `sampleCount` counts the pixels used. */
export const ndviPoint = z.object({
  date: text(),
  mean: z.number(),
  min: z.number(),
  max: z.number(),
  sampleCount: z.number().int(),
});
export type NdviPoint = z.infer<typeof ndviPoint>;

export const satelliteReport = z.object({
  farmId: z.uuid(),
  /** Null: the farm's own perimeter. */
  zoneId: z.uuid().nullable(),
  from: text(),
  to: text(),
  /** notConfigured: this server has no satellite credentials, and `points` is empty. */
  provider: providerStatus,
  points: z.array(ndviPoint),
});
export type SatelliteReport = z.infer<typeof satelliteReport>;
