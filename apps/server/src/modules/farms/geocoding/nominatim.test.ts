import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, describe, expect, it } from 'vitest';
import { closedPortUrl, startFakeProvider } from '../../../test/fake-provider';
import { nominatim } from './nominatim';

/** What Nominatim's /search?format=jsonv2 answers (trimmed): coordinates and the box as strings. */
const ANSWER = [
  {
    place_id: 1,
    lat: '38.3789',
    lon: '-4.8483',
    display_name: 'Pozoblanco, Los Pedroches, Córdoba, Andalucía, España',
    boundingbox: ['38.3', '38.45', '-4.95', '-4.7'],
  },
  { place_id: 2, lat: 'not a number', lon: '1', display_name: 'Broken' },
  { place_id: 3, lat: '38.1', lon: '-4.1', display_name: 'No box' },
];

const fake = await startFakeProvider({ '/search': { body: ANSWER } });

describe('Nominatim adapter', () => {
  it('searches within the country and language asked, naming itself, and reads the places', async () => {
    const provider = nominatim({ url: fake.url, userAgent: 'Ganado/test (+http://localhost:3000)', minIntervalMs: 0 });
    const places = await provider.search({ query: 'Pozoblanco', country: 'ES', language: 'es' });

    const request = fake.requests.at(-1)!;
    expect(request.path).toBe('/search');
    expect(Object.fromEntries(request.query)).toEqual({ q: 'Pozoblanco', format: 'jsonv2', limit: '5', 'accept-language': 'es', countrycodes: 'es' });
    expect(request.headers['user-agent']).toBe('Ganado/test (+http://localhost:3000)');
    expect(places).toEqual([
      { label: 'Pozoblanco, Los Pedroches, Córdoba, Andalucía, España', lat: 38.3789, lng: -4.8483, bbox: { south: 38.3, north: 38.45, west: -4.95, east: -4.7 } },
      { label: 'No box', lat: 38.1, lng: -4.1 },
    ]);
  });

  it('keeps what it found: the same search again does not reach the server', async () => {
    const provider = nominatim({ url: fake.url, userAgent: 'Ganado/test', minIntervalMs: 0 });
    await provider.search({ query: 'Añora', language: 'en' });
    const before = fake.requests.length;
    await provider.search({ query: 'añora', language: 'en' });
    expect(fake.requests.length).toBe(before);
  });

  it('fails on a refused connection, an error status, a slow answer or a body that is no list', async () => {
    const search = { query: 'Pozoblanco', language: 'en' } as const;
    await expect(nominatim({ url: await closedPortUrl(), userAgent: 'Ganado/test', minIntervalMs: 0 }).search(search)).rejects.toMatchObject({ key: 'farms.geocoderUnreachable' });
    const failing = await startFakeProvider({ '/search': { status: 429, body: { error: 'Too many requests' } } });
    await expect(nominatim({ url: failing.url, userAgent: 'Ganado/test', minIntervalMs: 0 }).search(search)).rejects.toMatchObject({ key: 'farms.geocoderUnreachable' });
    const strange = await startFakeProvider({ '/search': { body: { error: 'Unable to geocode' } } });
    await expect(nominatim({ url: strange.url, userAgent: 'Ganado/test', minIntervalMs: 0 }).search(search)).rejects.toMatchObject({ key: 'farms.geocoderUnreachable' });

    // A server that never answers: given up after the timeout.
    const silent = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    afterAll(() => {
      silent.closeAllConnections();
      silent.close();
    });
    const slow = nominatim({ url: `http://127.0.0.1:${(silent.address() as AddressInfo).port}`, userAgent: 'Ganado/test', minIntervalMs: 0, timeoutMs: 100 });
    await expect(slow.search(search)).rejects.toMatchObject({ key: 'farms.geocoderUnreachable' });
  });

  it('waits its turn: searches are spaced as the usage policy asks', async () => {
    const provider = nominatim({ url: fake.url, userAgent: 'Ganado/test', minIntervalMs: 150 });
    const started = Date.now();
    await Promise.all([provider.search({ query: 'uno', language: 'es' }), provider.search({ query: 'dos', language: 'es' }), provider.search({ query: 'tres', language: 'es' })]);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });
});
