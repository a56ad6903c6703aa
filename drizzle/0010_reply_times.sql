ALTER TABLE `hotel_replies` ADD `times` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `hotel_replies` ADD `last_at` text;