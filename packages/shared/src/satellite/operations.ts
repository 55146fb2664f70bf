import { operation } from '../http';
import { idParams } from '../departments/departments';
import { satelliteQuery, satelliteReport } from './satellite';

/**
 * NDVI series of a farm or a zone: reading the land is reading the farm, so farms:view.
 * With no satellite provider set up the answer says so (`provider`); 503: the provider cannot be reached.
 */
export const satelliteOperations = {
  getFarmSatellite: operation({
    operationId: 'getFarmSatellite',
    method: 'GET',
    path: '/farm/:id/satellite',
    summary: 'Daily NDVI over the farm’s perimeter, from..to (ISO dates, at most 366 days; default the last 90)',
    tag: 'satellite',
    access: { module: 'farms', action: 'view' },
    params: idParams,
    query: satelliteQuery,
    answer: satelliteReport,
    errors: [404, 503],
  }),
  getZoneSatellite: operation({
    operationId: 'getZoneSatellite',
    method: 'GET',
    path: '/zone/:id/satellite',
    summary: 'Daily NDVI over a zone, from..to (ISO dates, at most 366 days; default the last 90)',
    tag: 'satellite',
    access: { module: 'farms', action: 'view' },
    params: idParams,
    query: satelliteQuery,
    answer: satelliteReport,
    errors: [404, 503],
  }),
};
