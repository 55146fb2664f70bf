CREATE TABLE "report_snapshots" (
	"organization_id" uuid NOT NULL,
	"view" text NOT NULL,
	"as_of" date NOT NULL,
	"herd_mark" timestamp with time zone,
	"herd_recent" integer NOT NULL,
	"computed_at" timestamp with time zone NOT NULL,
	"took_ms" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	"answer" jsonb NOT NULL,
	CONSTRAINT "report_snapshots_organization_id_view_pk" PRIMARY KEY("organization_id","view")
);
--> statement-breakpoint
ALTER TABLE "report_snapshots" ENABLE ROW LEVEL SECURITY;--> statement-breakpoint
ALTER TABLE "report_snapshots" ADD CONSTRAINT "report_snapshots_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE POLICY "tenant_isolation" ON "report_snapshots" AS PERMISSIVE FOR ALL TO "ganado_tenant" USING (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid) WITH CHECK (organization_id = nullif(current_setting('ganado.organization_id', true), '')::uuid);