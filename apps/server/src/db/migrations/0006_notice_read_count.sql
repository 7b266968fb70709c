ALTER TABLE "informations" ADD COLUMN "read_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "informations" SET "read_count" = (SELECT count(*) FROM "information_reads" r WHERE r."information_id" = "informations"."id");
