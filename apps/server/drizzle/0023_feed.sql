CREATE TABLE "feed_ingredients" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"dm_percent" numeric NOT NULL,
	"nutrients" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"ca_absorption" numeric,
	"p_absorption" numeric,
	"market_price_minor" bigint,
	"market_price_currency" text,
	"max_percent_of_dm" numeric,
	"max_kg_dm_per_head" numeric,
	"not_for_species" text[] DEFAULT '{}'::text[] NOT NULL,
	"toxicity" text,
	"source" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid
);
--> statement-breakpoint
ALTER TABLE "feed_ingredients" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "feed_lot_analyses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"lot_id" uuid NOT NULL,
	"analysed_on" date NOT NULL,
	"laboratory" text,
	"dm_percent" numeric,
	"nutrients" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid
);
--> statement-breakpoint
ALTER TABLE "feed_lot_analyses" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "feed_lots" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"ingredient_id" uuid NOT NULL,
	"supplier_id" uuid,
	"lot_code" text,
	"received_at" timestamp with time zone NOT NULL,
	"expires_on" date,
	"location" text,
	"price_per_tonne_minor" bigint,
	"price_currency" text,
	"low_stock_kg" numeric,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid
);
--> statement-breakpoint
ALTER TABLE "feed_lots" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "feed_rations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"number" integer NOT NULL,
	"version" integer NOT NULL,
	"latest" boolean DEFAULT true NOT NULL,
	"name" text NOT NULL,
	"notes" text,
	"system" text NOT NULL,
	"target_kind" text NOT NULL,
	"target_id" uuid NOT NULL,
	"request" jsonb NOT NULL,
	"result" jsonb NOT NULL,
	"cost_per_head" numeric,
	"currency" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid
);
--> statement-breakpoint
ALTER TABLE "feed_rations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "feed_supplier_prices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"supplier_id" uuid NOT NULL,
	"ingredient_id" uuid NOT NULL,
	"price_minor" bigint NOT NULL,
	"currency" text NOT NULL,
	"valid_from" date NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid
);
--> statement-breakpoint
ALTER TABLE "feed_supplier_prices" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "feed_ingredients" ADD CONSTRAINT "feed_ingredients_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_lot_analyses" ADD CONSTRAINT "feed_lot_analyses_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_lot_analyses" ADD CONSTRAINT "feed_lot_analyses_lot_id_feed_lots_id_fk" FOREIGN KEY ("lot_id") REFERENCES "public"."feed_lots"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_lots" ADD CONSTRAINT "feed_lots_id_assets_id_fk" FOREIGN KEY ("id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_lots" ADD CONSTRAINT "feed_lots_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_lots" ADD CONSTRAINT "feed_lots_ingredient_id_feed_ingredients_id_fk" FOREIGN KEY ("ingredient_id") REFERENCES "public"."feed_ingredients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_lots" ADD CONSTRAINT "feed_lots_supplier_id_counterparties_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."counterparties"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_rations" ADD CONSTRAINT "feed_rations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_supplier_prices" ADD CONSTRAINT "feed_supplier_prices_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_supplier_prices" ADD CONSTRAINT "feed_supplier_prices_supplier_id_counterparties_id_fk" FOREIGN KEY ("supplier_id") REFERENCES "public"."counterparties"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "feed_supplier_prices" ADD CONSTRAINT "feed_supplier_prices_ingredient_id_feed_ingredients_id_fk" FOREIGN KEY ("ingredient_id") REFERENCES "public"."feed_ingredients"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "feed_ingredients_organization_name_key" ON "feed_ingredients" USING btree ("organization_id",lower("name"));--> statement-breakpoint
CREATE INDEX "feed_lot_analyses_lot_idx" ON "feed_lot_analyses" USING btree ("organization_id","lot_id","analysed_on");--> statement-breakpoint
CREATE UNIQUE INDEX "feed_lots_organization_number_key" ON "feed_lots" USING btree ("organization_id","number");--> statement-breakpoint
CREATE INDEX "feed_lots_ingredient_idx" ON "feed_lots" USING btree ("organization_id","ingredient_id","expires_on","number");--> statement-breakpoint
CREATE UNIQUE INDEX "feed_rations_organization_number_version_key" ON "feed_rations" USING btree ("organization_id","number","version");--> statement-breakpoint
CREATE UNIQUE INDEX "feed_rations_organization_name_key" ON "feed_rations" USING btree ("organization_id",lower("name")) WHERE "feed_rations"."latest";--> statement-breakpoint
CREATE INDEX "feed_rations_latest_idx" ON "feed_rations" USING btree ("organization_id","latest","number");--> statement-breakpoint
CREATE INDEX "feed_supplier_prices_ingredient_idx" ON "feed_supplier_prices" USING btree ("organization_id","ingredient_id","valid_from");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "feed_ingredients" AS PERMISSIVE FOR ALL TO "ganado_tenant" USING (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid) WITH CHECK (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "feed_lot_analyses" AS PERMISSIVE FOR ALL TO "ganado_tenant" USING (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid) WITH CHECK (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "feed_lots" AS PERMISSIVE FOR ALL TO "ganado_tenant" USING (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid) WITH CHECK (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "feed_rations" AS PERMISSIVE FOR ALL TO "ganado_tenant" USING (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid) WITH CHECK (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "feed_supplier_prices" AS PERMISSIVE FOR ALL TO "ganado_tenant" USING (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid) WITH CHECK (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid);