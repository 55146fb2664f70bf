CREATE TABLE "command_receipts" (
	"organization_id" uuid NOT NULL,
	"key" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"operation_id" text NOT NULL,
	"fingerprint" text NOT NULL,
	"answer" jsonb,
	"message" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "command_receipts_organization_id_key_pk" PRIMARY KEY("organization_id","key")
);
--> statement-breakpoint
ALTER TABLE "command_receipts" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "command_receipts" ADD CONSTRAINT "command_receipts_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "command_receipts_created_idx" ON "command_receipts" USING btree ("created_at");--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "command_receipts" AS PERMISSIVE FOR ALL TO "ganado_tenant" USING (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid) WITH CHECK (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid);