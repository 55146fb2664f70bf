import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../test/app';
import { SPECIES } from './species.data';

const app = await buildTestApp();

const get = async (url: string) => {
  const response = await app.inject({ method: 'GET', url });
  return { status: response.statusCode, body: response.json() };
};

describe('GET /api/countries', () => {
  it('lists about 240 countries with the spec field names, sorted by name', async () => {
    const { status, body } = await get('/api/countries');

    expect(status).toBe(200);
    const countries = body.data as { Name: string; Code: string }[];
    expect(countries.length).toBeGreaterThanOrEqual(240);
    expect(Object.keys(countries[0] ?? {}).sort()).toEqual(['Centre', 'Code', 'MobileCode', 'Name', 'Timezone', 'UTC']);
    const names = countries.map((country) => country.Name);
    expect(names).toEqual([...names].sort(new Intl.Collator('en').compare));
  });

  it('gives dial codes as numbers, and area-coded ones as text', async () => {
    const countries = (await get('/api/countries')).body.data as { Code: string }[];
    const byCode = (code: string) => countries.find((country) => country.Code === code);

    expect(byCode('ES')).toEqual({ Name: 'Spain', Code: 'ES', Timezone: 'Europe/Madrid', UTC: 'UTC+01:00', MobileCode: 34, Centre: expect.any(Object) });
    expect(byCode('AS')).toMatchObject({ Timezone: 'Pacific/Pago_Pago', UTC: 'UTC-11:00', MobileCode: '1-684' });
    expect(byCode('JM')).toMatchObject({ MobileCode: '1-876' });
    expect(byCode('US')).toMatchObject({ Timezone: 'America/New_York', MobileCode: 1 });
  });

  it('says where a map of each country opens: a point inside it, and a closer zoom for a smaller country', async () => {
    const countries = (await get('/api/countries')).body.data as { Code: string; Centre: { latitude: number; longitude: number; zoom: number } | null }[];
    const centre = (code: string) => countries.find((country) => country.Code === code)!.Centre;

    expect(countries.every((country) => country.Centre !== null)).toBe(true);
    // Each point lies within the country's rough extent; none is Spain's unless the country is Spain.
    expect(centre('ES')).toEqual({ latitude: 40, longitude: -4, zoom: 6 });
    expect(centre('AR')).toMatchObject({ latitude: expect.closeTo(-34, 0), longitude: expect.closeTo(-64, 0) });
    expect(centre('KE')!.latitude).toBeGreaterThan(-5);
    expect(centre('KE')!.latitude).toBeLessThan(5);
    expect(centre('KE')!.longitude).toBeGreaterThan(34);
    expect(centre('KE')!.longitude).toBeLessThan(42);
    expect(centre('RU')!.zoom).toBeLessThan(centre('ES')!.zoom);
    expect(centre('ES')!.zoom).toBeLessThan(centre('MC')!.zoom);
  });
});

describe('GET /api/species', () => {
  it('lists every seeded species with its Spanish name', async () => {
    const { body } = await get('/api/species');

    expect(body.data).toHaveLength(SPECIES.length);
    expect(body.data).toContainEqual({ id: expect.any(String), code: 'cattle', name: 'Cattle', nameEs: 'Bovino' });
  });
});

describe('GET /api/breeds', () => {
  it('lists the breeds of one species', async () => {
    const { status, body } = await get('/api/breeds?species=goat');

    expect(status).toBe(200);
    const breeds = body.data as { speciesCode: string; name: string }[];
    expect(new Set(breeds.map((breed) => breed.speciesCode))).toEqual(new Set(['goat']));
    expect(breeds.map((breed) => breed.name)).toEqual(expect.arrayContaining(['Boer', 'Saanen', 'Nubian', 'Alpine']));
  });

  it('lists the breeds of every species without a filter', async () => {
    const { body } = await get('/api/breeds');

    const total = SPECIES.reduce((sum, species) => sum + species.breeds.length, 0);
    expect(body.data).toHaveLength(total);
  });

  it('answers an empty list for a species it does not know', async () => {
    expect((await get('/api/breeds?species=unicorn')).body.data).toEqual([]);
  });

  it('answers 422 for a malformed query', async () => {
    const { status, body } = await get(`/api/breeds?species=${'x'.repeat(33)}`);

    expect(status).toBe(422);
    expect(body).toMatchObject({ success: false, errors: [{ param: 'species', key: 'validation.invalid' }] });
  });
});
