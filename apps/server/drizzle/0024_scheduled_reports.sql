CREATE TABLE "report_schedules" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"page" text NOT NULL,
	"filters" jsonb DEFAULT '{}'::jsonb NOT NULL,
	"cadence" text NOT NULL,
	"weekday" smallint,
	"day_of_month" smallint,
	"hour" smallint NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"language" text NOT NULL,
	"active" boolean DEFAULT true NOT NULL,
	"next_run_at" timestamp with time zone,
	"last_sent_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	CONSTRAINT "report_schedules_day_of_cadence" CHECK (("report_schedules"."cadence" = 'weekly' and "report_schedules"."weekday" between 1 and 7 and "report_schedules"."day_of_month" is null) or ("report_schedules"."cadence" = 'monthly' and "report_schedules"."day_of_month" between 1 and 28 and "report_schedules"."weekday" is null)),
	CONSTRAINT "report_schedules_hour" CHECK ("report_schedules"."hour" between 0 and 23),
	CONSTRAINT "report_schedules_paused" CHECK ("report_schedules"."active" or "report_schedules"."next_run_at" is null)
);
--> statement-breakpoint
ALTER TABLE "report_schedules" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "attachments" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "report_schedules" ADD CONSTRAINT "report_schedules_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "report_schedules" ADD CONSTRAINT "report_schedules_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "report_schedules_user_idx" ON "report_schedules" USING btree ("organization_id","user_id");--> statement-breakpoint
CREATE INDEX "report_schedules_due_idx" ON "report_schedules" USING btree ("next_run_at") WHERE "report_schedules"."next_run_at" is not null;--> statement-breakpoint
CREATE INDEX "events_created_by_idx" ON "events" USING btree ("organization_id","created_by","created_at");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "report_schedules" AS PERMISSIVE FOR ALL TO "ganado_tenant" USING (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid) WITH CHECK (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid);