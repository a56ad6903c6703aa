CREATE TABLE `settled_reviews` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`booking_pk` integer NOT NULL,
	`message_pk` integer NOT NULL,
	`settled_at` text NOT NULL,
	`actor` text NOT NULL,
	`action` text NOT NULL,
	`booking` text NOT NULL,
	`decision` text NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `settled_reviews_pair` ON `settled_reviews` (`booking_pk`,`message_pk`);--> statement-breakpoint
CREATE INDEX `settled_reviews_at` ON `settled_reviews` (`settled_at`);