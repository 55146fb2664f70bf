import { sql } from 'drizzle-orm';
import { bigint, boolean, date, index, integer, jsonb, numeric, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { FeedCategory, Formulation, FormulationRequest, ProductionSystem } from '@ganado/shared/feed';
import { assetId } from './assets';
import { audit, id } from './columns';
import { organizationId, tenantPolicy } from './organizations';
import { counterparties } from './orders';

/**
 * A feed of the organisation's library (docs/decisions.md: feed management), its composition on a
 * dry-matter basis in the contract's units (nutrients.ts): only the values known are kept, never a
 * 0 for "unknown". The market price is per tonne as fed; `source` says where the figures come from.
 */
export const feedIngredients = pgTable(
  'feed_ingredients',
  {
    id: id(),
    organizationId: organizationId(),
    name: text('name').notNull(),
    category: text('category').$type<FeedCategory>().notNull(),
    dmPercent: numeric('dm_percent', { mode: 'number' }).notNull(),
    nutrients: jsonb('nutrients').$type<Record<string, number>>().notNull().default({}),
    caAbsorption: numeric('ca_absorption', { mode: 'number' }),
    pAbsorption: numeric('p_absorption', { mode: 'number' }),
    marketPriceMinor: bigint('market_price_minor', { mode: 'number' }),
    marketPriceCurrency: text('market_price_currency'),
    maxPercentOfDm: numeric('max_percent_of_dm', { mode: 'number' }),
    maxKgDmPerHead: numeric('max_kg_dm_per_head', { mode: 'number' }),
    /** Species codes of the reference table it must never be fed to. */
    notForSpecies: text('not_for_species').array().notNull().default(sql`'{}'::text[]`),
    toxicity: text('toxicity'),
    source: text('source'),
    ...audit,
  },
  (table) => [uniqueIndex('feed_ingredients_organization_name_key').on(table.organizationId, sql`lower(${table.name})`), tenantPolicy()],
);

/**
 * A lot of a feed in store: an asset of the log (kind `feedLot`, counted in kg as fed), numbered
 * 1, 2, 3… in its organisation's series (the spec's ingredient_number, db/numbering.ts). Its stock
 * is the asset's, derived from its events; nothing here holds it.
 */
export const feedLots = pgTable(
  'feed_lots',
  {
    id: assetId(),
    organizationId: organizationId(),
    number: integer('number').notNull(),
    ingredientId: uuid('ingredient_id')
      .notNull()
      .references(() => feedIngredients.id, { onDelete: 'restrict' }),
    supplierId: uuid('supplier_id').references(() => counterparties.id, { onDelete: 'set null' }),
    lotCode: text('lot_code'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    expiresOn: date('expires_on'),
    location: text('location'),
    pricePerTonneMinor: bigint('price_per_tonne_minor', { mode: 'number' }),
    priceCurrency: text('price_currency'),
    lowStockKg: numeric('low_stock_kg', { mode: 'number' }),
    ...audit,
  },
  (table) => [
    uniqueIndex('feed_lots_organization_number_key').on(table.organizationId, table.number),
    // A feed's lots in the order they are drawn (soonest to expire first).
    index('feed_lots_ingredient_idx').on(table.organizationId, table.ingredientId, table.expiresOn, table.number),
    tenantPolicy(),
  ],
);

/** A laboratory analysis of a lot; the latest (by day, then id) replaces the library's values for it. */
export const feedLotAnalyses = pgTable(
  'feed_lot_analyses',
  {
    id: id(),
    organizationId: organizationId(),
    lotId: uuid('lot_id')
      .notNull()
      .references(() => feedLots.id, { onDelete: 'cascade' }),
    analysedOn: date('analysed_on').notNull(),
    laboratory: text('laboratory'),
    dmPercent: numeric('dm_percent', { mode: 'number' }),
    nutrients: jsonb('nutrients').$type<Record<string, number>>().notNull().default({}),
    ...audit,
  },
  (table) => [index('feed_lot_analyses_lot_idx').on(table.organizationId, table.lotId, table.analysedOn), tenantPolicy()],
);

/** A supplier's (a counterparty's) price of a feed per tonne as fed, from a day on; the latest on or before a day is the price. */
export const feedSupplierPrices = pgTable(
  'feed_supplier_prices',
  {
    id: id(),
    organizationId: organizationId(),
    supplierId: uuid('supplier_id')
      .notNull()
      .references(() => counterparties.id, { onDelete: 'cascade' }),
    ingredientId: uuid('ingredient_id')
      .notNull()
      .references(() => feedIngredients.id, { onDelete: 'cascade' }),
    priceMinor: bigint('price_minor', { mode: 'number' }).notNull(),
    currency: text('currency').notNull(),
    validFrom: date('valid_from').notNull(),
    ...audit,
  },
  (table) => [index('feed_supplier_prices_ingredient_idx').on(table.organizationId, table.ingredientId, table.validFrom), tenantPolicy()],
);

/**
 * A ration of the library (the rations part of the module): each version a row, numbered in its
 * organisation's series with the version beside the number; `latest` marks the one in use, whose
 * name is unique. The request it was formulated from and the formulation are kept as they were.
 */
export const feedRations = pgTable(
  'feed_rations',
  {
    id: id(),
    organizationId: organizationId(),
    number: integer('number').notNull(),
    version: integer('version').notNull(),
    latest: boolean('latest').notNull().default(true),
    name: text('name').notNull(),
    notes: text('notes'),
    system: text('system').$type<ProductionSystem>().notNull(),
    targetKind: text('target_kind').$type<'group' | 'animal'>().notNull(),
    targetId: uuid('target_id').notNull(),
    request: jsonb('request').$type<FormulationRequest>().notNull(),
    result: jsonb('result').$type<Formulation>().notNull(),
    costPerHead: numeric('cost_per_head', { mode: 'number' }),
    currency: text('currency').notNull(),
    ...audit,
  },
  (table) => [
    uniqueIndex('feed_rations_organization_number_version_key').on(table.organizationId, table.number, table.version),
    uniqueIndex('feed_rations_organization_name_key').on(table.organizationId, sql`lower(${table.name})`).where(sql`${table.latest}`),
    index('feed_rations_latest_idx').on(table.organizationId, table.latest, table.number),
    tenantPolicy(),
  ],
);

export type FeedIngredientRow = typeof feedIngredients.$inferSelect;
export type FeedLotRow = typeof feedLots.$inferSelect;
