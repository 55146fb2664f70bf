CREATE TABLE "semen_packs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"batch_id" uuid NOT NULL,
	"tank_id" uuid NOT NULL,
	"canister" integer NOT NULL,
	"goblet" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid
);
--> statement-breakpoint
ALTER TABLE "semen_packs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "semen_tanks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"farm_id" uuid,
	"canisters" integer NOT NULL,
	"notes" text,
	"active" boolean DEFAULT true NOT NULL,
	"last_counted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid
);
--> statement-breakpoint
ALTER TABLE "semen_tanks" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "semen_packs" ADD CONSTRAINT "semen_packs_id_assets_id_fk" FOREIGN KEY ("id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "semen_packs" ADD CONSTRAINT "semen_packs_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "semen_packs" ADD CONSTRAINT "semen_packs_batch_id_semen_batches_id_fk" FOREIGN KEY ("batch_id") REFERENCES "public"."semen_batches"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "semen_packs" ADD CONSTRAINT "semen_packs_tank_id_semen_tanks_id_fk" FOREIGN KEY ("tank_id") REFERENCES "public"."semen_tanks"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "semen_tanks" ADD CONSTRAINT "semen_tanks_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "semen_tanks" ADD CONSTRAINT "semen_tanks_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "semen_packs_tank_idx" ON "semen_packs" USING btree ("organization_id","tank_id");--> statement-breakpoint
CREATE INDEX "semen_packs_batch_idx" ON "semen_packs" USING btree ("organization_id","batch_id");--> statement-breakpoint
CREATE UNIQUE INDEX "semen_tanks_organization_name_key" ON "semen_tanks" USING btree ("organization_id",lower("name"));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "semen_packs" AS PERMISSIVE FOR ALL TO "ganado_tenant" USING (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid) WITH CHECK (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "semen_tanks" AS PERMISSIVE FOR ALL TO "ganado_tenant" USING (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid) WITH CHECK (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid);