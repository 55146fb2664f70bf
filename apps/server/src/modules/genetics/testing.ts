import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import type { App } from '../../app';
import { animals } from '../../db/schema';
import { insertAnimal, insertFarm, insertRecord } from '../../test/herd';
import { createMember } from '../../test/people';

export const FULL = ['view', 'create', 'edit', 'delete', 'export'] as const;
type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';

/**
 * The genetics tests' people and calls: a breeder with every action on genetics and the herd, a
 * viewer of their organisation, an outsider of another; `call` answers status and body, `ok`
 * expects 200 (or 202) and answers the data.
 */
export async function geneticsTestbed(app: App) {
  const breeder = await createMember(app, { grants: { genetics: FULL, animals: FULL, farms: FULL } });
  const viewer = await createMember(app, { organizationId: breeder.organizationId, grants: { genetics: ['view'] } });
  const outsider = await createMember(app, { grants: { genetics: FULL, animals: FULL } });
  const call = async (method: Method, url: string, payload?: object, headers: Record<string, string> = breeder.headers) => {
    const response = await app.inject({ method, url, headers, payload });
    return { status: response.statusCode, body: response.json() };
  };
  const ok = async (method: Method, url: string, payload?: object, headers = breeder.headers) => {
    const { status, body } = await call(method, url, payload, headers);
    expect([200, 202], JSON.stringify(body)).toContain(status);
    return body.data;
  };
  return { breeder, viewer, outsider, org: breeder.organizationId, call, ok };
}

const DAY = 86_400_000;
/** The calf crop's weaning day. */
export const WEANED = '2025-10-01';
const dayAfter = (day: string, days: number) => new Date(Date.parse(`${day}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/**
 * A small beef herd of an organisation, worked out by hand to be believable: two Angus bulls, six
 * cows (one the daughter of another), and a calf crop of twelve born in spring 2025 from the two
 * bulls, each weighed at birth and all weaned and weighed together on 1 October 2025 (170 to 214
 * days old). `tag` prefixes the tags so herds do not clash.
 */
export async function beefHerd(app: App, organizationId: string, tag: string) {
  const farm = await insertFarm(app, organizationId, `Rancho ${tag}`);
  const bulls = [
    await insertAnimal(app, organizationId, { gender: 'male', tagNumber: `${tag}-T1`, nickname: 'Don Toño', birthDate: '2018-02-10', farmId: farm.id }),
    await insertAnimal(app, organizationId, { gender: 'male', tagNumber: `${tag}-T2`, nickname: 'Relámpago', birthDate: '2019-03-05', farmId: farm.id }),
  ];
  const cows: Awaited<ReturnType<typeof insertAnimal>>[] = [];
  for (let index = 0; index < 6; index += 1) {
    const damId = index === 5 ? cows[0]!.id : null;
    const sireId = index === 5 ? bulls[0]!.id : null;
    cows.push(await insertAnimal(app, organizationId, { gender: 'female', tagNumber: `${tag}-V${index + 1}`, birthDate: index === 5 ? '2021-03-01' : `2016-0${index + 1}-15`, damId, sireId, farmId: farm.id }));
  }
  const calves = [];
  for (let index = 0; index < 12; index += 1) {
    const born = dayAfter('2025-03-01', index * 4);
    const sire = bulls[index % 2]!;
    const dam = cows[index % 6]!;
    const calf = await insertAnimal(app, organizationId, { gender: index % 3 === 0 ? 'female' : 'male', tagNumber: `${tag}-B${String(index + 1).padStart(2, '0')}`, birthDate: born, damId: dam.id, sireId: sire.id, farmId: farm.id });
    // Relámpago's calves grow faster: 0.9 kg a day against 0.8.
    const birthKg = 34 + (index % 5);
    const gain = sire === bulls[1] ? 0.9 : 0.8;
    await app.database.db.update(animals).set({ birthWeight: birthKg, conceptionMethod: 'naturalMating' }).where(eq(animals.id, calf.id));
    const ageAtWeaning = (Date.parse(WEANED) - Date.parse(born)) / DAY;
    await insertRecord(app, organizationId, calf.id, { type: 'weight', occurredAt: new Date(`${WEANED}T00:00:00Z`), quantity: { value: Math.round(birthKg + ageAtWeaning * gain + (index % 4)), unit: 'kg' } });
    calves.push(calf);
  }
  return { farm, bulls, cows, calves };
}
