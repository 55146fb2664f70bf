DROP INDEX "animals_organization_status_tag_idx";--> statement-breakpoint
DROP INDEX "animals_organization_group_idx";--> statement-breakpoint
DROP INDEX "animals_organization_farm_idx";--> statement-breakpoint
CREATE INDEX "animals_organization_status_nickname_idx" ON "animals" USING btree ("organization_id","status",lower("nickname"),"id");--> statement-breakpoint
CREATE INDEX "animals_organization_status_birth_idx" ON "animals" USING btree ("organization_id","status","birth_date","id");--> statement-breakpoint
CREATE INDEX "animals_organization_status_gender_idx" ON "animals" USING btree ("organization_id","status","gender","id");--> statement-breakpoint
CREATE INDEX "animals_organization_status_weight_idx" ON "animals" USING btree ("organization_id","status","current_weight_kg","id");--> statement-breakpoint
CREATE INDEX "animals_organization_status_created_idx" ON "animals" USING btree ("organization_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "animals_surrogate_dam_idx" ON "animals" USING btree ("surrogate_dam_id");--> statement-breakpoint
CREATE INDEX "animals_organization_status_tag_idx" ON "animals" USING btree ("organization_id","status",lower("tag_number"),"id");--> statement-breakpoint
CREATE INDEX "animals_organization_group_idx" ON "animals" USING btree ("organization_id","group_id","status");--> statement-breakpoint
CREATE INDEX "animals_organization_farm_idx" ON "animals" USING btree ("organization_id","farm_id","status");