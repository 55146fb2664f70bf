import type { Country } from '@ganado/shared/reference';
import type { Db } from '../../db/client';
import { breeds, countries, species } from '../../db/schema';
import { updateWhenChanged } from '../../db/upsert';
import countryList from './countries.data.json' with { type: 'json' };
import { SPECIES } from './species.data';

export async function seedReferenceData(db: Db): Promise<void> {
  await seedCountries(db);
  await seedSpeciesAndBreeds(db);
}

async function seedCountries(db: Db) {
  const rows = (countryList as Country[]).map((country) => ({
    code: country.Code,
    name: country.Name,
    timezone: country.Timezone,
    utc: country.UTC,
    mobileCode: String(country.MobileCode),
    centreLatitude: country.Centre?.latitude ?? null,
    centreLongitude: country.Centre?.longitude ?? null,
    centreZoom: country.Centre?.zoom ?? null,
  }));
  await db
    .insert(countries)
    .values(rows)
    .onConflictDoUpdate({
      target: countries.code,
      ...updateWhenChanged({
        name: countries.name,
        timezone: countries.timezone,
        utc: countries.utc,
        mobileCode: countries.mobileCode,
        centreLatitude: countries.centreLatitude,
        centreLongitude: countries.centreLongitude,
        centreZoom: countries.centreZoom,
      }),
    });
}

async function seedSpeciesAndBreeds(db: Db) {
  await db
    .insert(species)
    .values(SPECIES.map(({ code, name, nameEs }) => ({ code, name, nameEs })))
    .onConflictDoUpdate({
      target: species.code,
      ...updateWhenChanged({ name: species.name, nameEs: species.nameEs }),
    });

  // Read back rather than use RETURNING: unchanged rows are skipped by the upsert and not returned.
  const ids = new Map((await db.select({ id: species.id, code: species.code }).from(species)).map((s) => [s.code, s.id]));
  const rows = SPECIES.flatMap((entry) =>
    entry.breeds.map((breed) => ({ speciesId: ids.get(entry.code) as string, code: breed.code, name: breed.name })),
  );
  await db
    .insert(breeds)
    .values(rows)
    .onConflictDoUpdate({
      target: [breeds.speciesId, breeds.code],
      ...updateWhenChanged({ name: breeds.name }),
    });
}
