ALTER TABLE "company_users" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "staff" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "students" ADD COLUMN "language" text;--> statement-breakpoint
ALTER TABLE "company_users" ADD CONSTRAINT "company_users_language" CHECK ("company_users"."language" is null or "company_users"."language" in ('ja', 'en'));--> statement-breakpoint
ALTER TABLE "staff" ADD CONSTRAINT "staff_language" CHECK ("staff"."language" is null or "staff"."language" in ('ja', 'en'));--> statement-breakpoint
ALTER TABLE "students" ADD CONSTRAINT "students_language" CHECK ("students"."language" is null or "students"."language" in ('ja', 'en'));