CREATE TABLE "task_animals" (
	"organization_id" uuid NOT NULL,
	"task_id" uuid NOT NULL,
	"animal_id" uuid NOT NULL,
	CONSTRAINT "task_animals_task_id_animal_id_pk" PRIMARY KEY("task_id","animal_id")
);
--> statement-breakpoint
CREATE TABLE "task_occurrences" (
	"organization_id" uuid NOT NULL,
	"task_id" uuid NOT NULL,
	"occurrence_index" integer NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_by" uuid,
	"record_count" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "task_occurrences_task_id_occurrence_index_pk" PRIMARY KEY("task_id","occurrence_index")
);
--> statement-breakpoint
CREATE TABLE "task_reminders" (
	"organization_id" uuid NOT NULL,
	"task_id" uuid NOT NULL,
	"occurrence_index" integer NOT NULL,
	"sent_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "task_reminders_task_id_occurrence_index_pk" PRIMARY KEY("task_id","occurrence_index")
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"name" text NOT NULL,
	"category" text NOT NULL,
	"priority" text DEFAULT 'medium' NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"assignee_id" uuid,
	"farm_id" uuid,
	"start_at" timestamp with time zone NOT NULL,
	"end_at" timestamp with time zone NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"repeat" jsonb,
	"description" text,
	"completed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid
);
--> statement-breakpoint
ALTER TABLE "task_animals" ADD CONSTRAINT "task_animals_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_animals" ADD CONSTRAINT "task_animals_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_animals" ADD CONSTRAINT "task_animals_animal_id_animals_id_fk" FOREIGN KEY ("animal_id") REFERENCES "public"."animals"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_occurrences" ADD CONSTRAINT "task_occurrences_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_occurrences" ADD CONSTRAINT "task_occurrences_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_reminders" ADD CONSTRAINT "task_reminders_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "task_reminders" ADD CONSTRAINT "task_reminders_task_id_tasks_id_fk" FOREIGN KEY ("task_id") REFERENCES "public"."tasks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_assignee_id_users_id_fk" FOREIGN KEY ("assignee_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_farm_id_farms_id_fk" FOREIGN KEY ("farm_id") REFERENCES "public"."farms"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "task_animals_animal_idx" ON "task_animals" USING btree ("animal_id");--> statement-breakpoint
CREATE INDEX "tasks_organization_status_start_idx" ON "tasks" USING btree ("organization_id","status","start_at");--> statement-breakpoint
CREATE INDEX "tasks_organization_assignee_idx" ON "tasks" USING btree ("organization_id","assignee_id","status");--> statement-breakpoint
CREATE INDEX "tasks_organization_name_idx" ON "tasks" USING btree ("organization_id",lower("name"));--> statement-breakpoint
CREATE INDEX "animal_records_task_idx" ON "animal_records" USING btree ("task_id");