CREATE TABLE "drug_order_lines" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"order_id" uuid NOT NULL,
	"position" integer NOT NULL,
	"drug_id" uuid NOT NULL,
	"pack_size" numeric NOT NULL,
	"pack_unit" text NOT NULL,
	"packs" integer NOT NULL,
	"price_minor" bigint
);
--> statement-breakpoint
ALTER TABLE "drug_order_lines" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "drug_orders" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"supplier" text NOT NULL,
	"reference" text,
	"currency" char(3),
	"address" text,
	"expected_on" date,
	"status" text DEFAULT 'draft' NOT NULL,
	"notes" text,
	"placed_at" timestamp with time zone,
	"shipped_at" timestamp with time zone,
	"received_at" timestamp with time zone,
	"cancelled_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid
);
--> statement-breakpoint
ALTER TABLE "drug_orders" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "drug_protocols" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"diagnosis" text,
	"drug_id" uuid NOT NULL,
	"dose_value" numeric NOT NULL,
	"dose_unit" text NOT NULL,
	"route" text,
	"interval_hours" integer NOT NULL,
	"doses" integer NOT NULL,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid
);
--> statement-breakpoint
ALTER TABLE "drug_protocols" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "drug_order_lines" ADD CONSTRAINT "drug_order_lines_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drug_order_lines" ADD CONSTRAINT "drug_order_lines_order_id_drug_orders_id_fk" FOREIGN KEY ("order_id") REFERENCES "public"."drug_orders"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drug_order_lines" ADD CONSTRAINT "drug_order_lines_drug_id_drugs_id_fk" FOREIGN KEY ("drug_id") REFERENCES "public"."drugs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drug_orders" ADD CONSTRAINT "drug_orders_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drug_protocols" ADD CONSTRAINT "drug_protocols_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drug_protocols" ADD CONSTRAINT "drug_protocols_drug_id_drugs_id_fk" FOREIGN KEY ("drug_id") REFERENCES "public"."drugs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "drug_order_lines_order_position_key" ON "drug_order_lines" USING btree ("order_id","position");--> statement-breakpoint
CREATE INDEX "drug_orders_organization_created_idx" ON "drug_orders" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "drug_protocols_organization_name_key" ON "drug_protocols" USING btree ("organization_id",lower("name"));--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "drug_order_lines" AS PERMISSIVE FOR ALL TO "ganado_tenant" USING (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid) WITH CHECK (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "drug_orders" AS PERMISSIVE FOR ALL TO "ganado_tenant" USING (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid) WITH CHECK (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "drug_protocols" AS PERMISSIVE FOR ALL TO "ganado_tenant" USING (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid) WITH CHECK (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid);