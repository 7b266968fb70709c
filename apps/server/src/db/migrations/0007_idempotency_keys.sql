CREATE TABLE "idempotency_keys" (
	"id" serial PRIMARY KEY NOT NULL,
	"account_type" smallint NOT NULL,
	"account_id" integer NOT NULL,
	"key" text NOT NULL,
	"fingerprint" text,
	"claim" text NOT NULL,
	"claimed_until" timestamp with time zone NOT NULL,
	"response_status" smallint,
	"response_type" text,
	"response_body" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX "idempotency_keys_account_key_unique" ON "idempotency_keys" USING btree ("account_type","account_id","key");--> statement-breakpoint
CREATE INDEX "idempotency_keys_expires_idx" ON "idempotency_keys" USING btree ("expires_at");