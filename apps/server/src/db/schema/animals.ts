import { sql } from 'drizzle-orm';
import { type AnyPgColumn, boolean, date, index, integer, jsonb, numeric, pgTable, pgView, text, timestamp, unique, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { AnimalStatus, Gender, RecordStatus, RecordType } from '@ganado/shared/animals';
import { assetId } from './assets';
import { audit } from './columns';
import { farms, zones } from './farms';
import { organizationId, tenantPolicy } from './organizations';
import { breeds, species } from './reference';

/**
 * Groups of animals (a milking string, a pen of weaners). Membership is not stored here: it is the
 * latest done groupChange record of each animal. Removed softly, so group history keeps its name.
 */
export const animalGroups = pgTable(
  'animal_groups',
  {
    id: assetId(),
    organizationId: organizationId(),
    name: text('name').notNull(),
    description: text('description'),
    farmId: uuid('farm_id').references(() => farms.id, { onDelete: 'set null' }),
    deletedAt: timestamp('deleted_at', { withTimezone: true }),
    ...audit,
  },
  (table) => [uniqueIndex('animal_groups_organization_name_key').on(table.organizationId, sql`lower(${table.name})`).where(sql`${table.deletedAt} is null`), tenantPolicy()],
);

/**
 * An animal asset: what is true of the animal itself (docs/product.md §3's Animal entity). Lineage points at
 * other animals of the same organisation; a surrogate (recipient) dam is kept apart from the
 * genetic dam. The columns under "derived" are a cache of the latest done records, rebuilt from
 * them by the records service and never edited by hand (docs/ARCHITECTURE.md).
 */
export const animals = pgTable(
  'animals',
  {
    id: assetId(),
    organizationId: organizationId(),
    speciesId: uuid('species_id')
      .notNull()
      .references(() => species.id),
    speciesType: text('species_type'),
    gender: text('gender').$type<Gender>().notNull(),
    breedId: uuid('breed_id').references(() => breeds.id),
    classUse: text('class_use'),
    categoryStage: text('category_stage'),
    tagNumber: text('tag_number').notNull(),
    tagCategory: text('tag_category'),
    tagType: text('tag_type'),
    chipNumber: text('chip_number'),
    tagColour: text('tag_colour'),
    governmentRegistrationNumber: text('government_registration_number'),
    registrationDate: date('registration_date'),
    nickname: text('nickname'),
    birthDate: date('birth_date'),
    birthWeight: numeric('birth_weight', { mode: 'number' }),
    birthWeightUnit: text('birth_weight_unit').notNull().default('kg'),
    birthEase: text('birth_ease'),
    conceptionMethod: text('conception_method'),
    birthFarmId: uuid('birth_farm_id').references(() => farms.id, { onDelete: 'set null' }),
    damId: uuid('dam_id').references((): AnyPgColumn => animals.id, { onDelete: 'restrict' }),
    sireId: uuid('sire_id').references((): AnyPgColumn => animals.id, { onDelete: 'restrict' }),
    surrogateDamId: uuid('surrogate_dam_id').references((): AnyPgColumn => animals.id, { onDelete: 'restrict' }),
    owner: text('owner'),
    previousOwner: text('previous_owner'),
    ownershipType: text('ownership_type'),
    breederSupplier: text('breeder_supplier'),
    hornStatus: text('horn_status'),
    twin: boolean('twin').notNull().default(false),
    // Derived from the latest done records.
    status: text('status').$type<AnimalStatus>().notNull().default('active'),
    farmId: uuid('farm_id').references(() => farms.id, { onDelete: 'set null' }),
    zoneId: uuid('zone_id').references(() => zones.id, { onDelete: 'set null' }),
    groupId: uuid('group_id').references(() => animalGroups.id, { onDelete: 'set null' }),
    currentWeightKg: numeric('current_weight_kg', { mode: 'number' }),
    currentWeightOn: timestamp('current_weight_on', { withTimezone: true }),
    removedAt: timestamp('removed_at', { withTimezone: true }),
    /** The latest end of a meat and of a milk withdrawal among its done treatments, and the treatment (docs/decisions.md: withdrawal). */
    meatWithdrawalEndsAt: timestamp('meat_withdrawal_ends_at', { withTimezone: true }),
    meatWithdrawalEventId: uuid('meat_withdrawal_event_id'),
    milkWithdrawalEndsAt: timestamp('milk_withdrawal_ends_at', { withTimezone: true }),
    milkWithdrawalEventId: uuid('milk_withdrawal_event_id'),
    ...audit,
  },
  (table) => [
    uniqueIndex('animals_organization_tag_key').on(table.organizationId, sql`lower(${table.tagNumber})`),
    // The herd list: an organisation's animals of one status, in tag order (its default view), and
    // one index per other sortable column of the animal itself, id as the list's tie-break, so any
    // page is an index scan that stops after its rows (animals.repository.ts). The sex and farm
    // after the id are the list's usual filters: a page's ids are found in the index alone
    // (an index-only scan), and only its 25 rows are read from the table.
    index('animals_organization_status_tag_idx').on(table.organizationId, table.status, sql`lower(${table.tagNumber})`, table.id, table.gender, table.farmId),
    index('animals_organization_status_nickname_idx').on(table.organizationId, table.status, sql`lower(${table.nickname})`, table.id, table.gender, table.farmId),
    index('animals_organization_status_birth_idx').on(table.organizationId, table.status, table.birthDate, table.id, table.gender, table.farmId),
    index('animals_organization_status_gender_idx').on(table.organizationId, table.status, table.gender, table.id, table.farmId),
    index('animals_organization_status_weight_idx').on(table.organizationId, table.status, table.currentWeightKg, table.id, table.gender, table.farmId),
    index('animals_organization_status_created_idx').on(table.organizationId, table.status, table.createdAt, table.id, table.gender, table.farmId),
    // The list's search (`%text%` in the tag, nickname, chip or registration number): an index of
    // trigrams (pg_trgm, in PGlite as an extension too), so a search reads the animals that match
    // instead of every animal of the organisation.
    index('animals_search_trgm_idx').using(
      'gin',
      table.tagNumber.op('gin_trgm_ops'),
      table.nickname.op('gin_trgm_ops'),
      table.chipNumber.op('gin_trgm_ops'),
      table.governmentRegistrationNumber.op('gin_trgm_ops'),
    ),
    // A group's or a farm's animals; with the status, the list's count under those filters reads the index alone.
    index('animals_organization_group_idx').on(table.organizationId, table.groupId, table.status),
    index('animals_organization_farm_idx').on(table.organizationId, table.farmId, table.status),
    index('animals_dam_idx').on(table.damId),
    index('animals_sire_idx').on(table.sireId),
    // The offspring check before a delete.
    index('animals_surrogate_dam_idx').on(table.surrogateDamId),
    // Who is withdrawing: the dashboard's and the herd list's animals still held back.
    index('animals_organization_meat_withdrawal_idx').on(table.organizationId, table.meatWithdrawalEndsAt).where(sql`${table.meatWithdrawalEndsAt} is not null`),
    index('animals_organization_milk_withdrawal_idx').on(table.organizationId, table.milkWithdrawalEndsAt).where(sql`${table.milkWithdrawalEndsAt} is not null`),
    tenantPolicy(),
  ],
);

/**
 * How many animals the organisation has in each combination of the herd list's equality filters,
 * kept by statement triggers on `animals` (migration 0013): the list's total under those filters is
 * a sum over a few rows instead of a count over the matching animals (docs/decisions.md, "Herd list
 * totals"). Never written by the application; `animals.counts.test.ts` compares it with counting.
 */
export const animalCounts = pgTable(
  'animal_counts',
  {
    organizationId: organizationId(),
    status: text('status').$type<AnimalStatus>().notNull(),
    gender: text('gender').$type<Gender>().notNull(),
    speciesId: uuid('species_id').notNull(),
    breedId: uuid('breed_id'),
    categoryStage: text('category_stage'),
    farmId: uuid('farm_id'),
    zoneId: uuid('zone_id'),
    groupId: uuid('group_id'),
    animals: integer('animals').notNull(),
  },
  (table) => [
    // NULLS NOT DISTINCT: an animal with no breed, farm or group is counted in one row, not one per insert.
    unique('animal_counts_key')
      .on(table.organizationId, table.status, table.gender, table.speciesId, table.breedId, table.categoryStage, table.farmId, table.zoneId, table.groupId)
      .nullsNotDistinct(),
    tenantPolicy(),
  ],
);

/**
 * An animal's records, as the animals module has always read them: one row per event the animal
 * is the subject of, with the event's farm, zone, group and sire links and its first quantity in
 * the columns of the old `animal_records` table (docs/ARCHITECTURE.md: the model). A view over the
 * log (migration 0009, security_invoker so row-level security applies), never written: writes go
 * through the ledger's one write path (modules/ledger/events.writer.ts).
 */
export const animalRecords = pgView('animal_records', {
  id: uuid('id').notNull(),
  organizationId: uuid('organization_id').notNull(),
  animalId: uuid('animal_id').notNull(),
  type: text('type').$type<RecordType>().notNull(),
  status: text('status').$type<RecordStatus>().notNull(),
  occurredAt: timestamp('occurred_at', { withTimezone: true }).notNull(),
  /** The record's main quantity: a weight, a milk yield, a dose, a feed amount. */
  quantityValue: numeric('quantity_value', { mode: 'number' }),
  quantityUnit: text('quantity_unit'),
  farmId: uuid('farm_id'),
  zoneId: uuid('zone_id'),
  groupId: uuid('group_id'),
  /** Another animal the record names: a service's sire. */
  relatedAnimalId: uuid('related_animal_id'),
  /** The action-list task whose occurrence produced the record. */
  taskId: uuid('task_id'),
  details: jsonb('details').$type<Record<string, unknown>>().notNull(),
  notes: text('notes'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  createdBy: uuid('created_by'),
}).existing();

