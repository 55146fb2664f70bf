import { sql } from 'drizzle-orm';
import { boolean, date, index, integer, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { BatchStatus, HealthTestResult } from '@ganado/shared/semen';
import { animals } from './animals';
import { assetId } from './assets';
import { farms } from './farms';
import { audit, id } from './columns';
import { organizationId, tenantPolicy } from './organizations';
import { users } from './users';

/**
 * A bull semen is collected from (docs/decisions.md: semen): a male of the herd, or an outside bull
 * known by his NAAB code and international id. One sire per animal, per name and per NAAB code.
 */
export const semenSires = pgTable(
  'semen_sires',
  {
    id: id(),
    organizationId: organizationId(),
    name: text('name').notNull(),
    animalId: uuid('animal_id').references(() => animals.id, { onDelete: 'set null' }),
    naabCode: text('naab_code'),
    internationalId: text('international_id'),
    breed: text('breed'),
    ...audit,
  },
  (table) => [
    uniqueIndex('semen_sires_organization_name_key').on(table.organizationId, sql`lower(${table.name})`),
    uniqueIndex('semen_sires_organization_naab_key').on(table.organizationId, table.naabCode).where(sql`${table.naabCode} is not null`),
    uniqueIndex('semen_sires_organization_animal_key').on(table.organizationId, table.animalId).where(sql`${table.animalId} is not null`),
    tenantPolicy(),
  ],
);

/** A donor health test of a sire, on the day the sample was taken. */
export const semenHealthTests = pgTable(
  'semen_health_tests',
  {
    id: id(),
    organizationId: organizationId(),
    sireId: uuid('sire_id')
      .notNull()
      .references(() => semenSires.id, { onDelete: 'cascade' }),
    testedOn: date('tested_on').notNull(),
    disease: text('disease').notNull(),
    result: text('result').$type<HealthTestResult>().notNull(),
    ...audit,
  },
  (table) => [index('semen_health_tests_sire_idx').on(table.organizationId, table.sireId, table.testedOn), tenantPolicy()],
);

/** A collection at a centre with the fresh sample's analysis; it produced one batch. */
export const semenCollections = pgTable(
  'semen_collections',
  {
    id: id(),
    organizationId: organizationId(),
    sireId: uuid('sire_id')
      .notNull()
      .references(() => semenSires.id, { onDelete: 'restrict' }),
    collectedAt: timestamp('collected_at', { withTimezone: true }).notNull(),
    centre: text('centre').notNull(),
    volumeMl: numeric('volume_ml', { mode: 'number' }).notNull(),
    concentrationMillionPerMl: numeric('concentration_million_per_ml', { mode: 'number' }).notNull(),
    motilityPercent: numeric('motility_percent', { mode: 'number' }).notNull(),
    normalFormsPercent: numeric('normal_forms_percent', { mode: 'number' }).notNull(),
    dosesProduced: integer('doses_produced').notNull(),
    notes: text('notes'),
    ...audit,
  },
  (table) => [index('semen_collections_sire_idx').on(table.organizationId, table.sireId, table.collectedAt), tenantPolicy()],
);

/**
 * The straws one collection produced: an asset of the log (kind `semenBatch`, counted in straws),
 * in quarantine until approved or rejected, once, by whom and when.
 */
export const semenBatches = pgTable(
  'semen_batches',
  {
    id: assetId(),
    organizationId: organizationId(),
    collectionId: uuid('collection_id')
      .notNull()
      .references(() => semenCollections.id, { onDelete: 'restrict' }),
    code: text('code').notNull(),
    status: text('status').$type<BatchStatus>().notNull().default('quarantine'),
    postThawMotilityPercent: numeric('post_thaw_motility_percent', { mode: 'number' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decisionReason: text('decision_reason'),
    ...audit,
  },
  (table) => [
    uniqueIndex('semen_batches_organization_code_key').on(table.organizationId, sql`lower(${table.code})`),
    uniqueIndex('semen_batches_collection_key').on(table.collectionId),
    tenantPolicy(),
  ],
);

/** What a batch must meet to be approved; an organisation without a row has the defaults (DEFAULT_THRESHOLDS). */
export const semenThresholds = pgTable(
  'semen_thresholds',
  {
    organizationId: organizationId().primaryKey(),
    minPostThawMotilityPercent: numeric('min_post_thaw_motility_percent', { mode: 'number' }).notNull(),
    minConcentrationMillionPerMl: numeric('min_concentration_million_per_ml', { mode: 'number' }).notNull(),
    minMotilityPercent: numeric('min_motility_percent', { mode: 'number' }).notNull(),
    minNormalFormsPercent: numeric('min_normal_forms_percent', { mode: 'number' }).notNull(),
    healthTestDays: integer('health_test_days').notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: uuid('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  () => [tenantPolicy()],
);

/** Who inseminates: a user of the organisation or an outside technician, with a licence number. */
export const inseminators = pgTable(
  'inseminators',
  {
    id: id(),
    organizationId: organizationId(),
    name: text('name').notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    licenceNumber: text('licence_number'),
    active: boolean('active').notNull().default(true),
    ...audit,
  },
  (table) => [uniqueIndex('inseminators_organization_name_key').on(table.organizationId, sql`lower(${table.name})`), tenantPolicy()],
);

/** A liquid-nitrogen tank with its numbered canisters; `last_counted_at` caches its latest reconciliation's event. */
export const semenTanks = pgTable(
  'semen_tanks',
  {
    id: id(),
    organizationId: organizationId(),
    name: text('name').notNull(),
    farmId: uuid('farm_id').references(() => farms.id, { onDelete: 'set null' }),
    canisters: integer('canisters').notNull(),
    notes: text('notes'),
    active: boolean('active').notNull().default(true),
    lastCountedAt: timestamp('last_counted_at', { withTimezone: true }),
    ...audit,
  },
  (table) => [uniqueIndex('semen_tanks_organization_name_key').on(table.organizationId, sql`lower(${table.name})`), tenantPolicy()],
);

/**
 * Straws of one batch at one place in a tank: an asset of the log (kind `semenPack`, counted in
 * straws). Its place is the cache of its latest move, written with the move's event.
 */
export const semenPacks = pgTable(
  'semen_packs',
  {
    id: assetId(),
    organizationId: organizationId(),
    batchId: uuid('batch_id')
      .notNull()
      .references(() => semenBatches.id, { onDelete: 'restrict' }),
    tankId: uuid('tank_id')
      .notNull()
      .references(() => semenTanks.id, { onDelete: 'restrict' }),
    canister: integer('canister').notNull(),
    goblet: text('goblet'),
    ...audit,
  },
  (table) => [index('semen_packs_tank_idx').on(table.organizationId, table.tankId), index('semen_packs_batch_idx').on(table.organizationId, table.batchId), tenantPolicy()],
);

export type SemenSireRow = typeof semenSires.$inferSelect;
export type InseminatorRow = typeof inseminators.$inferSelect;
