ALTER TABLE "hotel_replies" ADD COLUMN "times" bigint DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "hotel_replies" ADD COLUMN "last_at" text COLLATE "C";