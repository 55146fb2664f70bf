CREATE TABLE "user_import_rows" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"import_id" uuid NOT NULL,
	"row_number" integer NOT NULL,
	"email" text,
	"values" jsonb NOT NULL,
	"outcome" text,
	"reason" jsonb,
	"user_id" uuid,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	CONSTRAINT "user_import_rows_outcome_known" CHECK ("user_import_rows"."outcome" is null or "user_import_rows"."outcome" in ('created', 'skipped'))
);
--> statement-breakpoint
CREATE TABLE "user_imports" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"organization_id" uuid NOT NULL,
	"file_name" text NOT NULL,
	"status" text DEFAULT 'queued' NOT NULL,
	"total_rows" integer NOT NULL,
	"processed_rows" integer DEFAULT 0 NOT NULL,
	"created_count" integer DEFAULT 0 NOT NULL,
	"skipped_count" integer DEFAULT 0 NOT NULL,
	"finished_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" uuid,
	CONSTRAINT "user_imports_status_known" CHECK ("user_imports"."status" in ('queued', 'processing', 'done', 'failed'))
);
--> statement-breakpoint
ALTER TABLE "user_import_rows" ADD CONSTRAINT "user_import_rows_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_import_rows" ADD CONSTRAINT "user_import_rows_import_id_user_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."user_imports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_import_rows" ADD CONSTRAINT "user_import_rows_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_imports" ADD CONSTRAINT "user_imports_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "user_import_rows_import_row_key" ON "user_import_rows" USING btree ("import_id","row_number");--> statement-breakpoint
CREATE INDEX "user_import_rows_import_outcome_idx" ON "user_import_rows" USING btree ("import_id","outcome");--> statement-breakpoint
CREATE INDEX "user_import_rows_import_email_idx" ON "user_import_rows" USING btree ("import_id","email");--> statement-breakpoint
CREATE INDEX "user_imports_organization_created_idx" ON "user_imports" USING btree ("organization_id","created_at");--> statement-breakpoint
CREATE INDEX "user_imports_unfinished_idx" ON "user_imports" USING btree ("status") WHERE "user_imports"."status" in ('queued', 'processing');--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_import_id_user_imports_id_fk" FOREIGN KEY ("import_id") REFERENCES "public"."user_imports"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_import_idx" ON "users" USING btree ("import_id");