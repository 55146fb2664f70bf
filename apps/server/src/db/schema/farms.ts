import { sql } from 'drizzle-orm';
import { boolean, char, date, doublePrecision, index, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { DEFAULT_FARM_UNITS } from '@ganado/shared';
import type { AreaUnit, BoundaryPoint, LengthUnit } from '@ganado/shared/farms';
import { assetId } from './assets';
import { audit } from './columns';
import { organizationId, tenantPolicy } from './organizations';
import { countries } from './reference';

/**
 * A boundary is stored as one jsonb array of {latitude, longitude, label}, in drawing order: it is
 * always read and written whole, never queried point by point, and neither PostGIS nor a child table
 * would buy anything on PGlite (docs/decisions.md).
 */
const boundaryColumn = (name: string) => jsonb(name).$type<BoundaryPoint[]>().notNull().default([]);

/**
 * Farms are removed softly (deleted_at): animals, tasks and reports will point at them, and their
 * history must keep its farm. Names are unique among the organisation's farms that are not removed.
 */
export const farms = pgTable(
  'farms',
  {
    id: assetId(),
    organizationId: organizationId(),
    name: text('name').notNull(),
    farmType: text('farm_type'),
    owner: text('owner'),
    ownershipType: text('ownership_type'),
    governmentRegistrationNumber: text('government_registration_number'),
    cooperativeId: text('cooperative_id'),
    licenseNumber: text('license_number'),
    licenseExpiryDate: date('license_expiry_date'),
    regulatorName: text('regulator_name'),
    regulatorRepresentativeName: text('regulator_representative_name'),
    countryCode: char('country_code', { length: 2 }).references(() => countries.code),
    /** An IANA zone: the farm's clock, what "today" is for its records (docs/decisions.md, "One today"). */
    timeZone: text('time_zone'),
    state: text('state'),
    city: text('city'),
    street: text('street'),
    houseNumber: text('house_number'),
    postalCode: text('postal_code'),
    latitude: doublePrecision('latitude'),
    longitude: doublePrecision('longitude'),
    perimeterPoints: boundaryColumn('perimeter_points'),
    /** In farm_size_unit; computed from the perimeter points when there are any. */
    farmSize: numeric('farm_size', { mode: 'number' }),
    farmSizeUnit: text('farm_size_unit').$type<AreaUnit>().notNull().default(DEFAULT_FARM_UNITS.area),
    /** In perimeter_unit; computed from the perimeter points when there are any. */
    perimeter: numeric('perimeter', { mode: 'number' }),
    perimeterUnit: text('perimeter_unit').$type<LengthUnit>().notNull().default(DEFAULT_FARM_UNITS.length),
    productionSystem: text('production_system'),
    goals: text('goals'),
    contractMating: boolean('contract_mating').notNull().default(false),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...audit,
  },
  // Leads with organization_id, so it also serves every "farms of this organisation" query.
  (table) => [uniqueIndex('farms_organization_name_key').on(table.organizationId, sql`lower(${table.name})`).where(sql`${table.deletedAt} is null`), tenantPolicy()],
);

/**
 * A zone is part of one farm, drawn inside its perimeter. Its area and perimeter are kept in square
 * metres and metres and shown in the farm's units, so changing the farm's units never rewrites zones.
 */
export const zones = pgTable(
  'zones',
  {
    id: assetId(),
    organizationId: organizationId(),
    farmId: uuid('farm_id')
      .notNull()
      .references(() => farms.id, { onDelete: 'restrict' }),
    name: text('name').notNull(),
    description: text('description'),
    points: boundaryColumn('points'),
    areaSquareMeters: numeric('area_square_meters', { mode: 'number' }).notNull(),
    perimeterMeters: numeric('perimeter_meters', { mode: 'number' }).notNull(),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...audit,
  },
  (table) => [
    uniqueIndex('zones_farm_name_key').on(table.farmId, sql`lower(${table.name})`).where(sql`${table.deletedAt} is null`),
    index('zones_organization_farm_idx').on(table.organizationId, table.farmId),
    tenantPolicy(),
  ],
);
