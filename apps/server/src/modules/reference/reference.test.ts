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
    expect(Object.keys(countries[0] ?? {}).sort()).toEqual(['Code', 'MobileCode', 'Name', 'Timezone', 'UTC']);
    const names = countries.map((country) => country.Name);
    expect(names).toEqual([...names].sort(new Intl.Collator('en').compare));
  });

  it('gives dial codes as numbers, and area-coded ones as text', async () => {
    const countries = (await get('/api/countries')).body.data as { Code: string }[];
    const byCode = (code: string) => countries.find((country) => country.Code === code);

    expect(byCode('ES')).toEqual({ Name: 'Spain', Code: 'ES', Timezone: 'Europe/Madrid', UTC: 'UTC+01:00', MobileCode: 34 });
    expect(byCode('AS')).toMatchObject({ Timezone: 'Pacific/Pago_Pago', UTC: 'UTC-11:00', MobileCode: '1-684' });
    expect(byCode('JM')).toMatchObject({ MobileCode: '1-876' });
    expect(byCode('US')).toMatchObject({ Timezone: 'America/New_York', MobileCode: 1 });
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
