import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/app';
import { testClock } from '../../../test/clock';
import { insertAnimal, insertFarm } from '../../../test/herd';
import { createMember } from '../../../test/people';
import { callApi } from '../../../test/records';

// "Today" for a dated record (packages/shared/src/format/today.ts, docs/decisions.md "One today"):
// on the animal's farm's clock when the farm has a time zone; otherwise a date is taken as begun
// once it has begun anywhere, so a farm's today is accepted at any hour of its day.
const clock = testClock(new Date('2026-11-24T10:30:00Z'));
const app = await buildTestApp({ clock });
const writer = await createMember(app, { grants: { animals: ['view', 'create', 'edit'] } });
const cow = await insertAnimal(app, writer.organizationId, { birthDate: '2020-01-01' });
const mexicoCity = await insertFarm(app, writer.organizationId, 'Rancho Xochimilco', 'America/Mexico_City');
const auckland = await insertFarm(app, writer.organizationId, 'Te Awamutu', 'Pacific/Auckland');
const mexicanCow = await insertAnimal(app, writer.organizationId, { birthDate: '2020-01-01', farmId: mexicoCity.id });
const kiwiCow = await insertAnimal(app, writer.organizationId, { birthDate: '2020-01-01', farmId: auckland.id });

const setClock = (now: string) => clock.advance((Date.parse(now) - clock().getTime()) / 60_000);
const weighOn = (day: string, animalId = cow.id) =>
  callApi(app, 'POST', `/api/animal/${animalId}/record`, writer.headers, { type: 'weight', occurredAt: day, weight: { value: 480, unit: 'kg' } });

describe('a record dated today, on a farm with no time zone', () => {
  it.each([
    { place: 'Auckland at 23:30', now: '2026-11-24T10:30:00Z', today: '2026-11-24' },
    { place: 'Auckland at 00:30', now: '2026-11-23T11:30:00Z', today: '2026-11-24' },
    { place: 'Mexico City at 23:30', now: '2026-11-24T05:30:00Z', today: '2026-11-23' },
  ])('is accepted in $place', async ({ now, today }) => {
    setClock(now);
    const { status, body } = await weighOn(today);
    expect(status, JSON.stringify(body)).toBe(200);
  });

  it('is refused for a day that has begun nowhere yet', async () => {
    setClock('2026-11-24T05:30:00Z');
    const { status, body } = await weighOn('2026-11-25');
    expect(status).toBe(422);
    expect(body.errors).toContainEqual(expect.objectContaining({ param: 'occurredAt', key: 'animals.recordInFuture' }));
  });
});

describe('a record on a farm with a time zone', () => {
  it('is dated by the farm’s clock: 20:00 in Mexico City is still the 23rd there', async () => {
    setClock('2026-11-24T02:00:00Z');
    expect((await weighOn('2026-11-23', mexicanCow.id)).status).toBe(200);
    const tomorrow = await weighOn('2026-11-24', mexicanCow.id);
    expect(tomorrow.status).toBe(422);
    expect(tomorrow.body.errors).toContainEqual(expect.objectContaining({ param: 'occurredAt', key: 'animals.recordInFuture' }));
    // The same instant is already the 24th in Auckland.
    expect((await weighOn('2026-11-24', kiwiCow.id)).status).toBe(200);
  });

  it('answers the farm’s zone with the animal, for the forms’ default date', async () => {
    const { body } = await callApi(app, 'GET', `/api/animal/${kiwiCow.id}`, writer.headers);
    expect(body.data).toMatchObject({ farmId: auckland.id, farmTimeZone: 'Pacific/Auckland' });
  });

  it('applies to bulk records, animal by animal', async () => {
    setClock('2026-11-24T02:00:00Z');
    const bulk = (animalIds: string[]) =>
      callApi(app, 'POST', '/api/animal/bulk', writer.headers, { action: 'addNote', animalIds, occurredAt: '2026-11-24', text: 'Revisión de pezuñas' });
    const kiwiOnly = await bulk([kiwiCow.id]);
    expect(kiwiOnly.status, JSON.stringify(kiwiOnly.body)).toBe(200);
    const both = await bulk([kiwiCow.id, mexicanCow.id]);
    expect(both.status).toBe(422);
    expect(both.body.errors).toContainEqual(expect.objectContaining({ param: 'occurredAt', key: 'animals.recordInFuture' }));
  });
});

describe('a calf born today, registered on a farm with a time zone', () => {
  const register = (farmId: string, birthDate: string) =>
    callApi(app, 'POST', '/api/animal', writer.headers, {
      speciesCode: 'cattle',
      gender: 'female',
      farmId,
      tagNumber: `TZ-${Math.random().toString(36).slice(2, 8)}`,
      birthDate,
    });

  it('is accepted at 08:30 in Auckland, when UTC’s date is still the day before', async () => {
    setClock('2026-11-23T19:30:00Z');
    const { status, body } = await register(auckland.id, '2026-11-24');
    expect(status, JSON.stringify(body)).toBe(200);
  });

  it('is refused for a day that has not come on the farm, although it has in UTC', async () => {
    setClock('2026-11-24T02:00:00Z');
    const { status, body } = await register(mexicoCity.id, '2026-11-24');
    expect(status).toBe(422);
    expect(body.errors).toContainEqual(expect.objectContaining({ param: 'birthDate', key: 'animals.bornInFuture' }));
  });
});
