CREATE TABLE "animal_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"farm_id" uuid,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid
);
--> statement-breakpoint
CREATE TABLE "animal_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"file_name" text NOT NULL,
	"status" text NOT NULL,
	"total_rows" integer DEFAULT 0 NOT NULL,
	"processed" integer DEFAULT 0 NOT NULL,
	"rows" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"errors" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid
);
--> statement-breakpoint
CREATE TABLE "animal_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"animal_id" uuid NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'done' NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"quantity_value" numeric,
	"quantity_unit" text,
	"farm_id" uuid,
	"zone_id" uuid,
	"group_id" uuid,
	"related_animal_id" uuid,
	"task_id" uuid,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid
);
--> statement-breakpoint
CREATE TABLE "animals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"species_id" uuid NOT NULL,
	"species_type" text,
	"gender" text NOT NULL,
	"breed_id" uuid,
	"class_use" text,
	"category_stage" text,
	"tag_number" text NOT NULL,
	"tag_category" text,
	"tag_type" text,
	"chip_number" text,
	"tag_colour" text,
	"government_registration_number" text,
	"registration_date" date,
	"nickname" text,
	"birth_date" date,
	"birth_weight" numeric,
	"birth_weight_unit" text DEFAULT 'kg' NOT NULL,
	"birth_ease" text,
	"conception_method" text,
	"birth_farm_id" uuid,
	"dam_id" uuid,
	"sire_id" uuid,
	"surrogate_dam_id" uuid,
	"owner" text,
	"previous_owner" text,
	"ownership_type" text,
	"breeder_supplier" text,
	"horn_status" text,
	"twin" boolean DEFAULT false NOT NULL,
	"status" text DEFAULT 'active' NOT NULL,
	"farm_id" uuid,
	"zone_id" uuid,
	"group_id" uuid,
	"current_weight_kg" numeric,
	"current_weight_on" timestamp with time zone,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid
);
--> statement-breakpoint
ALTER TABLE "animal_groups" ADD CONSTRAINT "animal_groups_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "animal_groups" ADD CONSTRAINT "animal_groups_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "animal_imports" ADD CONSTRAINT "animal_imports_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "animal_records" ADD CONSTRAINT "animal_records_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "animal_records" ADD CONSTRAINT "animal_records_animal_id_animals_id_fk" FOREIGN KEY ("animal_id") REFERENCES "public"."animals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "animal_records" ADD CONSTRAINT "animal_records_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "animal_records" ADD CONSTRAINT "animal_records_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "animal_records" ADD CONSTRAINT "animal_records_group_id_animal_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."animal_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "animal_records" ADD CONSTRAINT "animal_records_related_animal_id_animals_id_fk" FOREIGN KEY ("related_animal_id") REFERENCES "public"."animals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "animals" ADD CONSTRAINT "animals_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "animals" ADD CONSTRAINT "animals_species_id_species_id_fk" FOREIGN KEY ("species_id") REFERENCES "public"."species"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "animals" ADD CONSTRAINT "animals_breed_id_breeds_id_fk" FOREIGN KEY ("breed_id") REFERENCES "public"."breeds"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "animals" ADD CONSTRAINT "animals_birth_farm_id_farms_id_fk" FOREIGN KEY ("birth_farm_id") REFERENCES "public"."farms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "animals" ADD CONSTRAINT "animals_dam_id_animals_id_fk" FOREIGN KEY ("dam_id") REFERENCES "public"."animals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "animals" ADD CONSTRAINT "animals_sire_id_animals_id_fk" FOREIGN KEY ("sire_id") REFERENCES "public"."animals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "animals" ADD CONSTRAINT "animals_surrogate_dam_id_animals_id_fk" FOREIGN KEY ("surrogate_dam_id") REFERENCES "public"."animals"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "animals" ADD CONSTRAINT "animals_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "animals" ADD CONSTRAINT "animals_zone_id_zones_id_fk" FOREIGN KEY ("zone_id") REFERENCES "public"."zones"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "animals" ADD CONSTRAINT "animals_group_id_animal_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."animal_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "animal_groups_organization_name_key" ON "animal_groups" USING btree ("organization_id",lower("name")) WHERE "animal_groups"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "animal_imports_organization_idx" ON "animal_imports" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "animal_records_animal_idx" ON "animal_records" USING btree ("organization_id","animal_id","type","occurred_at","id");--> statement-breakpoint
CREATE INDEX "animal_records_organization_type_idx" ON "animal_records" USING btree ("organization_id","type","occurred_at");--> statement-breakpoint
CREATE INDEX "animal_records_group_idx" ON "animal_records" USING btree ("group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "animals_organization_tag_key" ON "animals" USING btree ("organization_id",lower("tag_number"));--> statement-breakpoint
CREATE INDEX "animals_organization_status_tag_idx" ON "animals" USING btree ("organization_id","status",lower("tag_number"),"id");--> statement-breakpoint
CREATE INDEX "animals_organization_status_nickname_idx" ON "animals" USING btree ("organization_id","status",lower("nickname"),"id");--> statement-breakpoint
CREATE INDEX "animals_organization_status_birth_idx" ON "animals" USING btree ("organization_id","status","birth_date","id");--> statement-breakpoint
CREATE INDEX "animals_organization_status_gender_idx" ON "animals" USING btree ("organization_id","status","gender","id");--> statement-breakpoint
CREATE INDEX "animals_organization_status_weight_idx" ON "animals" USING btree ("organization_id","status","current_weight_kg","id");--> statement-breakpoint
CREATE INDEX "animals_organization_status_created_idx" ON "animals" USING btree ("organization_id","status","created_at","id");--> statement-breakpoint
CREATE INDEX "animals_organization_group_idx" ON "animals" USING btree ("organization_id","group_id","status");--> statement-breakpoint
CREATE INDEX "animals_organization_farm_idx" ON "animals" USING btree ("organization_id","farm_id","status");--> statement-breakpoint
CREATE INDEX "animals_dam_idx" ON "animals" USING btree ("dam_id");--> statement-breakpoint
CREATE INDEX "animals_sire_idx" ON "animals" USING btree ("sire_id");--> statement-breakpoint
CREATE INDEX "animals_surrogate_dam_idx" ON "animals" USING btree ("surrogate_dam_id");