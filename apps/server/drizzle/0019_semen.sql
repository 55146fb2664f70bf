CREATE TABLE "inseminators" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"user_id" uuid,
	"licence_number" text,
	"active" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid
);
--> statement-breakpoint
ALTER TABLE "inseminators" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "semen_batches" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"collection_id" uuid NOT NULL,
	"code" text NOT NULL,
	"status" text DEFAULT 'quarantine' NOT NULL,
	"post_thaw_motility_percent" numeric,
	"decided_at" timestamp with time zone,
	"decided_by" uuid,
	"decision_reason" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid
);
--> statement-breakpoint
ALTER TABLE "semen_batches" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "semen_collections" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"sire_id" uuid NOT NULL,
	"collected_at" timestamp with time zone NOT NULL,
	"centre" text NOT NULL,
	"volume_ml" numeric NOT NULL,
	"concentration_million_per_ml" numeric NOT NULL,
	"motility_percent" numeric NOT NULL,
	"normal_forms_percent" numeric NOT NULL,
	"doses_produced" integer NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid
);
--> statement-breakpoint
ALTER TABLE "semen_collections" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "semen_health_tests" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"sire_id" uuid NOT NULL,
	"tested_on" date NOT NULL,
	"disease" text NOT NULL,
	"result" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid
);
--> statement-breakpoint
ALTER TABLE "semen_health_tests" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "semen_sires" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"animal_id" uuid,
	"naab_code" text,
	"international_id" text,
	"breed" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid
);
--> statement-breakpoint
ALTER TABLE "semen_sires" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "semen_thresholds" (
	"organization_id" uuid PRIMARY KEY NOT NULL,
	"min_post_thaw_motility_percent" numeric NOT NULL,
	"min_concentration_million_per_ml" numeric NOT NULL,
	"min_motility_percent" numeric NOT NULL,
	"min_normal_forms_percent" numeric NOT NULL,
	"health_test_days" integer NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" uuid
);
--> statement-breakpoint
ALTER TABLE "semen_thresholds" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "inseminators" ADD CONSTRAINT "inseminators_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "inseminators" ADD CONSTRAINT "inseminators_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "semen_batches" ADD CONSTRAINT "semen_batches_id_assets_id_fk" FOREIGN KEY ("id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "semen_batches" ADD CONSTRAINT "semen_batches_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "semen_batches" ADD CONSTRAINT "semen_batches_collection_id_semen_collections_id_fk" FOREIGN KEY ("collection_id") REFERENCES "public"."semen_collections"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "semen_batches" ADD CONSTRAINT "semen_batches_decided_by_users_id_fk" FOREIGN KEY ("decided_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "semen_collections" ADD CONSTRAINT "semen_collections_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "semen_collections" ADD CONSTRAINT "semen_collections_sire_id_semen_sires_id_fk" FOREIGN KEY ("sire_id") REFERENCES "public"."semen_sires"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "semen_health_tests" ADD CONSTRAINT "semen_health_tests_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "semen_health_tests" ADD CONSTRAINT "semen_health_tests_sire_id_semen_sires_id_fk" FOREIGN KEY ("sire_id") REFERENCES "public"."semen_sires"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "semen_sires" ADD CONSTRAINT "semen_sires_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "semen_sires" ADD CONSTRAINT "semen_sires_animal_id_animals_id_fk" FOREIGN KEY ("animal_id") REFERENCES "public"."animals"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "semen_thresholds" ADD CONSTRAINT "semen_thresholds_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "semen_thresholds" ADD CONSTRAINT "semen_thresholds_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "inseminators_organization_name_key" ON "inseminators" USING btree ("organization_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "semen_batches_organization_code_key" ON "semen_batches" USING btree ("organization_id",lower("code"));--> statement-breakpoint
CREATE UNIQUE INDEX "semen_batches_collection_key" ON "semen_batches" USING btree ("collection_id");--> statement-breakpoint
CREATE INDEX "semen_collections_sire_idx" ON "semen_collections" USING btree ("organization_id","sire_id","collected_at");--> statement-breakpoint
CREATE INDEX "semen_health_tests_sire_idx" ON "semen_health_tests" USING btree ("organization_id","sire_id","tested_on");--> statement-breakpoint
CREATE UNIQUE INDEX "semen_sires_organization_name_key" ON "semen_sires" USING btree ("organization_id",lower("name"));--> statement-breakpoint
CREATE UNIQUE INDEX "semen_sires_organization_naab_key" ON "semen_sires" USING btree ("organization_id","naab_code") WHERE "semen_sires"."naab_code" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "semen_sires_organization_animal_key" ON "semen_sires" USING btree ("organization_id","animal_id") WHERE "semen_sires"."animal_id" is not null;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "inseminators" AS PERMISSIVE FOR ALL TO "ganado_tenant" USING (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid) WITH CHECK (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "semen_batches" AS PERMISSIVE FOR ALL TO "ganado_tenant" USING (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid) WITH CHECK (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "semen_collections" AS PERMISSIVE FOR ALL TO "ganado_tenant" USING (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid) WITH CHECK (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "semen_health_tests" AS PERMISSIVE FOR ALL TO "ganado_tenant" USING (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid) WITH CHECK (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "semen_sires" AS PERMISSIVE FOR ALL TO "ganado_tenant" USING (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid) WITH CHECK (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "semen_thresholds" AS PERMISSIVE FOR ALL TO "ganado_tenant" USING (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid) WITH CHECK (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid);