import type { GeocodedPlace } from '@ganado/shared/farms';
import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/app';
import { createMember } from '../../../test/people';
import type { GeocodeRequest, GeocodingProvider } from './geocoding.provider';

const POZOBLANCO: GeocodedPlace = { label: 'Pozoblanco, Córdoba, Andalucía, España', lat: 38.3789, lng: -4.8483, bbox: { south: 38.3, west: -4.95, north: 38.45, east: -4.7 } };
const asked: GeocodeRequest[] = [];
let down = false;
/** Answers like a geocoder would, and remembers what it was asked. */
const fakeGeocoder: GeocodingProvider = {
  async search(request) {
    asked.push(request);
    if (down) throw new Error('connection refused');
    return request.query === 'nowhere at all' ? [] : [POZOBLANCO, ...Array.from({ length: 7 }, (_, index) => ({ label: `Other ${index}`, lat: index, lng: index }))];
  },
};

const app = await buildTestApp({ geocoder: fakeGeocoder });
const withoutGeocoder = await buildTestApp({ geocoder: null });
const viewer = await createMember(app, { grants: { farms: ['view'] } });
const stranger = await createMember(app, { organizationId: viewer.organizationId, grants: { users: ['view'] } });
const alone = await createMember(withoutGeocoder, { grants: { farms: ['view'] } });

const get = async (on: typeof app, url: string, headers: Record<string, string> = {}) => {
  const response = await on.inject({ method: 'GET', url, headers });
  return { status: response.statusCode, body: response.json() };
};

describe('GET /api/farm/geocode', () => {
  it('answers the places found, best first and at most five, asking in the country and language given', async () => {
    const { status, body } = await get(app, '/api/farm/geocode?q=Pozoblanco&country=es', { ...viewer.headers, 'accept-language': 'es' });

    expect(status).toBe(200);
    expect(body.data.provider).toBe('ready');
    expect(body.data.places).toHaveLength(5);
    expect(body.data.places[0]).toEqual(POZOBLANCO);
    expect(asked.at(-1)).toEqual({ query: 'Pozoblanco', country: 'ES', language: 'es' });
  });

  it('answers "nothing found" as an empty list', async () => {
    const { status, body } = await get(app, '/api/farm/geocode?q=nowhere%20at%20all', viewer.headers);
    expect(status).toBe(200);
    expect(body.data).toEqual({ provider: 'ready', places: [] });
  });

  it('refuses a missing or overlong search and a country that is no code (422 in the envelope)', async () => {
    const empty = await get(app, '/api/farm/geocode?q=%20', viewer.headers);
    expect(empty.status).toBe(422);
    expect(empty.body).toMatchObject({ success: false, errors: [expect.objectContaining({ param: 'q', key: 'validation.required' })] });
    const long = await get(app, `/api/farm/geocode?q=${'a'.repeat(201)}`, viewer.headers);
    expect(long.status).toBe(422);
    const country = await get(app, '/api/farm/geocode?q=Pozoblanco&country=Spain', viewer.headers);
    expect(country.status).toBe(422);
    expect(country.body.errors).toEqual([expect.objectContaining({ param: 'country', key: 'farms.countryUnknown' })]);
  });

  it('is for those who may see farms, once signed in', async () => {
    expect((await get(app, '/api/farm/geocode?q=Pozoblanco', stranger.headers)).status).toBe(403);
    expect((await get(app, '/api/farm/geocode?q=Pozoblanco')).status).toBe(401);
  });

  it('says the geocoder did not answer, without failing the request, when it is down', async () => {
    down = true;
    try {
      const { status, body } = await get(app, '/api/farm/geocode?q=Pozoblanco', viewer.headers);
      expect(status).toBe(200);
      expect(body.data).toEqual({ provider: 'unavailable', places: [] });
    } finally {
      down = false;
    }
  });

  it('says there is no geocoder when GEOCODER_URL is unset, and the map settings say so too', async () => {
    const { status, body } = await get(withoutGeocoder, '/api/farm/geocode?q=Pozoblanco', alone.headers);
    expect(status).toBe(200);
    expect(body.data).toEqual({ provider: 'notConfigured', places: [] });

    expect((await get(withoutGeocoder, '/api/map/config', alone.headers)).body.data.geocoder).toBe(false);
    expect((await get(app, '/api/map/config', viewer.headers)).body.data.geocoder).toBe(true);
  });
});
