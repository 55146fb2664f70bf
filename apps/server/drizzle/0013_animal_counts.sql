CREATE TABLE "animal_counts" (
	"organization_id" uuid NOT NULL,
	"status" text NOT NULL,
	"gender" text NOT NULL,
	"species_id" uuid NOT NULL,
	"breed_id" uuid,
	"category_stage" text,
	"farm_id" uuid,
	"zone_id" uuid,
	"group_id" uuid,
	"animals" integer NOT NULL,
	CONSTRAINT "animal_counts_key" UNIQUE NULLS NOT DISTINCT("organization_id","status","gender","species_id","breed_id","category_stage","farm_id","zone_id","group_id")
);
--> statement-breakpoint
ALTER TABLE "animal_counts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "animal_counts" ADD CONSTRAINT "animal_counts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "animal_counts" AS PERMISSIVE FOR ALL TO "ganado_tenant" USING (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid) WITH CHECK (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid);--> statement-breakpoint
-- Hand-written: the counts follow every write to animals, one statement at a time (the changed rows
-- grouped, not a trigger per row), in key order so that two writers take the counts' row locks in
-- the same order. A delete only lowers rows that exist (an organisation being deleted takes its
-- counts with it), and rows that fall to zero go (docs/decisions.md, "Herd list totals"). Each
-- branch names only the transition tables its operation has.
CREATE FUNCTION "count_animals"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO "animal_counts" AS c ("organization_id", "status", "gender", "species_id", "breed_id", "category_stage", "farm_id", "zone_id", "group_id", "animals")
    SELECT "organization_id", "status", "gender", "species_id", "breed_id", "category_stage", "farm_id", "zone_id", "group_id", count(*)::int
    FROM "changed_after" GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9
    ON CONFLICT ON CONSTRAINT "animal_counts_key" DO UPDATE SET "animals" = c."animals" + excluded."animals";
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' THEN
    INSERT INTO "animal_counts" AS c ("organization_id", "status", "gender", "species_id", "breed_id", "category_stage", "farm_id", "zone_id", "group_id", "animals")
    SELECT "organization_id", "status", "gender", "species_id", "breed_id", "category_stage", "farm_id", "zone_id", "group_id", sum("change")::int
    FROM (
      SELECT "organization_id", "status", "gender", "species_id", "breed_id", "category_stage", "farm_id", "zone_id", "group_id", 1 AS "change" FROM "changed_after"
      UNION ALL
      SELECT "organization_id", "status", "gender", "species_id", "breed_id", "category_stage", "farm_id", "zone_id", "group_id", -1 FROM "changed_before"
    ) rows
    GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9 HAVING sum("change") <> 0 ORDER BY 1, 2, 3, 4, 5, 6, 7, 8, 9
    ON CONFLICT ON CONSTRAINT "animal_counts_key" DO UPDATE SET "animals" = c."animals" + excluded."animals";
  ELSE
    UPDATE "animal_counts" c SET "animals" = c."animals" - d."animals"
    FROM (
      SELECT "organization_id", "status", "gender", "species_id", "breed_id", "category_stage", "farm_id", "zone_id", "group_id", count(*)::int AS "animals"
      FROM "changed_before" GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9
    ) d
    WHERE c."organization_id" = d."organization_id" AND c."status" = d."status" AND c."gender" = d."gender" AND c."species_id" = d."species_id"
      AND c."breed_id" IS NOT DISTINCT FROM d."breed_id" AND c."category_stage" IS NOT DISTINCT FROM d."category_stage"
      AND c."farm_id" IS NOT DISTINCT FROM d."farm_id" AND c."zone_id" IS NOT DISTINCT FROM d."zone_id" AND c."group_id" IS NOT DISTINCT FROM d."group_id";
  END IF;
  DELETE FROM "animal_counts" WHERE "animals" = 0 AND "organization_id" IN (SELECT DISTINCT "organization_id" FROM "changed_before");
  RETURN NULL;
END $$;--> statement-breakpoint
CREATE TRIGGER "animals_count_inserted" AFTER INSERT ON "animals" REFERENCING NEW TABLE AS "changed_after" FOR EACH STATEMENT EXECUTE FUNCTION "count_animals"();--> statement-breakpoint
CREATE TRIGGER "animals_count_updated" AFTER UPDATE ON "animals" REFERENCING OLD TABLE AS "changed_before" NEW TABLE AS "changed_after" FOR EACH STATEMENT EXECUTE FUNCTION "count_animals"();--> statement-breakpoint
CREATE TRIGGER "animals_count_deleted" AFTER DELETE ON "animals" REFERENCING OLD TABLE AS "changed_before" FOR EACH STATEMENT EXECUTE FUNCTION "count_animals"();--> statement-breakpoint
-- The animals there already.
INSERT INTO "animal_counts" ("organization_id", "status", "gender", "species_id", "breed_id", "category_stage", "farm_id", "zone_id", "group_id", "animals")
SELECT "organization_id", "status", "gender", "species_id", "breed_id", "category_stage", "farm_id", "zone_id", "group_id", count(*)::int
FROM "animals" GROUP BY 1, 2, 3, 4, 5, 6, 7, 8, 9;
