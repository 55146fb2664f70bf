import { sql } from 'drizzle-orm';
import { boolean, check, customType, date, index, integer, jsonb, numeric, pgTable, primaryKey, real, smallint, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { CalfSex, EpdFieldName, EvaluatedTrait, EvaluationStatus, GeneticTrait, GenotypeFormat, GroupTrait, Parentage, TraitRun, TraitVariances, WeightAccuracy } from '@ganado/shared/genetics';
import { animals } from './animals';
import { audit, id } from './columns';
import { organizationId, tenantPolicy } from './organizations';

/** Bytes as PostgreSQL keeps them; PGlite answers a Uint8Array and node-postgres a Buffer, both read as one. */
const bytea = customType<{ data: Uint8Array; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  toDriver: (value) => Buffer.from(value.buffer, value.byteOffset, value.byteLength),
  fromDriver: (value) => new Uint8Array(value.buffer, value.byteOffset, value.byteLength),
});

/**
 * An animal's EPD sheet (docs/product.md §3 EPD animal data; docs/decisions.md: EPD data): only the
 * breeder's own entries. What the register and the log already hold (identity, parents, birth,
 * weighings) is read from them, never copied here.
 */
export const geneticRecords = pgTable(
  'genetic_records',
  {
    id: id(),
    organizationId: organizationId(),
    animalId: uuid('animal_id')
      .notNull()
      .references(() => animals.id, { onDelete: 'cascade' }),
    internationalId: text('international_id'),
    location: text('location'),
    additionalIdMethod: text('additional_id_method'),
    breederHerdCode: text('breeder_herd_code'),
    birthManagementCode: text('birth_management_code'),
    secondaryBreed: text('secondary_breed'),
    breedComposition: text('breed_composition'),
    accuracyWeight: text('accuracy_weight').$type<WeightAccuracy>(),
    weaningSex: text('weaning_sex').$type<CalfSex>(),
    managementPastureCode: text('management_pasture_code'),
    creep: boolean('creep'),
    yearlingHeightCm: numeric('yearling_height_cm', { mode: 'number' }),
    yearlingSex: text('yearling_sex').$type<CalfSex>(),
    managementFeedCode: text('management_feed_code'),
    daysOnFeed: integer('days_on_feed'),
    dateOnFeed: date('date_on_feed'),
    harvestDate: date('harvest_date'),
    gradingDate: date('grading_date'),
    carcassSex: text('carcass_sex').$type<CalfSex>(),
    carcassWeightKg: numeric('carcass_weight_kg', { mode: 'number' }),
    kphPercent: numeric('kph_percent', { mode: 'number' }),
    fatThicknessMm: numeric('fat_thickness_mm', { mode: 'number' }),
    marbling: numeric('marbling', { mode: 'number' }),
    ribeyeAreaCm2: numeric('ribeye_area_cm2', { mode: 'number' }),
    ...audit,
  },
  (table) => [uniqueIndex('genetic_records_animal_key').on(table.organizationId, table.animalId), tenantPolicy()],
);

/**
 * A contemporary group of one trait (docs/decisions.md: contemporary groups): built by the rules
 * (`automatic`, replaced by the next build) or made or edited by hand (kept). The criteria the
 * rules grouped by are kept to show why the calves are together.
 */
export const contemporaryGroups = pgTable(
  'contemporary_groups',
  {
    id: id(),
    organizationId: organizationId(),
    trait: text('trait').$type<GroupTrait>().notNull(),
    code: text('code').notNull(),
    automatic: boolean('automatic').notNull(),
    sex: text('sex'),
    herdCode: text('herd_code'),
    managementCode: text('management_code'),
    bornFrom: date('born_from'),
    bornTo: date('born_to'),
    weighedFrom: date('weighed_from'),
    weighedTo: date('weighed_to'),
    ...audit,
  },
  (table) => [
    uniqueIndex('contemporary_groups_code_key').on(table.organizationId, table.trait, sql`lower(${table.code})`),
    check('contemporary_groups_trait_known', sql`${table.trait} in ('birth', 'weaning', 'yearling', 'carcass')`),
    tenantPolicy(),
  ],
);

/** Who is in which group: an animal is in at most one group of each trait (the key). */
export const contemporaryGroupMembers = pgTable(
  'contemporary_group_members',
  {
    organizationId: organizationId(),
    trait: text('trait').$type<GroupTrait>().notNull(),
    animalId: uuid('animal_id')
      .notNull()
      .references(() => animals.id, { onDelete: 'cascade' }),
    groupId: uuid('group_id')
      .notNull()
      .references(() => contemporaryGroups.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.organizationId, table.trait, table.animalId] }), index('contemporary_group_members_group_idx').on(table.groupId), tenantPolicy()],
);

/** Per organisation: the variances of each trait's model and the fields a submission requires; no row means the defaults. */
export const geneticSettings = pgTable(
  'genetic_settings',
  {
    organizationId: organizationId().primaryKey(),
    variances: jsonb('variances').$type<Partial<Record<EvaluatedTrait, TraitVariances>>>(),
    requiredFields: jsonb('required_fields').$type<EpdFieldName[]>(),
    ...audit,
  },
  () => [tenantPolicy()],
);

/**
 * A genetic evaluation (docs/decisions.md: evaluations): its job's progress, each trait's run, and
 * the solution of the trait being solved every so many iterations (`checkpoint`), so a retry after
 * a stop goes on from there. At most one queued or running per organisation (the partial index),
 * whoever asks at the same moment.
 */
export const geneticEvaluations = pgTable(
  'genetic_evaluations',
  {
    id: id(),
    organizationId: organizationId(),
    status: text('status').$type<EvaluationStatus>().notNull().default('queued'),
    traits: jsonb('traits').$type<EvaluatedTrait[]>().notNull(),
    settings: jsonb('settings').$type<Record<EvaluatedTrait, TraitVariances>>().notNull(),
    progress: real('progress').notNull().default(0),
    phase: text('phase'),
    currentTrait: text('current_trait').$type<EvaluatedTrait>(),
    runs: jsonb('runs').$type<TraitRun[]>().notNull().default([]),
    animals: integer('animals').notNull().default(0),
    attempts: integer('attempts').notNull().default(0),
    errorKey: text('error_key'),
    errorParams: jsonb('error_params').$type<Record<string, string>>(),
    checkpoint: bytea('checkpoint'),
    checkpointTrait: text('checkpoint_trait').$type<EvaluatedTrait>(),
    startedAt: timestamp('started_at', { withTimezone: true }),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    ...audit,
  },
  (table) => [
    uniqueIndex('genetic_evaluations_one_running_key').on(table.organizationId).where(sql`${table.status} in ('queued', 'running')`),
    index('genetic_evaluations_finished_idx').on(table.organizationId, table.status, table.finishedAt),
    check('genetic_evaluations_status_known', sql`${table.status} in ('queued', 'running', 'completed', 'failed')`),
    tenantPolicy(),
  ],
);

/**
 * One trait's EPD of one animal in one evaluation. The published values are those of the
 * organisation's latest completed evaluation; older ones are its history (the last few kept).
 */
export const geneticValues = pgTable(
  'genetic_values',
  {
    organizationId: organizationId(),
    evaluationId: uuid('evaluation_id')
      .notNull()
      .references(() => geneticEvaluations.id, { onDelete: 'cascade' }),
    trait: text('trait').$type<GeneticTrait>().notNull(),
    animalId: uuid('animal_id')
      .notNull()
      .references(() => animals.id, { onDelete: 'cascade' }),
    epd: real('epd').notNull(),
    accuracy: real('accuracy').notNull(),
    percentile: smallint('percentile'),
    possibleChange: real('possible_change').notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.evaluationId, table.trait, table.animalId] }),
    // The list sorted or filtered by a trait's EPD; an animal's history.
    index('genetic_values_trait_epd_idx').on(table.organizationId, table.evaluationId, table.trait, table.epd),
    index('genetic_values_animal_idx').on(table.organizationId, table.animalId, table.evaluationId),
    tenantPolicy(),
  ],
);

/** Each animal of an evaluation's pedigree with its inbreeding coefficient. */
export const geneticInbreeding = pgTable(
  'genetic_inbreeding',
  {
    organizationId: organizationId(),
    evaluationId: uuid('evaluation_id')
      .notNull()
      .references(() => geneticEvaluations.id, { onDelete: 'cascade' }),
    animalId: uuid('animal_id')
      .notNull()
      .references(() => animals.id, { onDelete: 'cascade' }),
    coefficient: real('coefficient').notNull(),
  },
  (table) => [primaryKey({ columns: [table.evaluationId, table.animalId] }), tenantPolicy()],
);

/** A data submission: the file made, kept as it was sent, and who made it. */
export const geneticSubmissions = pgTable(
  'genetic_submissions',
  {
    id: id(),
    organizationId: organizationId(),
    fileName: text('file_name').notNull(),
    sections: jsonb('sections').$type<GroupTrait[]>().notNull(),
    animals: integer('animals').notNull(),
    content: text('content').notNull(),
    ...audit,
  },
  (table) => [index('genetic_submissions_created_idx').on(table.organizationId, table.createdAt), tenantPolicy()],
);

/** A chip's SNPs in file order with their two alleles: kept once per organisation however many animals were typed on it. */
export const genotypePanels = pgTable(
  'genotype_panels',
  {
    id: id(),
    organizationId: organizationId(),
    /** SHA-256 of the names and alleles. */
    digest: text('digest').notNull(),
    snpCount: integer('snp_count').notNull(),
    /** The SNP names, one per line, their allele pairs ('AG', 'AB'…) and, where the file gave them, their chromosomes, one per line. */
    snps: text('snps').notNull(),
    alleles: text('alleles').notNull(),
    chromosomes: text('chromosomes'),
    ...audit,
  },
  (table) => [uniqueIndex('genotype_panels_digest_key').on(table.organizationId, table.digest), tenantPolicy()],
);

/**
 * A genotype of an animal (docs/product.md §3 genotype form; docs/decisions.md: genotypes): the
 * form's fields, the file's sample, its calls at 2 bits per SNP on its panel, and the parentage
 * checked when it or a relative's genotype was last stored.
 */
export const genotypes = pgTable(
  'genotypes',
  {
    id: id(),
    organizationId: organizationId(),
    animalId: uuid('animal_id')
      .notNull()
      .references(() => animals.id, { onDelete: 'cascade' }),
    panelId: uuid('panel_id')
      .notNull()
      .references(() => genotypePanels.id, { onDelete: 'restrict' }),
    technicianName: text('technician_name').notNull(),
    genoData: text('geno_data').notNull(),
    serviceNote: text('service_note').notNull(),
    fileName: text('file_name').notNull(),
    format: text('format').$type<GenotypeFormat>().notNull(),
    sampleId: text('sample_id').notNull(),
    called: integer('called').notNull(),
    calls: bytea('calls').notNull(),
    parentage: jsonb('parentage').$type<Parentage>(),
    /** Whether the recorded parents conflict with the SNPs (the list's filter). */
    conflict: boolean('conflict').notNull().default(false),
    ...audit,
  },
  (table) => [index('genotypes_animal_idx').on(table.organizationId, table.animalId, table.createdAt), index('genotypes_created_idx').on(table.organizationId, table.createdAt), tenantPolicy()],
);
