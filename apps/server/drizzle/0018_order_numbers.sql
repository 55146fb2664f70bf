-- Orders kept before numbering take theirs in the order they were made, per organisation and direction.
ALTER TABLE "orders" ADD COLUMN "number" integer;--> statement-breakpoint
UPDATE "orders" SET "number" = "numbered"."number" FROM (SELECT "id", row_number() OVER (PARTITION BY "organization_id", "direction" ORDER BY "created_at", "id") AS "number" FROM "orders") AS "numbered" WHERE "orders"."id" = "numbered"."id";--> statement-breakpoint
ALTER TABLE "orders" ALTER COLUMN "number" SET NOT NULL;--> statement-breakpoint
CREATE UNIQUE INDEX "orders_organization_direction_number_key" ON "orders" USING btree ("organization_id","direction","number");
