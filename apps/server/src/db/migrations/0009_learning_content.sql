CREATE TABLE "course_curricula" (
	"course_id" integer NOT NULL,
	"curriculum_id" integer NOT NULL,
	"position" integer NOT NULL,
	"normal_days" integer NOT NULL,
	"intensive_days" integer NOT NULL,
	CONSTRAINT "course_curricula_course_id_curriculum_id_pk" PRIMARY KEY("course_id","curriculum_id"),
	CONSTRAINT "course_curricula_days" CHECK ("course_curricula"."normal_days" between 0 and 3650 and "course_curricula"."intensive_days" between 0 and 3650)
);
--> statement-breakpoint
CREATE TABLE "courses" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"mode" smallint DEFAULT 0 NOT NULL,
	"publish_status" smallint DEFAULT 0 NOT NULL,
	"sequential" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "courses_mode" CHECK ("courses"."mode" in (0, 1)),
	CONSTRAINT "courses_publish_status" CHECK ("courses"."publish_status" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "curricula" (
	"id" serial PRIMARY KEY NOT NULL,
	"name" text NOT NULL,
	"description" text,
	"publish_status" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "curricula_publish_status" CHECK ("curricula"."publish_status" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "step_attachments" (
	"id" serial PRIMARY KEY NOT NULL,
	"step_id" integer NOT NULL,
	"file_path" text NOT NULL,
	"file_name" text NOT NULL,
	"content_type" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"position" integer NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "step_movies" (
	"step_id" integer NOT NULL,
	"movie_id" integer NOT NULL,
	"position" integer NOT NULL,
	CONSTRAINT "step_movies_step_id_movie_id_pk" PRIMARY KEY("step_id","movie_id")
);
--> statement-breakpoint
CREATE TABLE "steps" (
	"id" serial PRIMARY KEY NOT NULL,
	"curriculum_id" integer NOT NULL,
	"position" integer NOT NULL,
	"title" text NOT NULL,
	"step_type" smallint DEFAULT 1 NOT NULL,
	"body" text DEFAULT '' NOT NULL,
	"standard_hours" numeric(5, 1) DEFAULT 1 NOT NULL,
	"publish_status" smallint DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "steps_step_type" CHECK ("steps"."step_type" in (0, 1)),
	CONSTRAINT "steps_publish_status" CHECK ("steps"."publish_status" in (0, 1)),
	CONSTRAINT "steps_standard_hours" CHECK ("steps"."standard_hours" between 0 and 1000)
);
--> statement-breakpoint
CREATE TABLE "daily_report_comments" (
	"id" serial PRIMARY KEY NOT NULL,
	"report_id" integer NOT NULL,
	"staff_id" integer,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "daily_reports" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"report_date" date NOT NULL,
	"study_minutes" integer NOT NULL,
	"did" text NOT NULL,
	"next" text DEFAULT '' NOT NULL,
	"troubles" text DEFAULT '' NOT NULL,
	"checked_by_staff_id" integer,
	"checked_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "daily_reports_minutes" CHECK ("daily_reports"."study_minutes" between 0 and 1440)
);
--> statement-breakpoint
CREATE TABLE "movie_views" (
	"student_id" integer NOT NULL,
	"movie_id" integer NOT NULL,
	"position_seconds" numeric(10, 3) DEFAULT 0 NOT NULL,
	"watched_ranges" jsonb DEFAULT '[]'::jsonb NOT NULL,
	"watched_seconds" numeric(10, 3) DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "movie_views_student_id_movie_id_pk" PRIMARY KEY("student_id","movie_id")
);
--> statement-breakpoint
CREATE TABLE "selfchecks" (
	"student_id" integer NOT NULL,
	"curriculum_id" integer NOT NULL,
	"understanding" smallint NOT NULL,
	"comment" text DEFAULT '' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "selfchecks_student_id_curriculum_id_pk" PRIMARY KEY("student_id","curriculum_id"),
	CONSTRAINT "selfchecks_understanding" CHECK ("selfchecks"."understanding" between 1 and 5)
);
--> statement-breakpoint
CREATE TABLE "step_completions" (
	"student_id" integer NOT NULL,
	"step_id" integer NOT NULL,
	"source" smallint NOT NULL,
	"completed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "step_completions_student_id_step_id_pk" PRIMARY KEY("student_id","step_id")
);
--> statement-breakpoint
CREATE TABLE "student_progress" (
	"student_id" integer PRIMARY KEY NOT NULL,
	"course_id" integer NOT NULL,
	"steps_done" integer DEFAULT 0 NOT NULL,
	"steps_total" integer DEFAULT 0 NOT NULL,
	"plan_days" numeric(8, 2) DEFAULT 0 NOT NULL,
	"earned_days" numeric(8, 2) DEFAULT 0 NOT NULL,
	"current_curriculum_id" integer,
	"current_step_id" integer,
	"last_activity_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "study_sessions" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"step_id" integer,
	"curriculum_id" integer,
	"course_id" integer,
	"study_date" date NOT NULL,
	"started_at" timestamp with time zone NOT NULL,
	"ended_at" timestamp with time zone NOT NULL,
	"seconds" integer NOT NULL,
	CONSTRAINT "study_sessions_order" CHECK ("study_sessions"."ended_at" >= "study_sessions"."started_at")
);
--> statement-breakpoint
CREATE TABLE "movies" (
	"id" serial PRIMARY KEY NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"file_name" text NOT NULL,
	"original_name" text,
	"content_type" text NOT NULL,
	"size_bytes" bigint NOT NULL,
	"duration_seconds" numeric(10, 3) NOT NULL,
	"uploaded_by_staff_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "movies_file_name_unique" UNIQUE("file_name")
);
--> statement-breakpoint
ALTER TABLE "course_curricula" ADD CONSTRAINT "course_curricula_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "course_curricula" ADD CONSTRAINT "course_curricula_curriculum_id_curricula_id_fk" FOREIGN KEY ("curriculum_id") REFERENCES "public"."curricula"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "step_attachments" ADD CONSTRAINT "step_attachments_step_id_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."steps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "step_movies" ADD CONSTRAINT "step_movies_step_id_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."steps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "step_movies" ADD CONSTRAINT "step_movies_movie_id_movies_id_fk" FOREIGN KEY ("movie_id") REFERENCES "public"."movies"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "steps" ADD CONSTRAINT "steps_curriculum_id_curricula_id_fk" FOREIGN KEY ("curriculum_id") REFERENCES "public"."curricula"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_report_comments" ADD CONSTRAINT "daily_report_comments_report_id_daily_reports_id_fk" FOREIGN KEY ("report_id") REFERENCES "public"."daily_reports"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_report_comments" ADD CONSTRAINT "daily_report_comments_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_reports" ADD CONSTRAINT "daily_reports_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "daily_reports" ADD CONSTRAINT "daily_reports_checked_by_staff_id_staff_id_fk" FOREIGN KEY ("checked_by_staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movie_views" ADD CONSTRAINT "movie_views_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movie_views" ADD CONSTRAINT "movie_views_movie_id_movies_id_fk" FOREIGN KEY ("movie_id") REFERENCES "public"."movies"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selfchecks" ADD CONSTRAINT "selfchecks_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "selfchecks" ADD CONSTRAINT "selfchecks_curriculum_id_curricula_id_fk" FOREIGN KEY ("curriculum_id") REFERENCES "public"."curricula"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "step_completions" ADD CONSTRAINT "step_completions_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "step_completions" ADD CONSTRAINT "step_completions_step_id_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."steps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_progress" ADD CONSTRAINT "student_progress_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_progress" ADD CONSTRAINT "student_progress_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_progress" ADD CONSTRAINT "student_progress_current_curriculum_id_curricula_id_fk" FOREIGN KEY ("current_curriculum_id") REFERENCES "public"."curricula"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "student_progress" ADD CONSTRAINT "student_progress_current_step_id_steps_id_fk" FOREIGN KEY ("current_step_id") REFERENCES "public"."steps"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_sessions" ADD CONSTRAINT "study_sessions_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_sessions" ADD CONSTRAINT "study_sessions_step_id_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."steps"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_sessions" ADD CONSTRAINT "study_sessions_curriculum_id_curricula_id_fk" FOREIGN KEY ("curriculum_id") REFERENCES "public"."curricula"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "study_sessions" ADD CONSTRAINT "study_sessions_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "movies" ADD CONSTRAINT "movies_uploaded_by_staff_id_staff_id_fk" FOREIGN KEY ("uploaded_by_staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "course_curricula_curriculum_idx" ON "course_curricula" USING btree ("curriculum_id");--> statement-breakpoint
CREATE INDEX "step_attachments_step_idx" ON "step_attachments" USING btree ("step_id");--> statement-breakpoint
CREATE INDEX "step_movies_movie_idx" ON "step_movies" USING btree ("movie_id");--> statement-breakpoint
CREATE INDEX "steps_curriculum_idx" ON "steps" USING btree ("curriculum_id","position");--> statement-breakpoint
CREATE INDEX "daily_report_comments_report_idx" ON "daily_report_comments" USING btree ("report_id");--> statement-breakpoint
CREATE UNIQUE INDEX "daily_reports_student_date_unique" ON "daily_reports" USING btree ("student_id","report_date");--> statement-breakpoint
CREATE INDEX "daily_reports_date_idx" ON "daily_reports" USING btree ("report_date");--> statement-breakpoint
CREATE INDEX "step_completions_step_idx" ON "step_completions" USING btree ("step_id");--> statement-breakpoint
CREATE INDEX "student_progress_course_idx" ON "student_progress" USING btree ("course_id");--> statement-breakpoint
CREATE INDEX "study_sessions_student_date_idx" ON "study_sessions" USING btree ("student_id","study_date");--> statement-breakpoint
-- Course ids written before courses existed point nowhere: cleared before the key is added.
UPDATE "students" SET "course_id" = NULL WHERE "course_id" IS NOT NULL;--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_course_id_courses_id_fk" FOREIGN KEY ("course_id") REFERENCES "public"."courses"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "students_course_idx" ON "students" USING btree ("course_id");