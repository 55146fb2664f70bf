CREATE TABLE "livestock_goals" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text DEFAULT '' NOT NULL,
	"kpi" text NOT NULL,
	"comparator" text NOT NULL,
	"target" double precision NOT NULL,
	"baseline" double precision,
	"baseline_on" date NOT NULL,
	"farm_id" uuid,
	"group_id" uuid,
	"breed_code" text,
	"period_from" date,
	"period_to" date,
	"deadline" date NOT NULL,
	"owner_id" uuid NOT NULL,
	"notes" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid
);
--> statement-breakpoint
ALTER TABLE "livestock_goals" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "livestock_goals" ADD CONSTRAINT "livestock_goals_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "livestock_goals" ADD CONSTRAINT "livestock_goals_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "livestock_goals" ADD CONSTRAINT "livestock_goals_group_id_animal_groups_id_fk" FOREIGN KEY ("group_id") REFERENCES "public"."animal_groups"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "livestock_goals_organization_idx" ON "livestock_goals" USING btree ("organization_id","deadline");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "livestock_goals" AS PERMISSIVE FOR ALL TO "ganado_tenant" USING (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid) WITH CHECK (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid);