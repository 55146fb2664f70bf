import { eq } from 'drizzle-orm';
import { afterAll, describe, expect, it } from 'vitest';
import type { Db } from '../db/client';
import { breeds, countries, farms, organizations, species, users, zones } from '../db/schema';
import countryList from '../modules/reference/countries.data.json' with { type: 'json' };
import { SPECIES } from '../modules/reference/species.data';
import { verifyPassword } from '../modules/users/users.password';
import { createTestDatabase } from '../test/database';
import { DEMO_ACCOUNTS, DEMO_ORGANIZATION, runSeeds } from '.';

const database = await createTestDatabase({ seed: false });
afterAll(() => database.close());
const { db } = database;

const counts = async (on: Db) => ({
  organizations: await on.$count(organizations),
  users: await on.$count(users),
  farms: await on.$count(farms),
  zones: await on.$count(zones),
  countries: await on.$count(countries),
  species: await on.$count(species),
  breeds: await on.$count(breeds),
});

describe('runSeeds', () => {
  it('seeds reference data only, when the demo is not wanted', async () => {
    expect(await runSeeds(database, { demo: false })).toEqual({ demoCreated: false });

    // No shared organisation for sign-ups: each makes its own (docs/decisions.md).
    expect(await counts(db)).toMatchObject({ organizations: 0, users: 0, farms: 0, countries: countryList.length });
  });

  it('creates the demo organisation when it is wanted and missing', async () => {
    expect(await runSeeds(database, { demo: true })).toEqual({ demoCreated: true });

    expect(await counts(db)).toEqual({
      organizations: 1,
      users: 3,
      farms: 2,
      zones: 2,
      countries: countryList.length,
      species: SPECIES.length,
      breeds: SPECIES.reduce((sum, entry) => sum + entry.breeds.length, 0),
    });
  });

  it('changes nothing when run again, and says the demo already existed', async () => {
    const before = await counts(db);
    const [stamp] = await db.select({ updatedAt: countries.updatedAt }).from(countries).where(eq(countries.code, 'ES'));

    expect(await runSeeds(database, { demo: true })).toEqual({ demoCreated: false });

    expect(await counts(db)).toEqual(before);
    const [after] = await db.select({ updatedAt: countries.updatedAt }).from(countries).where(eq(countries.code, 'ES'));
    expect(after?.updatedAt).toEqual(stamp?.updatedAt);
  });

  it('puts the demo people and farms in the demo organisation, with working passwords', async () => {
    const [organization] = await db.select().from(organizations).where(eq(organizations.code, DEMO_ORGANIZATION.code));
    const people = await db.select().from(users).where(eq(users.organizationId, organization?.id ?? ''));
    const demoFarms = await db.select().from(farms).where(eq(farms.organizationId, organization?.id ?? ''));

    expect(organization?.name).toBe(DEMO_ORGANIZATION.name);
    expect(organization?.ownerId).toBe(people.find((person) => person.email === DEMO_ACCOUNTS.admin.email)?.id);
    const summary = people.map(({ email, role, status, verified, requiredToResetPw }) => ({ email, role, status, verified, requiredToResetPw }));
    expect(summary.sort((a, b) => (a.email ?? '').localeCompare(b.email ?? ''))).toEqual([
      { email: DEMO_ACCOUNTS.admin.email, role: 'admin', status: 'active', verified: true, requiredToResetPw: false },
      { email: DEMO_ACCOUNTS.farmer.email, role: 'farmer', status: 'active', verified: true, requiredToResetPw: false },
      { email: DEMO_ACCOUNTS.reset.email, role: 'farmer', status: 'active', verified: true, requiredToResetPw: true },
    ]);
    for (const person of people) {
      expect(person.passwordHash).toMatch(/^\$argon2id\$/);
      expect(await verifyPassword(person.passwordHash ?? '', DEMO_ACCOUNTS.admin.password)).toBe(true);
    }
    expect(demoFarms).toHaveLength(2);
    for (const farm of demoFarms) {
      expect(farm).toMatchObject({ countryCode: 'MX', farmSizeUnit: 'hectare', perimeterUnit: 'meter' });
      expect(farm.latitude).toBeTypeOf('number');
      expect(farm.farmSize).toBeTypeOf('number');
      // Each demo farm has its land drawn, and a zone inside it.
      expect(farm.perimeterPoints.length).toBeGreaterThanOrEqual(4);
      expect(await db.$count(zones, eq(zones.farmId, farm.id))).toBe(1);
    }
  });

  it('in production, makes every demo account choose its own password at the first sign-in', async () => {
    const production = await createTestDatabase({ seed: false });
    try {
      expect(await runSeeds(production, { demo: true, mustChangePasswords: true })).toEqual({ demoCreated: true });
      const people = await production.db.select({ email: users.email, requiredToResetPw: users.requiredToResetPw }).from(users);
      expect(people).toHaveLength(3);
      expect(people.every((person) => person.requiredToResetPw)).toBe(true);
    } finally {
      await production.close();
    }
  });
});
