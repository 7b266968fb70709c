CREATE TABLE "test_item_totals" (
	"test_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"answered" integer DEFAULT 0 NOT NULL,
	"correct" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "test_item_totals_test_id_question_id_pk" PRIMARY KEY("test_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "test_student_results" (
	"test_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"attempt_count" integer DEFAULT 0 NOT NULL,
	"finished_count" integer DEFAULT 0 NOT NULL,
	"in_progress" boolean DEFAULT false NOT NULL,
	"latest_submitted_at" timestamp with time zone,
	"best_attempt_id" integer,
	"best_percent" numeric(4, 1),
	"best_passed" boolean,
	"best_grade" text,
	"latest_attempt_id" integer,
	CONSTRAINT "test_student_results_test_id_student_id_pk" PRIMARY KEY("test_id","student_id")
);
--> statement-breakpoint
CREATE TABLE "test_totals" (
	"test_id" integer PRIMARY KEY NOT NULL,
	"attempt_count" integer DEFAULT 0 NOT NULL,
	"finished_count" integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
ALTER TABLE "tests" ADD COLUMN "required_to_complete" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "test_item_totals" ADD CONSTRAINT "test_item_totals_test_id_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_student_results" ADD CONSTRAINT "test_student_results_test_id_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_student_results" ADD CONSTRAINT "test_student_results_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_totals" ADD CONSTRAINT "test_totals_test_id_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "test_student_results_student_idx" ON "test_student_results" USING btree ("student_id","test_id");--> statement-breakpoint
-- The standings of the attempts made before this migration (test-standings.repository.ts rebuildStandings does the same).
INSERT INTO "test_totals" ("test_id", "attempt_count", "finished_count")
  SELECT "test_id", count(*), count("submitted_at") FROM "test_attempts" GROUP BY "test_id";--> statement-breakpoint
INSERT INTO "test_student_results" ("test_id", "student_id", "attempt_count", "finished_count", "in_progress", "latest_submitted_at", "latest_attempt_id", "best_attempt_id", "best_percent", "best_passed", "best_grade")
  SELECT a."test_id", a."student_id", count(*), count(a."submitted_at"), bool_or(a."submitted_at" IS NULL), max(a."submitted_at"),
    (SELECT l."id" FROM "test_attempts" l WHERE l."test_id" = a."test_id" AND l."student_id" = a."student_id" AND l."submitted_at" IS NOT NULL ORDER BY l."submitted_at" DESC, l."id" DESC LIMIT 1),
    b."id", b."percent", b."passed", b."grade"
  FROM "test_attempts" a
  LEFT JOIN LATERAL (SELECT o."id", o."percent", o."passed", o."grade" FROM "test_attempts" o
    WHERE o."test_id" = a."test_id" AND o."student_id" = a."student_id" AND o."submitted_at" IS NOT NULL
    ORDER BY o."percent" DESC, o."submitted_at", o."id" LIMIT 1) b ON true
  GROUP BY a."test_id", a."student_id", b."id", b."percent", b."passed", b."grade";--> statement-breakpoint
INSERT INTO "test_item_totals" ("test_id", "question_id", "answered", "correct")
  SELECT a."test_id", (e->>'question_id')::int, count(*), count(*) FILTER (WHERE (e->>'correct')::boolean)
  FROM "test_attempts" a CROSS JOIN LATERAL jsonb_array_elements(a."scored") e
  WHERE a."submitted_at" IS NOT NULL
  GROUP BY 1, 2;
