ALTER TABLE "curricula" ADD COLUMN "normal_days" integer DEFAULT 20 NOT NULL;--> statement-breakpoint
ALTER TABLE "curricula" ADD COLUMN "intensive_days" integer DEFAULT 10 NOT NULL;--> statement-breakpoint
ALTER TABLE "curricula" ADD CONSTRAINT "curricula_days" CHECK ("curricula"."normal_days" between 0 and 3650 and "curricula"."intensive_days" between 0 and 3650);--> statement-breakpoint
-- A curriculum already listed by courses takes the days most of them give it (ties: the oldest course's); others keep 20 / 10.
UPDATE "curricula" AS c SET
  "normal_days" = coalesce((SELECT cc."normal_days" FROM "course_curricula" AS cc WHERE cc."curriculum_id" = c."id" GROUP BY cc."normal_days" ORDER BY count(*) DESC, min(cc."course_id") LIMIT 1), 20),
  "intensive_days" = coalesce((SELECT cc."intensive_days" FROM "course_curricula" AS cc WHERE cc."curriculum_id" = c."id" GROUP BY cc."intensive_days" ORDER BY count(*) DESC, min(cc."course_id") LIMIT 1), 10);
