CREATE TABLE `service_secrets` (
	`name` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
ALTER TABLE `bookings` ADD `next_risk_at` text;--> statement-breakpoint
CREATE INDEX `bookings_status_risk` ON `bookings` (`status`,`next_risk_at`);