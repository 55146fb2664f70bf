CREATE TABLE "contemporary_group_members" (
	"organization_id" uuid NOT NULL,
	"trait" text NOT NULL,
	"animal_id" uuid NOT NULL,
	"group_id" uuid NOT NULL,
	CONSTRAINT "contemporary_group_members_organization_id_trait_animal_id_pk" PRIMARY KEY("organization_id","trait","animal_id")
);
--> statement-breakpoint
ALTER TABLE "contemporary_group_members" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "contemporary_groups" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"trait" text NOT NULL,
	"code" text NOT NULL,
	"automatic" boolean NOT NULL,
	"sex" text,
	"herd_code" text,
	"management_code" text,
	"born_from" date,
	"born_to" date,
	"weighed_from" date,
	"weighed_to" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	CONSTRAINT "contemporary_groups_trait_known" CHECK ("contemporary_groups"."trait" in ('birth', 'weaning', 'yearling', 'carcass'))
);
--> statement-breakpoint
ALTER TABLE "contemporary_groups" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "genetic_evaluations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"traits" jsonb NOT NULL,
	"settings" jsonb NOT NULL,
	"progress" real DEFAULT 0 NOT NULL,
	"phase" text,
	"current_trait" text,
	"runs" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"animals" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"error_key" text,
	"error_params" jsonb,
	"checkpoint" "bytea",
	"checkpoint_trait" text,
	"started_at" timestamp with time zone,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	CONSTRAINT "genetic_evaluations_status_known" CHECK ("genetic_evaluations"."status" in ('queued', 'running', 'completed', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "genetic_evaluations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "genetic_inbreeding" (
	"organization_id" uuid NOT NULL,
	"evaluation_id" uuid NOT NULL,
	"animal_id" uuid NOT NULL,
	"coefficient" real NOT NULL,
	CONSTRAINT "genetic_inbreeding_evaluation_id_animal_id_pk" PRIMARY KEY("evaluation_id","animal_id")
);
--> statement-breakpoint
ALTER TABLE "genetic_inbreeding" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "genetic_records" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"animal_id" uuid NOT NULL,
	"international_id" text,
	"location" text,
	"additional_id_method" text,
	"breeder_herd_code" text,
	"birth_management_code" text,
	"secondary_breed" text,
	"breed_composition" text,
	"accuracy_weight" text,
	"weaning_sex" text,
	"management_pasture_code" text,
	"creep" boolean,
	"yearling_height_cm" numeric,
	"yearling_sex" text,
	"management_feed_code" text,
	"days_on_feed" integer,
	"date_on_feed" date,
	"harvest_date" date,
	"grading_date" date,
	"carcass_sex" text,
	"carcass_weight_kg" numeric,
	"kph_percent" numeric,
	"fat_thickness_mm" numeric,
	"marbling" numeric,
	"ribeye_area_cm2" numeric,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid
);
--> statement-breakpoint
ALTER TABLE "genetic_records" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "genetic_settings" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"variances" jsonb,
	"required_fields" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid
);
--> statement-breakpoint
ALTER TABLE "genetic_settings" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "genetic_submissions" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"sections" jsonb NOT NULL,
	"animals" integer NOT NULL,
	"content" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid
);
--> statement-breakpoint
ALTER TABLE "genetic_submissions" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "genetic_values" (
	"organization_id" uuid NOT NULL,
	"evaluation_id" uuid NOT NULL,
	"trait" text NOT NULL,
	"animal_id" uuid NOT NULL,
	"epd" real NOT NULL,
	"accuracy" real NOT NULL,
	"percentile" smallint,
	"possible_change" real NOT NULL,
	CONSTRAINT "genetic_values_evaluation_id_trait_animal_id_pk" PRIMARY KEY("evaluation_id","trait","animal_id")
);
--> statement-breakpoint
ALTER TABLE "genetic_values" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "genotype_panels" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"digest" text NOT NULL,
	"snp_count" integer NOT NULL,
	"snps" text NOT NULL,
	"alleles" text NOT NULL,
	"chromosomes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid
);
--> statement-breakpoint
ALTER TABLE "genotype_panels" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "genotypes" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"animal_id" uuid NOT NULL,
	"panel_id" uuid NOT NULL,
	"technician_name" text NOT NULL,
	"geno_data" text NOT NULL,
	"service_note" text NOT NULL,
	"file_name" text NOT NULL,
	"format" text NOT NULL,
	"sample_id" text NOT NULL,
	"called" integer NOT NULL,
	"calls" "bytea" NOT NULL,
	"parentage" jsonb,
	"conflict" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid
);
--> statement-breakpoint
ALTER TABLE "genotypes" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "imports" DROP CONSTRAINT "imports_kind_known";--> statement-breakpoint
ALTER TABLE "contemporary_group_members" ADD CONSTRAINT "contemporary_group_members_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contemporary_group_members" ADD CONSTRAINT "contemporary_group_members_animal_id_animals_id_fk" FOREIGN KEY ("animal_id") REFERENCES "public"."animals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contemporary_group_members" ADD CONSTRAINT "contemporary_group_members_group_id_contemporary_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."contemporary_groups"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "contemporary_groups" ADD CONSTRAINT "contemporary_groups_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "genetic_evaluations" ADD CONSTRAINT "genetic_evaluations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "genetic_inbreeding" ADD CONSTRAINT "genetic_inbreeding_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "genetic_inbreeding" ADD CONSTRAINT "genetic_inbreeding_evaluation_id_genetic_evaluations_id_fk" FOREIGN KEY ("evaluation_id") REFERENCES "public"."genetic_evaluations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "genetic_inbreeding" ADD CONSTRAINT "genetic_inbreeding_animal_id_animals_id_fk" FOREIGN KEY ("animal_id") REFERENCES "public"."animals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "genetic_records" ADD CONSTRAINT "genetic_records_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "genetic_records" ADD CONSTRAINT "genetic_records_animal_id_animals_id_fk" FOREIGN KEY ("animal_id") REFERENCES "public"."animals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "genetic_settings" ADD CONSTRAINT "genetic_settings_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "genetic_submissions" ADD CONSTRAINT "genetic_submissions_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "genetic_values" ADD CONSTRAINT "genetic_values_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "genetic_values" ADD CONSTRAINT "genetic_values_evaluation_id_genetic_evaluations_id_fk" FOREIGN KEY ("evaluation_id") REFERENCES "public"."genetic_evaluations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "genetic_values" ADD CONSTRAINT "genetic_values_animal_id_animals_id_fk" FOREIGN KEY ("animal_id") REFERENCES "public"."animals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "genotype_panels" ADD CONSTRAINT "genotype_panels_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "genotypes" ADD CONSTRAINT "genotypes_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "genotypes" ADD CONSTRAINT "genotypes_animal_id_animals_id_fk" FOREIGN KEY ("animal_id") REFERENCES "public"."animals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "genotypes" ADD CONSTRAINT "genotypes_panel_id_genotype_panels_id_fk" FOREIGN KEY ("panel_id") REFERENCES "public"."genotype_panels"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "contemporary_group_members_group_idx" ON "contemporary_group_members" USING btree ("group_id");--> statement-breakpoint
CREATE UNIQUE INDEX "contemporary_groups_code_key" ON "contemporary_groups" USING btree ("organization_id","trait",lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "genetic_evaluations_one_running_key" ON "genetic_evaluations" USING btree ("organization_id") WHERE "genetic_evaluations"."status" in ('queued', 'running');--> statement-breakpoint
CREATE INDEX "genetic_evaluations_finished_idx" ON "genetic_evaluations" USING btree ("organization_id","status","finished_at");--> statement-breakpoint
CREATE UNIQUE INDEX "genetic_records_animal_key" ON "genetic_records" USING btree ("organization_id","animal_id");--> statement-breakpoint
CREATE INDEX "genetic_submissions_created_idx" ON "genetic_submissions" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "genetic_values_trait_epd_idx" ON "genetic_values" USING btree ("organization_id","evaluation_id","trait","epd");--> statement-breakpoint
CREATE INDEX "genetic_values_animal_idx" ON "genetic_values" USING btree ("organization_id","animal_id","evaluation_id");--> statement-breakpoint
CREATE UNIQUE INDEX "genotype_panels_digest_key" ON "genotype_panels" USING btree ("organization_id","digest");--> statement-breakpoint
CREATE INDEX "genotypes_animal_idx" ON "genotypes" USING btree ("organization_id","animal_id","created_at");--> statement-breakpoint
CREATE INDEX "genotypes_created_idx" ON "genotypes" USING btree ("organization_id","created_at");--> statement-breakpoint
ALTER TABLE "imports" ADD CONSTRAINT "imports_kind_known" CHECK ("imports"."kind" in ('users', 'animals', 'weights', 'milk', 'epd'));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "contemporary_group_members" AS PERMISSIVE FOR ALL TO "ganado_tenant" USING (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid) WITH CHECK (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "contemporary_groups" AS PERMISSIVE FOR ALL TO "ganado_tenant" USING (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid) WITH CHECK (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "genetic_evaluations" AS PERMISSIVE FOR ALL TO "ganado_tenant" USING (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid) WITH CHECK (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "genetic_inbreeding" AS PERMISSIVE FOR ALL TO "ganado_tenant" USING (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid) WITH CHECK (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "genetic_records" AS PERMISSIVE FOR ALL TO "ganado_tenant" USING (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid) WITH CHECK (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "genetic_settings" AS PERMISSIVE FOR ALL TO "ganado_tenant" USING (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid) WITH CHECK (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "genetic_submissions" AS PERMISSIVE FOR ALL TO "ganado_tenant" USING (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid) WITH CHECK (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "genetic_values" AS PERMISSIVE FOR ALL TO "ganado_tenant" USING (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid) WITH CHECK (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "genotype_panels" AS PERMISSIVE FOR ALL TO "ganado_tenant" USING (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid) WITH CHECK (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "genotypes" AS PERMISSIVE FOR ALL TO "ganado_tenant" USING (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid) WITH CHECK (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid);