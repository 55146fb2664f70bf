import { char, doublePrecision, integer, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { audit, id } from './columns';

/** Reference data shared by every organisation, so none of these tables has organization_id. */
export const countries = pgTable('countries', {
  code: char('code', { length: 2 }).primaryKey(),
  name: text('name').notNull(),
  timezone: text('timezone').notNull(),
  utc: text('utc').notNull(),
  /** "34", or "1-684" for North American numbering outside the US and Canada. */
  mobileCode: text('mobile_code').notNull(),
  /** Where a map of the country opens (countries.data.json); null only until the reference seed has run. */
  centreLatitude: doublePrecision('centre_latitude'),
  centreLongitude: doublePrecision('centre_longitude'),
  centreZoom: integer('centre_zoom'),
  ...audit,
});

export const species = pgTable(
  'species',
  {
    id: id(),
    code: text('code').notNull(),
    name: text('name').notNull(),
    nameEs: text('name_es').notNull(),
    ...audit,
  },
  (table) => [uniqueIndex('species_code_key').on(table.code)],
);

export const breeds = pgTable(
  'breeds',
  {
    id: id(),
    speciesId: uuid('species_id')
      .notNull()
      .references(() => species.id, { onDelete: 'cascade' }),
    code: text('code').notNull(),
    name: text('name').notNull(),
    ...audit,
  },
  (table) => [uniqueIndex('breeds_species_code_key').on(table.speciesId, table.code)],
);
