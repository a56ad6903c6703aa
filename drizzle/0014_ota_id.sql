ALTER TABLE `bookings` ADD `ota_id` text;--> statement-breakpoint
CREATE UNIQUE INDEX `bookings_ota_id` ON `bookings` (`account_id`,`ota_id`);