import { sql } from 'drizzle-orm';
import { pgTable, text, uniqueIndex } from 'drizzle-orm/pg-core';
import { assetId } from './assets';
import { audit } from './columns';
import { organizationId, tenantPolicy } from './organizations';

/**
 * A farm supply kept in stock (teat dip, bedding straw, ear tags): the smallest stock-keeping kind,
 * which proves the log's shape before drugs, semen and feed add theirs (docs/decisions.md). Its unit
 * is its asset's stock unit; its stock on hand is derived from the log, never stored.
 */
export const supplies = pgTable(
  'supplies',
  {
    id: assetId(),
    organizationId: organizationId(),
    name: text('name').notNull(),
    ...audit,
  },
  (table) => [uniqueIndex('supplies_organization_name_key').on(table.organizationId, sql`lower(${table.name})`), tenantPolicy()],
);
