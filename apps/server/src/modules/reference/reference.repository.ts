import { eq } from 'drizzle-orm';
import type { Breed, Country, Species } from '@ganado/shared/reference';
import type { Db } from '../../db/client';
import { breeds, countries, species } from '../../db/schema';

/**
 * Sorted here rather than in SQL: PGlite and PostgreSQL servers collate differently
 * ("Åland Islands" last or first), and the lists must read the same on both.
 */
const byName = new Intl.Collator('en').compare;

/** Dial codes are stored as text; the spec shows them as numbers unless they carry an area code. */
const mobileCodeOut = (stored: string): number | string => (/^\d+$/.test(stored) ? Number(stored) : stored);

export async function listCountries(db: Db): Promise<Country[]> {
  const rows = await db.select().from(countries);
  return rows
    .map((row) => ({
      Name: row.name,
      Code: row.code,
      Timezone: row.timezone,
      UTC: row.utc,
      MobileCode: mobileCodeOut(row.mobileCode),
      Centre:
        row.centreLatitude != null && row.centreLongitude != null && row.centreZoom != null
          ? { latitude: row.centreLatitude, longitude: row.centreLongitude, zoom: row.centreZoom }
          : null,
    }))
    .sort((a, b) => byName(a.Name, b.Name));
}

export async function listSpecies(db: Db): Promise<Species[]> {
  const rows = await db
    .select({ id: species.id, code: species.code, name: species.name, nameEs: species.nameEs })
    .from(species);
  return rows.sort((a, b) => byName(a.name, b.name));
}

export async function listBreeds(db: Db, filter: { speciesCode?: string }): Promise<Breed[]> {
  const rows = await db
    .select({ id: breeds.id, speciesCode: species.code, speciesName: species.name, code: breeds.code, name: breeds.name })
    .from(breeds)
    .innerJoin(species, eq(breeds.speciesId, species.id))
    .where(filter.speciesCode ? eq(species.code, filter.speciesCode) : undefined);
  return rows
    .sort((a, b) => byName(a.speciesName, b.speciesName) || byName(a.name, b.name))
    .map(({ speciesName: _, ...breed }) => breed);
}
