import { sql } from 'drizzle-orm';
import { boolean, numeric, pgTable, text, timestamp, unique, uuid } from 'drizzle-orm/pg-core';
import type { AssetKind, Unit } from '@ganado/shared/ledger';
import { organizationId, tenantPolicy } from './organizations';

/**
 * Every asset the log can name, whatever its kind: one row per animal, group, farm, zone and
 * supply, with the id of the kind's own row (docs/decisions.md: one asset registry, typed
 * tables). A kind's table keeps what is true of that kind; this row is what the log needs of
 * any asset: that it exists in the organisation, its kind, and whether and in what unit its
 * stock is kept. Animals, groups, farms and zones register themselves by trigger
 * (migration 0009), so every path that inserts them is covered; a new kind calls `createAsset`.
 */
export const assets = pgTable(
  'assets',
  {
    id: uuid('id').primaryKey().default(sql`gen_random_uuid()`),
    organizationId: organizationId(),
    kind: text('kind').$type<AssetKind>().notNull(),
    /** The unit its stock is counted in; null for an asset whose stock is not kept (an animal, a farm). */
    stockUnit: text('stock_unit').$type<Unit>(),
    /** Whether its stock may go below zero (an account that may be overdrawn); never, by default. */
    allowsNegativeStock: boolean('allows_negative_stock').notNull().default(false),
    /**
     * Stock on hand, in `stock_unit`: a cache of what its adjustments derive to (ledger/stock.repository.ts),
     * rebuilt by the write path in the write's transaction and never edited by hand; null when no stock is kept.
     */
    stockOnHand: numeric('stock_on_hand', { mode: 'number' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // (id, kind) is what event_assets points at, so a link's kind cannot disagree with the asset's.
  (table) => [unique('assets_id_kind_key').on(table.id, table.kind), tenantPolicy()],
);

/** The id column of a kind's own table: its asset's id, the kind's row going with the asset. */
export const assetId = () =>
  uuid('id')
    .primaryKey()
    .default(sql`gen_random_uuid()`)
    .references(() => assets.id, { onDelete: 'cascade' });
