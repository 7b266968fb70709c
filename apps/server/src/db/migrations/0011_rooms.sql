CREATE TABLE "room_digest_subscriptions" (
	"staff_id" integer PRIMARY KEY NOT NULL,
	"last_sent_on" date,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "room_files" (
	"id" serial PRIMARY KEY NOT NULL,
	"message_id" integer NOT NULL,
	"kind" smallint NOT NULL,
	"original_name" text NOT NULL,
	"stored_name" text NOT NULL,
	"size_bytes" integer NOT NULL,
	"content_type" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "room_files_kind" CHECK ("room_files"."kind" in (0, 1)),
	CONSTRAINT "room_files_size" CHECK ("room_files"."size_bytes" >= 0)
);
--> statement-breakpoint
CREATE TABLE "room_message_marks" (
	"message_id" integer PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"action_type" smallint NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "room_message_marks_action_type" CHECK ("room_message_marks"."action_type" in (0, 1))
);
--> statement-breakpoint
CREATE TABLE "room_messages" (
	"id" serial PRIMARY KEY NOT NULL,
	"room_id" integer NOT NULL,
	"message_type" smallint NOT NULL,
	"body" text NOT NULL,
	"student_id" integer,
	"staff_id" integer,
	"verdict" smallint,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"edited_at" timestamp with time zone,
	CONSTRAINT "room_messages_type" CHECK ("room_messages"."message_type" between 0 and 3),
	CONSTRAINT "room_messages_author" CHECK (("room_messages"."student_id" is not null and "room_messages"."staff_id" is null and "room_messages"."message_type" in (0, 1)) or ("room_messages"."staff_id" is not null and "room_messages"."student_id" is null and "room_messages"."message_type" in (2, 3))),
	CONSTRAINT "room_messages_verdict" CHECK ("room_messages"."verdict" is null or ("room_messages"."verdict" in (0, 2, 3) and "room_messages"."message_type" = 3))
);
--> statement-breakpoint
CREATE TABLE "room_snippets" (
	"id" serial PRIMARY KEY NOT NULL,
	"staff_id" integer NOT NULL,
	"title" text NOT NULL,
	"body" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "rooms" (
	"id" serial PRIMARY KEY NOT NULL,
	"student_id" integer NOT NULL,
	"step_id" integer NOT NULL,
	"status" smallint DEFAULT 0 NOT NULL,
	"check_status" smallint DEFAULT 1 NOT NULL,
	"question_open" boolean DEFAULT false NOT NULL,
	"waiting_since" timestamp with time zone DEFAULT now() NOT NULL,
	"last_message_id" integer,
	"last_message_at" timestamp with time zone,
	"message_count" integer DEFAULT 0 NOT NULL,
	"staff_unread_count" integer DEFAULT 0 NOT NULL,
	"student_read_message_id" integer,
	"claimed_by_staff_id" integer,
	"claim_expires_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "rooms_status" CHECK ("rooms"."status" between 0 and 3),
	CONSTRAINT "rooms_check_status" CHECK ("rooms"."check_status" in (0, 1)),
	CONSTRAINT "rooms_counts" CHECK ("rooms"."message_count" >= 0 and "rooms"."staff_unread_count" >= 0),
	CONSTRAINT "rooms_claim" CHECK (("rooms"."claimed_by_staff_id" is null) = ("rooms"."claim_expires_at" is null))
);
--> statement-breakpoint
ALTER TABLE "room_digest_subscriptions" ADD CONSTRAINT "room_digest_subscriptions_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_files" ADD CONSTRAINT "room_files_message_id_room_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."room_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_message_marks" ADD CONSTRAINT "room_message_marks_message_id_room_messages_id_fk" FOREIGN KEY ("message_id") REFERENCES "public"."room_messages"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_message_marks" ADD CONSTRAINT "room_message_marks_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_messages" ADD CONSTRAINT "room_messages_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_messages" ADD CONSTRAINT "room_messages_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_messages" ADD CONSTRAINT "room_messages_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "room_snippets" ADD CONSTRAINT "room_snippets_staff_id_staff_id_fk" FOREIGN KEY ("staff_id") REFERENCES "public"."staff"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_student_id_students_id_fk" FOREIGN KEY ("student_id") REFERENCES "public"."students"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_step_id_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."steps"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_claimed_by_staff_id_staff_id_fk" FOREIGN KEY ("claimed_by_staff_id") REFERENCES "public"."staff"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "room_files_message_idx" ON "room_files" USING btree ("message_id");--> statement-breakpoint
CREATE UNIQUE INDEX "room_files_stored_name_unique" ON "room_files" USING btree ("stored_name");--> statement-breakpoint
CREATE INDEX "room_message_marks_student_idx" ON "room_message_marks" USING btree ("student_id");--> statement-breakpoint
CREATE INDEX "room_messages_room_idx" ON "room_messages" USING btree ("room_id","id");--> statement-breakpoint
CREATE INDEX "room_messages_staff_idx" ON "room_messages" USING btree ("staff_id","room_id") WHERE "room_messages"."staff_id" is not null;--> statement-breakpoint
CREATE INDEX "room_snippets_staff_idx" ON "room_snippets" USING btree ("staff_id","title");--> statement-breakpoint
CREATE UNIQUE INDEX "rooms_student_step_unique" ON "rooms" USING btree ("student_id","step_id");--> statement-breakpoint
CREATE INDEX "rooms_step_idx" ON "rooms" USING btree ("step_id");--> statement-breakpoint
CREATE INDEX "rooms_waiting_on_teacher_idx" ON "rooms" USING btree ("waiting_since","id") WHERE "rooms"."status" = 1 or "rooms"."question_open";--> statement-breakpoint
CREATE INDEX "rooms_waiting_since_idx" ON "rooms" USING btree ("waiting_since","id");--> statement-breakpoint
CREATE INDEX "rooms_updated_idx" ON "rooms" USING btree ("updated_at","id");