import { describe, expect, it } from 'vitest';
import { buildTestApp } from '../../../test/app';
import { testClock } from '../../../test/clock';
import { insertAnimal } from '../../../test/herd';
import { createMember } from '../../../test/people';
import { callApi } from '../../../test/records';

// "Today" for a dated record (packages/shared/src/format/today.ts): farms carry no time zone yet,
// so the server takes a date as begun once it has begun anywhere, and a farm's today is accepted
// at any hour of its day, ahead of UTC or behind it.
const clock = testClock(new Date('2026-11-24T10:30:00Z'));
const app = await buildTestApp({ clock });
const writer = await createMember(app, { grants: { animals: ['view', 'create'] } });
const cow = await insertAnimal(app, writer.organizationId, { birthDate: '2020-01-01' });

const weighOn = (day: string) =>
  callApi(app, 'POST', `/api/animal/${cow.id}/record`, writer.headers, { type: 'weight', occurredAt: day, weight: { value: 480, unit: 'kg' } });

describe('a record dated today on the farm’s calendar', () => {
  it.each([
    { place: 'Auckland at 23:30', now: '2026-11-24T10:30:00Z', today: '2026-11-24' },
    { place: 'Auckland at 00:30', now: '2026-11-23T11:30:00Z', today: '2026-11-24' },
    { place: 'Mexico City at 23:30', now: '2026-11-24T05:30:00Z', today: '2026-11-23' },
  ])('is accepted in $place', async ({ now, today }) => {
    clock.advance((Date.parse(now) - clock().getTime()) / 60_000);
    const { status, body } = await weighOn(today);
    expect(status, JSON.stringify(body)).toBe(200);
  });

  it('is refused for a day that has begun nowhere yet', async () => {
    clock.advance((Date.parse('2026-11-24T05:30:00Z') - clock().getTime()) / 60_000);
    const { status, body } = await weighOn('2026-11-25');
    expect(status).toBe(422);
    expect(body.errors).toContainEqual(expect.objectContaining({ param: 'occurredAt', key: 'animals.recordInFuture' }));
  });
});
