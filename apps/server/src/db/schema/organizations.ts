import { sql } from 'drizzle-orm';
import { pgPolicy, pgRole, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { audit, id } from './columns';

/**
 * Row-level security (docs/ARCHITECTURE.md, "Tenancy"). Requests and jobs work through
 * connections that take this role (`db/tenancy.ts`) with the organisation in the setting below;
 * the policy of every tenant table then shows and accepts only that organisation's rows. The
 * role is created, and given its table privileges, by a hand-written migration (0007), since a
 * role belongs to the whole server, not to one database.
 */
export const tenantRole = pgRole('ganado_tenant').existing();

/** The organisation a tenant connection acts for; unset or empty means none, so no row matches. */
export const currentOrganization = sql`nullif(current_setting('ganado.organization_id', true), '')::uuid`;

export const organizations = pgTable(
  'organizations',
  {
    id: id(),
    name: text('name').notNull(),
    /** A unique short name for the organisation, made from its name at creation. */
    code: text('code').notNull(),
    /**
     * The person who created the organisation by signing up: they may administer it whatever their
     * role (docs/decisions.md). A plain uuid, like created_by, so removing a user is never blocked.
     */
    ownerId: uuid('owner_id'),
    ...audit,
  },
  (table) => [
    uniqueIndex('organizations_code_key').on(table.code),
    // A tenant reads its own organisation's row, and writes none (docs/ARCHITECTURE.md, "Tenancy").
    pgPolicy('tenant_isolation', { for: 'select', to: tenantRole, using: sql`${table.id} = ${currentOrganization}` }),
  ],
);

/**
 * The tenant column. It lives beside the organisations table rather than in columns.ts so the
 * two files do not import each other. Deleting an organisation deletes everything it owns.
 */
export const organizationId = () =>
  uuid('organization_id')
    .notNull()
    .references(() => organizations.id, { onDelete: 'cascade' });

/**
 * The policy every tenant-owned table carries (a test checks that none lacks it): the tenant role
 * reads, changes and adds only rows of its organisation.
 */
export const tenantPolicy = () =>
  pgPolicy('tenant_isolation', {
    for: 'all',
    to: tenantRole,
    using: sql`organization_id = ${currentOrganization}`,
    withCheck: sql`organization_id = ${currentOrganization}`,
  });
