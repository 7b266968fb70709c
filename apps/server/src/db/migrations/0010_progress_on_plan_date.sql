ALTER TABLE "student_progress" ADD COLUMN "on_plan_date" date;--> statement-breakpoint
CREATE INDEX "student_progress_on_plan_idx" ON "student_progress" USING btree ("on_plan_date","student_id" DESC NULLS LAST);--> statement-breakpoint
-- The day the work done is on plan (start + ⌈earned days⌉), null without a start date or once every step is done.
UPDATE "student_progress" AS p SET "on_plan_date" = s."start_date" + ceil(p."earned_days")::integer
FROM "students" AS s
WHERE s."id" = p."student_id" AND s."start_date" IS NOT NULL AND NOT (p."steps_total" > 0 AND p."steps_done" >= p."steps_total");
