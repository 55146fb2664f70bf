import { char, doublePrecision, numeric, pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { DEFAULT_FARM_UNITS } from '@ganado/shared';
import { audit, id } from './columns';
import { organizationId } from './organizations';
import { countries } from './reference';

export const farms = pgTable(
  'farms',
  {
    id: id(),
    organizationId: organizationId(),
    name: text('name').notNull(),
    farmType: text('farm_type'),
    countryCode: char('country_code', { length: 2 }).references(() => countries.code),
    state: text('state'),
    city: text('city'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    farmSize: numeric('farm_size', { mode: 'number' }),
    farmSizeUnit: text('farm_size_unit').notNull().default(DEFAULT_FARM_UNITS.area),
    perimeter: numeric('perimeter', { mode: 'number' }),
    perimeterUnit: text('perimeter_unit').notNull().default(DEFAULT_FARM_UNITS.length),
    ...audit,
  },
  // Leads with organization_id, so it also serves every "farms of this organisation" query.
  (table) => [uniqueIndex('farms_organization_name_key').on(table.organizationId, table.name)],
);
