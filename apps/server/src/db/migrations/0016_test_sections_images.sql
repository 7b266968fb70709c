CREATE TABLE "test_sections" (
	"id" serial PRIMARY KEY NOT NULL,
	"test_id" integer NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"time_limit_minutes" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "test_attempts" ADD COLUMN "section_index" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "test_attempts" ADD COLUMN "section_deadline_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "test_questions" ADD COLUMN "image_path" text;--> statement-breakpoint
ALTER TABLE "test_questions" ADD COLUMN "section_id" integer;--> statement-breakpoint
ALTER TABLE "test_sections" ADD CONSTRAINT "test_sections_test_id_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "test_sections_test_idx" ON "test_sections" USING btree ("test_id","position");--> statement-breakpoint
ALTER TABLE "test_questions" ADD CONSTRAINT "test_questions_section_id_test_sections_id_fk" FOREIGN KEY ("section_id") REFERENCES "public"."test_sections"("id") ON DELETE set null ON UPDATE no action;