CREATE TABLE "test_answers" (
	"attempt_id" integer NOT NULL,
	"question_id" integer NOT NULL,
	"answer" jsonb NOT NULL,
	"seq" integer NOT NULL,
	"saved_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_answers_attempt_id_question_id_pk" PRIMARY KEY("attempt_id","question_id")
);
--> statement-breakpoint
CREATE TABLE "test_attempts" (
	"id" serial PRIMARY KEY NOT NULL,
	"test_id" integer NOT NULL,
	"student_id" integer NOT NULL,
	"number" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deadline_at" timestamp with time zone,
	"submitted_at" timestamp with time zone,
	"finished_by" smallint,
	"questions" jsonb NOT NULL,
	"scored" jsonb,
	"score" numeric(8, 2),
	"max_score" numeric(8, 2),
	"percent" numeric(4, 1),
	"passed" boolean,
	"grade" text
);
--> statement-breakpoint
CREATE TABLE "test_questions" (
	"id" serial PRIMARY KEY NOT NULL,
	"test_id" integer NOT NULL,
	"position" integer NOT NULL,
	"version" integer DEFAULT 1 NOT NULL,
	"kind" smallint NOT NULL,
	"body" text NOT NULL,
	"options" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"correct_keys" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"accepted_answers" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"numeric_answer" numeric,
	"tolerance" numeric DEFAULT 0 NOT NULL,
	"partial_credit" boolean DEFAULT false NOT NULL,
	"points" integer DEFAULT 1 NOT NULL,
	"explanation" text,
	"removed_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "test_questions_kind" CHECK ("test_questions"."kind" in (0, 1, 2, 3))
);
--> statement-breakpoint
CREATE TABLE "tests" (
	"id" serial PRIMARY KEY NOT NULL,
	"kind" smallint NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"curriculum_id" integer,
	"course_id" integer,
	"time_limit_minutes" integer,
	"attempts_allowed" integer,
	"retake_wait_minutes" integer DEFAULT 0 NOT NULL,
	"pass_percent" integer DEFAULT 60 NOT NULL,
	"grade_s" integer DEFAULT 90 NOT NULL,
	"grade_a" integer DEFAULT 80 NOT NULL,
	"grade_b" integer DEFAULT 70 NOT NULL,
	"grade_c" integer DEFAULT 60 NOT NULL,
	"shuffle_questions" boolean DEFAULT false NOT NULL,
	"shuffle_options" boolean DEFAULT false NOT NULL,
	"draw_count" integer,
	"review_mode" smallint DEFAULT 1 NOT NULL,
	"available_from" timestamp with time zone,
	"available_until" timestamp with time zone,
	"publish_status" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tests_kind" CHECK ("tests"."kind" in (1, 2, 3)),
	CONSTRAINT "tests_review_mode" CHECK ("tests"."review_mode" in (0, 1, 2))
);
--> statement-breakpoint
ALTER TABLE "test_answers" ADD CONSTRAINT "test_answers_attempt_id_test_attempts_id_fk" FOREIGN KEY ("attempt_id") REFERENCES "public"."test_attempts"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_attempts" ADD CONSTRAINT "test_attempts_test_id_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_attempts" ADD CONSTRAINT "test_attempts_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "test_questions" ADD CONSTRAINT "test_questions_test_id_tests_id_fk" FOREIGN KEY ("test_id") REFERENCES "public"."tests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tests" ADD CONSTRAINT "tests_curriculum_id_curricula_id_fk" FOREIGN KEY ("curriculum_id") REFERENCES "public"."curricula"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tests" ADD CONSTRAINT "tests_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "test_attempts_number_unique" ON "test_attempts" USING btree ("test_id","student_id","number");--> statement-breakpoint
CREATE UNIQUE INDEX "test_attempts_open_unique" ON "test_attempts" USING btree ("test_id","student_id") WHERE "test_attempts"."submitted_at" is null;--> statement-breakpoint
CREATE INDEX "test_attempts_student_idx" ON "test_attempts" USING btree ("student_id","test_id","submitted_at","passed");--> statement-breakpoint
CREATE INDEX "test_attempts_deadline_idx" ON "test_attempts" USING btree ("deadline_at") WHERE "test_attempts"."submitted_at" is null and "test_attempts"."deadline_at" is not null;--> statement-breakpoint
CREATE INDEX "test_questions_test_idx" ON "test_questions" USING btree ("test_id","position");--> statement-breakpoint
CREATE INDEX "tests_curriculum_idx" ON "tests" USING btree ("curriculum_id");--> statement-breakpoint
CREATE INDEX "tests_course_idx" ON "tests" USING btree ("course_id");