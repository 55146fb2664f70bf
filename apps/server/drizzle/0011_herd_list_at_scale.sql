-- The herd list's search index needs trigrams (pg_trgm; PGlite loads it as an extension, db/client.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "animals_organization_status_tag_idx";--> statement-breakpoint
DROP INDEX "animals_organization_status_nickname_idx";--> statement-breakpoint
DROP INDEX "animals_organization_status_birth_idx";--> statement-breakpoint
DROP INDEX "animals_organization_status_gender_idx";--> statement-breakpoint
DROP INDEX "animals_organization_status_weight_idx";--> statement-breakpoint
DROP INDEX "animals_organization_status_created_idx";--> statement-breakpoint
CREATE INDEX "animals_search_trgm_idx" ON "animals" USING gin ("tag_number" gin_trgm_ops,"nickname" gin_trgm_ops,"chip_number" gin_trgm_ops,"government_registration_number" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "animals_organization_status_tag_idx" ON "animals" USING btree ("organization_id","status",lower("tag_number"),"id","gender","farm_id");--> statement-breakpoint
CREATE INDEX "animals_organization_status_nickname_idx" ON "animals" USING btree ("organization_id","status",lower("nickname"),"id","gender","farm_id");--> statement-breakpoint
CREATE INDEX "animals_organization_status_birth_idx" ON "animals" USING btree ("organization_id","status","birth_date","id","gender","farm_id");--> statement-breakpoint
CREATE INDEX "animals_organization_status_gender_idx" ON "animals" USING btree ("organization_id","status","gender","id","farm_id");--> statement-breakpoint
CREATE INDEX "animals_organization_status_weight_idx" ON "animals" USING btree ("organization_id","status","current_weight_kg","id","gender","farm_id");--> statement-breakpoint
CREATE INDEX "animals_organization_status_created_idx" ON "animals" USING btree ("organization_id","status","created_at","id","gender","farm_id");--> statement-breakpoint
-- Searching as the tenant (row-level security) may use the trigram index only through a leakproof
-- operator: ILIKE's function reveals nothing about the rows it reads (its errors come from the
-- pattern alone), so it is marked so where the migration may (a superuser; docs/decisions.md).
DO $$ BEGIN
  IF (SELECT rolsuper FROM pg_roles WHERE rolname = current_user) THEN
    ALTER FUNCTION texticlike(text, text) LEAKPROOF;
  END IF;
END $$;
