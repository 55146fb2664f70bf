CREATE TABLE "zones" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"farm_id" uuid NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"points" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"area_square_meters" numeric NOT NULL,
	"perimeter_meters" numeric NOT NULL,
	"deleted_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid
);
--> statement-breakpoint
DROP INDEX "farms_organization_name_key";--> statement-breakpoint
ALTER TABLE "farms" ADD COLUMN "owner" text;--> statement-breakpoint
ALTER TABLE "farms" ADD COLUMN "ownership_type" text;--> statement-breakpoint
ALTER TABLE "farms" ADD COLUMN "government_registration_number" text;--> statement-breakpoint
ALTER TABLE "farms" ADD COLUMN "cooperative_id" text;--> statement-breakpoint
ALTER TABLE "farms" ADD COLUMN "license_number" text;--> statement-breakpoint
ALTER TABLE "farms" ADD COLUMN "license_expiry_date" date;--> statement-breakpoint
ALTER TABLE "farms" ADD COLUMN "regulator_name" text;--> statement-breakpoint
ALTER TABLE "farms" ADD COLUMN "regulator_representative_name" text;--> statement-breakpoint
ALTER TABLE "farms" ADD COLUMN "street" text;--> statement-breakpoint
ALTER TABLE "farms" ADD COLUMN "house_number" text;--> statement-breakpoint
ALTER TABLE "farms" ADD COLUMN "postal_code" text;--> statement-breakpoint
ALTER TABLE "farms" ADD COLUMN "perimeter_points" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "farms" ADD COLUMN "production_system" text;--> statement-breakpoint
ALTER TABLE "farms" ADD COLUMN "goals" text;--> statement-breakpoint
ALTER TABLE "farms" ADD COLUMN "contract_mating" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "farms" ADD COLUMN "deleted_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "zones" ADD CONSTRAINT "zones_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zones" ADD CONSTRAINT "zones_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "zones_farm_name_key" ON "zones" USING btree ("farm_id",lower("name")) WHERE "zones"."deleted_at" is null;--> statement-breakpoint
CREATE INDEX "zones_organization_farm_idx" ON "zones" USING btree ("organization_id","farm_id");--> statement-breakpoint
CREATE UNIQUE INDEX "farms_organization_name_key" ON "farms" USING btree ("organization_id",lower("name")) WHERE "farms"."deleted_at" is null;