ALTER TABLE "countries" ADD COLUMN "centre_latitude" double precision;--> statement-breakpoint
ALTER TABLE "countries" ADD COLUMN "centre_longitude" double precision;--> statement-breakpoint
ALTER TABLE "countries" ADD COLUMN "centre_zoom" integer;