CREATE TABLE "audit_logs" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer,
	"action" text NOT NULL,
	"entity_type" text NOT NULL,
	"entity_id" integer NOT NULL,
	"changes" jsonb NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "site_contents" (
	"key" text PRIMARY KEY NOT NULL,
	"body_markdown" text NOT NULL,
	"updated_by" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "address" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "phone" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "contact_person" text;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "sales_owner_id" integer;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "contract_start" date;--> statement-breakpoint
ALTER TABLE "companies" ADD COLUMN "contract_end" date;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "retire_reason" smallint;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "retire_date" date;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "grade" text;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "course_mode" smallint DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "start_date" date;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "end_date" date;--> statement-breakpoint
ALTER TABLE "audit_logs" ADD CONSTRAINT "audit_logs_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "site_contents" ADD CONSTRAINT "site_contents_updated_by_staff_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "audit_logs_entity_idx" ON "audit_logs" USING btree ("entity_type","entity_id","created_at");--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_sales_owner_id_staff_id_fk" FOREIGN KEY ("sales_owner_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "companies" ADD CONSTRAINT "companies_contract_period" CHECK ("companies"."contract_end" is null or "companies"."contract_start" is null or "companies"."contract_end" >= "companies"."contract_start");--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_retired_has_reason" CHECK ("students"."status" <> 4 or ("students"."retire_reason" is not null and "students"."retire_date" is not null));--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_retire_reason" CHECK ("students"."retire_reason" is null or "students"."retire_reason" between 0 and 2);--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_grade" CHECK ("students"."grade" is null or "students"."grade" in ('S', 'A', 'B', 'C', 'D'));--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_course_mode" CHECK ("students"."course_mode" in (0, 1));--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_period" CHECK ("students"."end_date" is null or "students"."start_date" is null or "students"."end_date" >= "students"."start_date");