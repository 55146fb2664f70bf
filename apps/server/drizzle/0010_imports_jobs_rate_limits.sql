CREATE TABLE "rate_limits" (
	"key" text PRIMARY KEY NOT NULL,
	"count" integer NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
ALTER TABLE "rate_limits" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"created_count" integer DEFAULT 0 NOT NULL,
	"skipped_count" integer DEFAULT 0 NOT NULL,
	"rows" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	CONSTRAINT "imports_kind_known" CHECK ("imports"."kind" in ('users', 'animals', 'weights', 'milk')),
	CONSTRAINT "imports_status_known" CHECK ("imports"."status" in ('queued', 'running', 'completed', 'failed', 'rejected'))
);
--> statement-breakpoint
ALTER TABLE "imports" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "rate_limits_expires_idx" ON "rate_limits" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "imports_organization_kind_created_idx" ON "imports" USING btree ("organization_id","kind","created_at");--> statement-breakpoint
CREATE INDEX "imports_unfinished_idx" ON "imports" USING btree ("status") WHERE "imports"."status" in ('queued', 'running');--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "imports" AS PERMISSIVE FOR ALL TO "ganado_tenant" USING (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid) WITH CHECK (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid);--> statement-breakpoint
-- Both kinds' imports move into the one table, keeping their ids (users and user_import_rows point
-- at them) and taking the one set of status words. A users import that had started counts one attempt.
INSERT INTO "imports" ("id", "organization_id", "kind", "file_name", "status", "total_rows", "processed_rows", "created_count", "skipped_count", "attempts", "finished_at", "created_at", "updated_at", "created_by")
SELECT "id", "organization_id", 'users', "file_name",
	CASE "status" WHEN 'processing' THEN 'running' WHEN 'done' THEN 'completed' ELSE "status" END,
	"total_rows", "processed_rows", "created_count", "skipped_count",
	CASE "status" WHEN 'queued' THEN 0 ELSE 1 END,
	"finished_at", "created_at", "updated_at", "created_by"
FROM "user_imports";--> statement-breakpoint
INSERT INTO "imports" ("id", "organization_id", "kind", "file_name", "status", "total_rows", "processed_rows", "rows", "errors", "attempts", "finished_at", "created_at", "updated_at", "created_by")
SELECT "id", "organization_id", "kind", "file_name", "status", "total_rows", "processed", "rows", "errors",
	CASE WHEN "status" IN ('queued', 'rejected') THEN 0 ELSE 1 END,
	"finished_at", "created_at", "updated_at", "created_by"
FROM "animal_imports";--> statement-breakpoint
ALTER TABLE "user_import_rows" DROP CONSTRAINT "user_import_rows_import_id_user_imports_id_fk";--> statement-breakpoint
ALTER TABLE "users" DROP CONSTRAINT "users_import_id_user_imports_id_fk";--> statement-breakpoint
ALTER TABLE "user_import_rows" ADD CONSTRAINT "user_import_rows_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_import_id_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
DROP POLICY "tenant_isolation" ON "user_imports" CASCADE;--> statement-breakpoint
DROP TABLE "user_imports" CASCADE;--> statement-breakpoint
DROP POLICY "tenant_isolation" ON "animal_imports" CASCADE;--> statement-breakpoint
DROP TABLE "animal_imports" CASCADE;
