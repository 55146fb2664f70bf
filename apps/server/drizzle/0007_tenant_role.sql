-- The role tenant connections take (apps/server/src/db/tenancy.ts, docs/ARCHITECTURE.md "Tenancy").
-- Row-level security applies to it, not to the owner who runs these migrations. A role belongs to
-- the whole server: several databases (tests, or two installs) may create it at once, so an
-- existing one is fine, and so is losing the race to another database's migration.
DO $$
BEGIN
  CREATE ROLE ganado_tenant NOLOGIN NOSUPERUSER NOCREATEDB NOCREATEROLE NOINHERIT NOBYPASSRLS;
EXCEPTION WHEN duplicate_object OR unique_violation THEN
  NULL;
END
$$;
--> statement-breakpoint
-- The owner takes the role on its tenant connections (SET ROLE), so it must be a member; a
-- superuser needs no membership, and the grant may race like the creation.
DO $$
BEGIN
  IF NOT pg_has_role(current_user, 'ganado_tenant', 'MEMBER') THEN
    EXECUTE format('GRANT ganado_tenant TO %I', current_user);
  END IF;
EXCEPTION WHEN unique_violation OR duplicate_object THEN
  NULL;
END
$$;
--> statement-breakpoint
GRANT USAGE ON SCHEMA public TO ganado_tenant;
--> statement-breakpoint
GRANT SELECT, INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO ganado_tenant;
--> statement-breakpoint
-- Tables made by later migrations, run by the same owner, get the same privileges; row-level
-- security (every tenant table has a policy; a test checks every table) decides which rows.
ALTER DEFAULT PRIVILEGES IN SCHEMA public GRANT SELECT, INSERT, UPDATE, DELETE ON TABLES TO ganado_tenant;
--> statement-breakpoint
-- Reference data is the same for every organisation: tenants read it, only seeds write it.
REVOKE INSERT, UPDATE, DELETE ON countries, species, breeds FROM ganado_tenant;
