CREATE TABLE "assets" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"stock_unit" text,
	"allows_negative_stock" boolean DEFAULT false NOT NULL,
	"stock_on_hand" numeric,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "assets_id_kind_key" UNIQUE("id","kind")
);
--> statement-breakpoint
ALTER TABLE "assets" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "event_assets" (
	"organization_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"asset_id" uuid NOT NULL,
	"asset_kind" text NOT NULL,
	"role" text NOT NULL,
	CONSTRAINT "event_assets_event_id_asset_id_role_pk" PRIMARY KEY("event_id","asset_id","role")
);
--> statement-breakpoint
ALTER TABLE "event_assets" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "events" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"type" text NOT NULL,
	"status" text DEFAULT 'done' NOT NULL,
	"occurred_at" timestamp with time zone NOT NULL,
	"details" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"notes" text,
	"task_id" uuid,
	"occurrence_index" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid
);
--> statement-breakpoint
ALTER TABLE "events" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "quantities" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"event_id" uuid NOT NULL,
	"position" smallint NOT NULL,
	"measure" text NOT NULL,
	"value" numeric NOT NULL,
	"unit" text NOT NULL,
	"label" text,
	"asset_id" uuid,
	"adjustment" text,
	"stock_value" numeric,
	CONSTRAINT "quantities_adjustment_check" CHECK (("quantities"."adjustment" is null) = ("quantities"."asset_id" is null) and ("quantities"."adjustment" is null) = ("quantities"."stock_value" is null))
);
--> statement-breakpoint
ALTER TABLE "quantities" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
CREATE TABLE "supplies" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid
);
--> statement-breakpoint
ALTER TABLE "supplies" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "assets" ADD CONSTRAINT "assets_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_assets" ADD CONSTRAINT "event_assets_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_assets" ADD CONSTRAINT "event_assets_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "event_assets" ADD CONSTRAINT "event_assets_asset_fk" FOREIGN KEY ("asset_id","asset_kind") REFERENCES "public"."assets"("id","kind") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "events" ADD CONSTRAINT "events_task_occurrence_fk" FOREIGN KEY ("task_id","occurrence_index") REFERENCES "public"."task_occurrences"("task_id","occurrence_index") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quantities" ADD CONSTRAINT "quantities_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quantities" ADD CONSTRAINT "quantities_event_id_events_id_fk" FOREIGN KEY ("event_id") REFERENCES "public"."events"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "quantities" ADD CONSTRAINT "quantities_asset_id_assets_id_fk" FOREIGN KEY ("asset_id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplies" ADD CONSTRAINT "supplies_id_assets_id_fk" FOREIGN KEY ("id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "supplies" ADD CONSTRAINT "supplies_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "event_assets_asset_idx" ON "event_assets" USING btree ("organization_id","asset_id","role","event_id");--> statement-breakpoint
CREATE INDEX "events_organization_type_idx" ON "events" USING btree ("organization_id","type","occurred_at");--> statement-breakpoint
CREATE INDEX "events_task_occurrence_idx" ON "events" USING btree ("task_id","occurrence_index");--> statement-breakpoint
CREATE UNIQUE INDEX "quantities_event_position_key" ON "quantities" USING btree ("event_id","position");--> statement-breakpoint
CREATE INDEX "quantities_stock_idx" ON "quantities" USING btree ("organization_id","asset_id","event_id") WHERE "quantities"."adjustment" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "supplies_organization_name_key" ON "supplies" USING btree ("organization_id",lower("name"));--> statement-breakpoint
-- Hand-written (docs/decisions.md: one log): every farm, zone, group and animal that exists is
-- registered as an asset with its own id, before the kinds' tables point at the registry.
INSERT INTO "assets" ("id", "organization_id", "kind", "created_at")
SELECT "id", "organization_id", 'farm', "created_at" FROM "farms"
UNION ALL SELECT "id", "organization_id", 'zone', "created_at" FROM "zones"
UNION ALL SELECT "id", "organization_id", 'group', "created_at" FROM "animal_groups"
UNION ALL SELECT "id", "organization_id", 'animal', "created_at" FROM "animals";--> statement-breakpoint
ALTER TABLE "farms" ADD CONSTRAINT "farms_id_assets_id_fk" FOREIGN KEY ("id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "zones" ADD CONSTRAINT "zones_id_assets_id_fk" FOREIGN KEY ("id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "animal_groups" ADD CONSTRAINT "animal_groups_id_assets_id_fk" FOREIGN KEY ("id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "animals" ADD CONSTRAINT "animals_id_assets_id_fk" FOREIGN KEY ("id") REFERENCES "public"."assets"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
-- Hand-written: every animal record becomes an event with the same id, values and audit columns;
-- its animal, farm, zone, group and sire become links, its quantity the event's first quantity.
INSERT INTO "events" ("id", "organization_id", "type", "status", "occurred_at", "details", "notes", "task_id", "occurrence_index", "created_at", "updated_at", "created_by")
SELECT r."id", r."organization_id", r."type", r."status", r."occurred_at", r."details", r."notes", o."task_id", o."occurrence_index", r."created_at", r."updated_at", r."created_by"
FROM "animal_records" r
-- The occurrence a task's record came from: the task's recorded completion nearest in time to the
-- record (both written by one transaction). A record whose task is gone loses only the dangling id.
LEFT JOIN LATERAL (
  SELECT t."task_id", t."occurrence_index" FROM "task_occurrences" t
  WHERE t."task_id" = r."task_id" AND t."organization_id" = r."organization_id" AND t."record_count" > 0
  ORDER BY abs(extract(epoch FROM t."completed_at" - r."created_at")), t."occurrence_index"
  LIMIT 1
) o ON true;--> statement-breakpoint
INSERT INTO "event_assets" ("organization_id", "event_id", "asset_id", "asset_kind", "role")
SELECT "organization_id", "id", "animal_id", 'animal', 'subject' FROM "animal_records"
UNION ALL SELECT "organization_id", "id", "farm_id", 'farm', 'location' FROM "animal_records" WHERE "farm_id" IS NOT NULL
UNION ALL SELECT "organization_id", "id", "zone_id", 'zone', 'location' FROM "animal_records" WHERE "zone_id" IS NOT NULL
UNION ALL SELECT "organization_id", "id", "group_id", 'group', 'group' FROM "animal_records" WHERE "group_id" IS NOT NULL
UNION ALL SELECT "organization_id", "id", "related_animal_id", 'animal', 'sire' FROM "animal_records" WHERE "related_animal_id" IS NOT NULL;--> statement-breakpoint
INSERT INTO "quantities" ("organization_id", "event_id", "position", "measure", "value", "unit", "label")
SELECT "organization_id", "id", 0,
  CASE WHEN "quantity_unit" IN ('mg', 'g', 'kg', 't', 'lb') THEN 'weight' WHEN "quantity_unit" IN ('mL', 'L') THEN 'volume'
    WHEN "quantity_unit" = 'IU' THEN 'internationalUnits' WHEN "quantity_unit" = 'dose' THEN 'doses' ELSE 'count' END,
  "quantity_value", coalesce("quantity_unit", 'unit'),
  CASE "type" WHEN 'weight' THEN 'weight' WHEN 'milk' THEN 'yield' WHEN 'treatment' THEN 'dose' WHEN 'vaccination' THEN 'dose' WHEN 'feeding' THEN 'amount' END
FROM "animal_records" WHERE "quantity_value" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "animal_records" DISABLE ROW LEVEL SECURITY;--> statement-breakpoint
DROP POLICY "tenant_isolation" ON "animal_records" CASCADE;--> statement-breakpoint
DROP TABLE "animal_records" CASCADE;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "assets" AS PERMISSIVE FOR ALL TO "ganado_tenant" USING (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid) WITH CHECK (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "event_assets" AS PERMISSIVE FOR ALL TO "ganado_tenant" USING (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid) WITH CHECK (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "events" AS PERMISSIVE FOR ALL TO "ganado_tenant" USING (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid) WITH CHECK (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "quantities" AS PERMISSIVE FOR ALL TO "ganado_tenant" USING (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid) WITH CHECK (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid);--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "supplies" AS PERMISSIVE FOR ALL TO "ganado_tenant" USING (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid) WITH CHECK (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid);--> statement-breakpoint
-- Hand-written: the kinds that existed before the registry register and unregister themselves, so
-- every path that inserts or deletes them (imports, calvings, seeds, an organisation's deletion)
-- keeps the registry whole. An asset's deletion deletes the events it was the only subject of,
-- as deleting an animal deleted its records; its other links go with the registry row.
CREATE FUNCTION "register_asset"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO "assets" ("id", "organization_id", "kind") VALUES (NEW."id", NEW."organization_id", TG_ARGV[0]);
  RETURN NEW;
END $$;--> statement-breakpoint
CREATE FUNCTION "unregister_asset"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM "events" e WHERE e."id" IN (
    SELECT s."event_id" FROM "event_assets" s WHERE s."asset_id" = OLD."id" AND s."role" = 'subject'
  ) AND NOT EXISTS (
    SELECT 1 FROM "event_assets" o WHERE o."event_id" = e."id" AND o."role" = 'subject' AND o."asset_id" <> OLD."id"
  );
  DELETE FROM "assets" WHERE "id" = OLD."id";
  RETURN OLD;
END $$;--> statement-breakpoint
CREATE TRIGGER "farms_register_asset" BEFORE INSERT ON "farms" FOR EACH ROW EXECUTE FUNCTION "register_asset"('farm');--> statement-breakpoint
CREATE TRIGGER "zones_register_asset" BEFORE INSERT ON "zones" FOR EACH ROW EXECUTE FUNCTION "register_asset"('zone');--> statement-breakpoint
CREATE TRIGGER "animal_groups_register_asset" BEFORE INSERT ON "animal_groups" FOR EACH ROW EXECUTE FUNCTION "register_asset"('group');--> statement-breakpoint
CREATE TRIGGER "animals_register_asset" BEFORE INSERT ON "animals" FOR EACH ROW EXECUTE FUNCTION "register_asset"('animal');--> statement-breakpoint
CREATE TRIGGER "farms_unregister_asset" AFTER DELETE ON "farms" FOR EACH ROW EXECUTE FUNCTION "unregister_asset"();--> statement-breakpoint
CREATE TRIGGER "zones_unregister_asset" AFTER DELETE ON "zones" FOR EACH ROW EXECUTE FUNCTION "unregister_asset"();--> statement-breakpoint
CREATE TRIGGER "animal_groups_unregister_asset" AFTER DELETE ON "animal_groups" FOR EACH ROW EXECUTE FUNCTION "unregister_asset"();--> statement-breakpoint
CREATE TRIGGER "animals_unregister_asset" AFTER DELETE ON "animals" FOR EACH ROW EXECUTE FUNCTION "unregister_asset"();--> statement-breakpoint
CREATE TRIGGER "supplies_unregister_asset" AFTER DELETE ON "supplies" FOR EACH ROW EXECUTE FUNCTION "unregister_asset"();--> statement-breakpoint
-- Hand-written: an animal's records as the animals module reads them (db/schema/animals.ts).
-- security_invoker: the view reads as the caller, so row-level security applies through it.
CREATE VIEW "animal_records" WITH (security_invoker = true) AS
SELECT e."id", e."organization_id", s."asset_id" AS "animal_id", e."type", e."status", e."occurred_at",
  q."value" AS "quantity_value", q."unit" AS "quantity_unit",
  (SELECT l."asset_id" FROM "event_assets" l WHERE l."event_id" = e."id" AND l."role" = 'location' AND l."asset_kind" = 'farm' LIMIT 1) AS "farm_id",
  (SELECT l."asset_id" FROM "event_assets" l WHERE l."event_id" = e."id" AND l."role" = 'location' AND l."asset_kind" = 'zone' LIMIT 1) AS "zone_id",
  (SELECT l."asset_id" FROM "event_assets" l WHERE l."event_id" = e."id" AND l."role" = 'group' LIMIT 1) AS "group_id",
  (SELECT l."asset_id" FROM "event_assets" l WHERE l."event_id" = e."id" AND l."role" = 'sire' LIMIT 1) AS "related_animal_id",
  e."task_id", e."details", e."notes", e."created_at", e."updated_at", e."created_by"
FROM "events" e
JOIN "event_assets" s ON s."event_id" = e."id" AND s."role" = 'subject' AND s."asset_kind" = 'animal'
LEFT JOIN "quantities" q ON q."event_id" = e."id" AND q."position" = 0;--> statement-breakpoint
-- Read-only: the default privileges of 0007 would let the tenant try to write it.
REVOKE INSERT, UPDATE, DELETE ON "animal_records" FROM "ganado_tenant";