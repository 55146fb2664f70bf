CREATE TABLE "attempt_counters" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"blocked_until" timestamp with time zone,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "attempt_counters" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "spent_captchas" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "spent_captchas" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "organizations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "user_import_rows" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "user_imports" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "users" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "departments" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "role_permissions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "roles" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "farms" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "zones" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "activity_log" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "link_tokens" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "otp_codes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "outbox" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "pre_registrations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "refresh_tokens" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "animal_groups" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "animal_imports" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "animal_records" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "animals" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "task_animals" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "task_occurrences" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "task_reminders" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "tasks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "link_tokens" DROP CONSTRAINT "link_tokens_pre_registration_id_pre_registrations_id_fk";
--> statement-breakpoint
ALTER TABLE "pre_registrations" DROP CONSTRAINT "pre_registrations_organization_id_organizations_id_fk";
--> statement-breakpoint
ALTER TABLE "activity_log" ALTER COLUMN "organization_id" DROP NOT NULL;--> statement-breakpoint
-- Set-password links of pre-registrations created accounts in a shared organisation; a
-- pre-registration is now a request the operators invite from (docs/decisions.md).
DELETE FROM "link_tokens" WHERE "user_id" IS NULL;--> statement-breakpoint
ALTER TABLE "link_tokens" ALTER COLUMN "user_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "organizations" ADD COLUMN "owner_id" uuid;--> statement-breakpoint
ALTER TABLE "roles" ADD COLUMN "is_administrator" boolean DEFAULT false NOT NULL;--> statement-breakpoint
-- The administrator flag goes to the default Administrator role of each organisation only; a role
-- that was an administrator because its name contained "admin" no longer is (docs/decisions.md).
UPDATE "roles" SET "is_administrator" = true
  WHERE "name" = 'Administrator' AND "department_id" IN (SELECT "id" FROM "departments" WHERE "name" = 'Management');--> statement-breakpoint
UPDATE "users" SET "role" = CASE WHEN "role_id" IN (SELECT "id" FROM "roles" WHERE "is_administrator") THEN 'admin' ELSE 'farmer' END
  WHERE "role_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "organization_id" uuid;--> statement-breakpoint
ALTER TABLE "pre_registrations" ADD COLUMN "invited_at" timestamp with time zone;--> statement-breakpoint
CREATE INDEX "attempt_counters_expires_idx" ON "attempt_counters" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "spent_captchas_expires_at_idx" ON "spent_captchas" USING btree ("expires_at");--> statement-breakpoint
ALTER TABLE "outbox" ADD CONSTRAINT "outbox_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "outbox_organization_created_idx" ON "outbox" USING btree ("organization_id","created_at");--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "failed_logins";--> statement-breakpoint
ALTER TABLE "users" DROP COLUMN "locked_until";--> statement-breakpoint
ALTER TABLE "link_tokens" DROP COLUMN "pre_registration_id";--> statement-breakpoint
ALTER TABLE "pre_registrations" DROP COLUMN "organization_id";--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "organizations" AS PERMISSIVE FOR SELECT TO "ganado_tenant" USING ("organizations"."id" = nullif(current_setting('ganado.organization_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "user_import_rows" AS PERMISSIVE FOR ALL TO "ganado_tenant" USING (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid) WITH CHECK (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "user_imports" AS PERMISSIVE FOR ALL TO "ganado_tenant" USING (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid) WITH CHECK (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "users" AS PERMISSIVE FOR ALL TO "ganado_tenant" USING (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid) WITH CHECK (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "departments" AS PERMISSIVE FOR ALL TO "ganado_tenant" USING (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid) WITH CHECK (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "role_permissions" AS PERMISSIVE FOR ALL TO "ganado_tenant" USING (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid) WITH CHECK (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "roles" AS PERMISSIVE FOR ALL TO "ganado_tenant" USING (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid) WITH CHECK (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "farms" AS PERMISSIVE FOR ALL TO "ganado_tenant" USING (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid) WITH CHECK (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "zones" AS PERMISSIVE FOR ALL TO "ganado_tenant" USING (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid) WITH CHECK (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "activity_log" AS PERMISSIVE FOR ALL TO "ganado_tenant" USING (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid) WITH CHECK (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "link_tokens" AS PERMISSIVE FOR ALL TO "ganado_tenant" USING (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid) WITH CHECK (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "otp_codes" AS PERMISSIVE FOR ALL TO "ganado_tenant" USING (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid) WITH CHECK (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "outbox" AS PERMISSIVE FOR ALL TO "ganado_tenant" USING (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid) WITH CHECK (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "refresh_tokens" AS PERMISSIVE FOR ALL TO "ganado_tenant" USING (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid) WITH CHECK (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "animal_groups" AS PERMISSIVE FOR ALL TO "ganado_tenant" USING (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid) WITH CHECK (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "animal_imports" AS PERMISSIVE FOR ALL TO "ganado_tenant" USING (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid) WITH CHECK (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "animal_records" AS PERMISSIVE FOR ALL TO "ganado_tenant" USING (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid) WITH CHECK (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "animals" AS PERMISSIVE FOR ALL TO "ganado_tenant" USING (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid) WITH CHECK (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "task_animals" AS PERMISSIVE FOR ALL TO "ganado_tenant" USING (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid) WITH CHECK (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "task_occurrences" AS PERMISSIVE FOR ALL TO "ganado_tenant" USING (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid) WITH CHECK (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "task_reminders" AS PERMISSIVE FOR ALL TO "ganado_tenant" USING (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid) WITH CHECK (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "tasks" AS PERMISSIVE FOR ALL TO "ganado_tenant" USING (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid) WITH CHECK (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid);