CREATE TABLE "information_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"information_id" integer NOT NULL,
	"path" text NOT NULL,
	"name" text NOT NULL,
	"position" integer DEFAULT 0 NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "information_reads" (
	"id" serial PRIMARY KEY NOT NULL,
	"information_id" integer NOT NULL,
	"account_type" smallint NOT NULL,
	"account_id" integer NOT NULL,
	"read_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "information_reads_account_type" CHECK ("information_reads"."account_type" in (2, 3))
);
--> statement-breakpoint
CREATE TABLE "informations" (
	"id" serial PRIMARY KEY NOT NULL,
	"admin_id" integer,
	"name" text NOT NULL,
	"content" text NOT NULL,
	"priority" smallint NOT NULL,
	"notice_target" smallint NOT NULL,
	"company_filter" smallint DEFAULT 0 NOT NULL,
	"course_scope" smallint DEFAULT 0 NOT NULL,
	"course_ids" integer[] DEFAULT '{}'::integer[] NOT NULL,
	"publish_status" smallint DEFAULT 0 NOT NULL,
	"publish_date" timestamp with time zone DEFAULT now() NOT NULL,
	"announced_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "informations_priority" CHECK ("informations"."priority" between 0 and 2),
	CONSTRAINT "informations_notice_target" CHECK ("informations"."notice_target" between 0 and 3),
	CONSTRAINT "informations_company_filter" CHECK ("informations"."company_filter" in (0, -1)),
	CONSTRAINT "informations_course_scope" CHECK ("informations"."course_scope" in (0, 1)),
	CONSTRAINT "informations_publish_status" CHECK ("informations"."publish_status" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "webpush_subscriptions" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"endpoint" text NOT NULL,
	"p256dh" text NOT NULL,
	"auth" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "information_files" ADD CONSTRAINT "information_files_information_id_informations_id_fk" FOREIGN KEY ("information_id") REFERENCES "public"."informations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "information_reads" ADD CONSTRAINT "information_reads_information_id_informations_id_fk" FOREIGN KEY ("information_id") REFERENCES "public"."informations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "informations" ADD CONSTRAINT "informations_admin_id_staff_id_fk" FOREIGN KEY ("admin_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "webpush_subscriptions" ADD CONSTRAINT "webpush_subscriptions_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "information_files_information_idx" ON "information_files" USING btree ("information_id");--> statement-breakpoint
CREATE UNIQUE INDEX "information_reads_unique" ON "information_reads" USING btree ("information_id","account_type","account_id");--> statement-breakpoint
CREATE INDEX "information_reads_account_idx" ON "information_reads" USING btree ("account_type","account_id");--> statement-breakpoint
CREATE INDEX "informations_visible_idx" ON "informations" USING btree ("publish_status","publish_date");--> statement-breakpoint
CREATE UNIQUE INDEX "webpush_subscriptions_endpoint_unique" ON "webpush_subscriptions" USING btree ("endpoint");--> statement-breakpoint
CREATE INDEX "webpush_subscriptions_student_idx" ON "webpush_subscriptions" USING btree ("student_id");