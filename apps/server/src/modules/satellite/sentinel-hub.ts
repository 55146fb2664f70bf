import type { LatLng } from '@ganado/shared/farms';
import { addDays, text } from '@ganado/shared/http';
import type { NdviPoint } from '@ganado/shared/satellite';
import { z } from 'zod';
import type { Clock } from '../../context';
import { AppError } from '../../http/app-error';
import { fetchJson } from '../../http/outbound';
import { NDVI_EVALSCRIPT } from './ndvi.evalscript';
import type { SatelliteProvider } from './satellite.provider';

export type SentinelHubOptions = { url: string; tokenUrl: string; clientId: string; clientSecret: string; clock: Clock };

const tokenAnswer = z.object({ access_token: text(), expires_in: z.number() });
// A cloudy day's statistics come back as the string "NaN": such days are dropped, not failed.
const stat = z.union([z.number(), text()]);
/** The parts of the Statistical API's answer we read (docs.sentinel-hub.com/api/latest/api/statistical). */
const statisticsAnswer = z.object({
  data: z.array(
    z.object({
      interval: z.object({ from: text() }),
      outputs: z
        .object({ ndvi: z.object({ bands: z.object({ B0: z.object({ stats: z.object({ min: stat, max: stat, mean: stat, sampleCount: z.number(), noDataCount: z.number() }) }) }) }) })
        .optional(),
    }),
  ),
});

/** About 10 m (Sentinel-2's resolution) in degrees, as the request's CRS is longitude/latitude. */
const RESOLUTION_DEGREES = 0.0001;
/** A token is renewed this long before it expires, so a request never carries one that lapses on the way. */
const TOKEN_MARGIN_MS = 60_000;

function parse<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body);
  if (!parsed.success) throw new AppError(503, 'satellite.unreachable', { cause: parsed.error });
  return parsed.data;
}

const ring = (boundary: readonly LatLng[]) => {
  const corners = boundary.map(({ latitude, longitude }) => [longitude, latitude]);
  return [...corners, corners[0]];
};

function points(answer: z.infer<typeof statisticsAnswer>): NdviPoint[] {
  return answer.data.flatMap(({ interval, outputs }) => {
    const stats = outputs?.ndvi.bands.B0.stats;
    const clear = stats ? stats.sampleCount - stats.noDataCount : 0;
    if (!stats || clear <= 0 || typeof stats.mean !== 'number' || typeof stats.min !== 'number' || typeof stats.max !== 'number') return [];
    return [{ date: interval.from.slice(0, 10), mean: stats.mean, min: stats.min, max: stats.max, sampleCount: clear }];
  });
}

/** Sentinel Hub (or Copernicus Data Space) Statistical API with OAuth client credentials. */
export function sentinelHub({ url, tokenUrl, clientId, clientSecret, clock }: SentinelHubOptions): SatelliteProvider {
  let token: { value: string; until: number } | undefined;

  async function accessToken(): Promise<string> {
    if (token && token.until > clock().getTime()) return token.value;
    const body = new URLSearchParams({ grant_type: 'client_credentials', client_id: clientId, client_secret: clientSecret });
    const answer = parse(tokenAnswer, await fetchJson(tokenUrl, { method: 'POST', headers: { 'content-type': 'application/x-www-form-urlencoded' }, body }, 'satellite.unreachable'));
    token = { value: answer.access_token, until: clock().getTime() + answer.expires_in * 1000 - TOKEN_MARGIN_MS };
    return token.value;
  }

  return {
    async ndvi(boundary, from, to) {
      const request = {
        input: {
          bounds: { geometry: { type: 'Polygon', coordinates: [ring(boundary)] }, properties: { crs: 'http://www.opengis.net/def/crs/OGC/1.3/CRS84' } },
          data: [{ type: 'sentinel-2-l2a', dataFilter: { mosaickingOrder: 'leastCC' } }],
        },
        aggregation: {
          // The time range's end is exclusive: the day after `to`, so `to` itself is included.
          timeRange: { from: `${from}T00:00:00Z`, to: `${addDays(to, 1)}T00:00:00Z` },
          aggregationInterval: { of: 'P1D' },
          evalscript: NDVI_EVALSCRIPT,
          resx: RESOLUTION_DEGREES,
          resy: RESOLUTION_DEGREES,
        },
      };
      const headers = { authorization: `Bearer ${await accessToken()}`, 'content-type': 'application/json', accept: 'application/json' };
      const answer = await fetchJson(`${url}/api/v1/statistics`, { method: 'POST', headers, body: JSON.stringify(request) }, 'satellite.unreachable');
      return points(parse(statisticsAnswer, answer));
    },
  };
}
