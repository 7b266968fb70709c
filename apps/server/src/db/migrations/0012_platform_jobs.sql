CREATE TABLE "platform_jobs" (
	"name" text PRIMARY KEY NOT NULL,
	"period_start" timestamp with time zone,
	"requested_at" timestamp with time zone,
	"lease_until" timestamp with time zone,
	"last_started_at" timestamp with time zone,
	"last_finished_at" timestamp with time zone,
	"last_duration_ms" integer,
	"last_error" text,
	"last_failed_at" timestamp with time zone,
	"consecutive_failures" integer DEFAULT 0 NOT NULL
);
