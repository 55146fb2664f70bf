CREATE TABLE "drug_packs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"drug_id" uuid NOT NULL,
	"batch" text NOT NULL,
	"expires_on" date NOT NULL,
	"received_at" timestamp with time zone NOT NULL,
	"size" numeric NOT NULL,
	"price_minor" bigint,
	"currency" char(3),
	"supplier" text,
	"order_id" uuid,
	"warehouse" text NOT NULL,
	"rack" text,
	"tier" text,
	"position" text,
	"disposed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid
);
--> statement-breakpoint
ALTER TABLE "drug_packs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "drug_reservations" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"pack_id" uuid NOT NULL,
	"quantity" numeric NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"released_at" timestamp with time zone,
	"release_reason" text,
	"task_id" uuid,
	"event_id" uuid,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid
);
--> statement-breakpoint
ALTER TABLE "drug_reservations" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "drug_withdrawals" (
	"organization_id" uuid NOT NULL,
	"drug_id" uuid NOT NULL,
	"species_id" uuid NOT NULL,
	"meat_hours" integer NOT NULL,
	"milk_hours" integer,
	CONSTRAINT "drug_withdrawals_drug_id_species_id_pk" PRIMARY KEY("drug_id","species_id")
);
--> statement-breakpoint
ALTER TABLE "drug_withdrawals" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "drugs" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"registration_date" date,
	"name" text NOT NULL,
	"generic_name" text,
	"manufacturer" text,
	"distributor" text,
	"format" text NOT NULL,
	"dose_dam" numeric,
	"dose_calf" numeric,
	"dose_unit" text NOT NULL,
	"dose_basis" text DEFAULT 'perHead' NOT NULL,
	"active_ingredients" text[] DEFAULT '{}'::text[] NOT NULL,
	"substitution_id" text,
	"routes" text[] NOT NULL,
	"prescription_only" boolean DEFAULT false NOT NULL,
	"storage" text,
	"stock_unit" text NOT NULL,
	"reorder_level" numeric,
	"notes" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid
);
--> statement-breakpoint
ALTER TABLE "drugs" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "role_permissions" ADD COLUMN "can_override" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "animals" ADD COLUMN "meat_withdrawal_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "animals" ADD COLUMN "meat_withdrawal_event_id" uuid;--> statement-breakpoint
ALTER TABLE "animals" ADD COLUMN "milk_withdrawal_ends_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "animals" ADD COLUMN "milk_withdrawal_event_id" uuid;--> statement-breakpoint
ALTER TABLE "drug_packs" ADD CONSTRAINT "drug_packs_id_assets_id_fk" FOREIGN KEY ("id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drug_packs" ADD CONSTRAINT "drug_packs_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drug_packs" ADD CONSTRAINT "drug_packs_drug_id_drugs_id_fk" FOREIGN KEY ("drug_id") REFERENCES "public"."drugs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drug_reservations" ADD CONSTRAINT "drug_reservations_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drug_reservations" ADD CONSTRAINT "drug_reservations_pack_id_drug_packs_id_fk" FOREIGN KEY ("pack_id") REFERENCES "public"."drug_packs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drug_withdrawals" ADD CONSTRAINT "drug_withdrawals_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drug_withdrawals" ADD CONSTRAINT "drug_withdrawals_drug_id_drugs_id_fk" FOREIGN KEY ("drug_id") REFERENCES "public"."drugs"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drug_withdrawals" ADD CONSTRAINT "drug_withdrawals_species_id_species_id_fk" FOREIGN KEY ("species_id") REFERENCES "public"."species"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "drugs" ADD CONSTRAINT "drugs_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "drug_packs_drug_expiry_idx" ON "drug_packs" USING btree ("organization_id","drug_id","expires_on","id");--> statement-breakpoint
CREATE INDEX "drug_packs_expiry_idx" ON "drug_packs" USING btree ("organization_id","expires_on","id");--> statement-breakpoint
CREATE INDEX "drug_reservations_pack_idx" ON "drug_reservations" USING btree ("organization_id","pack_id") WHERE "drug_reservations"."released_at" is null;--> statement-breakpoint
CREATE INDEX "drug_reservations_expiry_idx" ON "drug_reservations" USING btree ("expires_at") WHERE "drug_reservations"."released_at" is null;--> statement-breakpoint
CREATE UNIQUE INDEX "drugs_organization_name_key" ON "drugs" USING btree ("organization_id",lower("name"));--> statement-breakpoint
CREATE INDEX "animals_organization_meat_withdrawal_idx" ON "animals" USING btree ("organization_id","meat_withdrawal_ends_at") WHERE "animals"."meat_withdrawal_ends_at" is not null;--> statement-breakpoint
CREATE INDEX "animals_organization_milk_withdrawal_idx" ON "animals" USING btree ("organization_id","milk_withdrawal_ends_at") WHERE "animals"."milk_withdrawal_ends_at" is not null;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "drug_packs" AS PERMISSIVE FOR ALL TO "ganado_tenant" USING (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid) WITH CHECK (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "drug_reservations" AS PERMISSIVE FOR ALL TO "ganado_tenant" USING (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid) WITH CHECK (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "drug_withdrawals" AS PERMISSIVE FOR ALL TO "ganado_tenant" USING (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid) WITH CHECK (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "drugs" AS PERMISSIVE FOR ALL TO "ganado_tenant" USING (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid) WITH CHECK (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid);--> statement-breakpoint
-- A pack is an asset (docs/decisions.md: one asset registry): deleting its row unregisters it, as a supply's does (0009).
CREATE TRIGGER "drug_packs_unregister_asset" AFTER DELETE ON "drug_packs" FOR EACH ROW EXECUTE FUNCTION "unregister_asset"();
