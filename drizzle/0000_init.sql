CREATE TABLE `accounts` (
	`id` text PRIMARY KEY NOT NULL,
	`name` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `api_keys` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`prefix` text NOT NULL,
	`hash` text NOT NULL,
	`label` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ','now')) NOT NULL,
	`expires_at` text,
	`revoked_at` text,
	`last_used_at` text,
	FOREIGN KEY (`account_id`) REFERENCES `accounts`(`id`) ON UPDATE no action ON DELETE no action
);
--> statement-breakpoint
CREATE INDEX `api_keys_account` ON `api_keys` (`account_id`);--> statement-breakpoint
CREATE TABLE `booking_history` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`booking_pk` integer NOT NULL,
	`at` text NOT NULL,
	`actor` text NOT NULL,
	`kind` text NOT NULL,
	`from_status` text,
	`to_status` text,
	`message` text NOT NULL,
	`data` text
);
--> statement-breakpoint
CREATE INDEX `booking_history_booking` ON `booking_history` (`booking_pk`,`id`);--> statement-breakpoint
CREATE TABLE `bookings` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`account_id` text NOT NULL,
	`booking_id` text NOT NULL,
	`booking_code` text NOT NULL,
	`line_code` text,
	`supplier_ref` text,
	`status` text NOT NULL,
	`data` text NOT NULL,
	`hotel_name` text NOT NULL,
	`master_provider` text,
	`check_in` text NOT NULL,
	`check_out` text NOT NULL,
	`priority` integer DEFAULT 0 NOT NULL,
	`hcn` text,
	`rebook_of` integer,
	`rebooked_by` integer,
	`channel` text,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_contact_at` text,
	`next_contact_at` text,
	`version` integer DEFAULT 1 NOT NULL,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	`confirmed_at` text
);
--> statement-breakpoint
CREATE UNIQUE INDEX `bookings_booking_id` ON `bookings` (`account_id`,`booking_id`);--> statement-breakpoint
CREATE INDEX `bookings_code` ON `bookings` (`account_id`,`booking_code`);--> statement-breakpoint
CREATE INDEX `bookings_line_code` ON `bookings` (`account_id`,`line_code`);--> statement-breakpoint
CREATE INDEX `bookings_supplier_ref` ON `bookings` (`account_id`,`supplier_ref`);--> statement-breakpoint
CREATE INDEX `bookings_status_next` ON `bookings` (`status`,`next_contact_at`);--> statement-breakpoint
CREATE INDEX `bookings_check_in` ON `bookings` (`check_in`);--> statement-breakpoint
CREATE TABLE `escalations` (
	`booking_pk` integer NOT NULL,
	`reason` text NOT NULL,
	`raised_at` text NOT NULL,
	`severity` text NOT NULL,
	`message` text NOT NULL,
	`data` text,
	PRIMARY KEY(`booking_pk`, `reason`)
);
--> statement-breakpoint
CREATE TABLE `hotel_contacts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`booking_pk` integer NOT NULL,
	`channel` text NOT NULL,
	`attempt` integer NOT NULL,
	`sent_at` text NOT NULL,
	`status` text NOT NULL,
	`token_hash` text,
	`expires_at` text,
	`used_at` text,
	`detail` text
);
--> statement-breakpoint
CREATE INDEX `hotel_contacts_booking` ON `hotel_contacts` (`booking_pk`);--> statement-breakpoint
CREATE UNIQUE INDEX `hotel_contacts_token` ON `hotel_contacts` (`token_hash`);--> statement-breakpoint
CREATE TABLE `hotel_replies` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`booking_pk` integer NOT NULL,
	`contact_id` integer,
	`received_at` text NOT NULL,
	`source` text NOT NULL,
	`hcn` text,
	`no_booking` integer DEFAULT false NOT NULL,
	`values` text,
	`outcome` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `hotel_replies_booking` ON `hotel_replies` (`booking_pk`);--> statement-breakpoint
CREATE TABLE `jobs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`task` text NOT NULL,
	`payload` text NOT NULL,
	`priority` integer DEFAULT 0 NOT NULL,
	`run_at` integer NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`max_attempts` integer DEFAULT 25 NOT NULL,
	`locked_at` integer,
	`locked_by` text,
	`last_error` text,
	`failed_at` integer,
	`key` text,
	`created_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `jobs_ready` ON `jobs` (`task`,`run_at`);--> statement-breakpoint
CREATE UNIQUE INDEX `jobs_key` ON `jobs` (`key`);--> statement-breakpoint
CREATE TABLE `submissions` (
	`trace_id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`kind` text NOT NULL,
	`request_id` text NOT NULL,
	`received_at` text NOT NULL,
	`state` text NOT NULL,
	`payload` text NOT NULL,
	`bookings_count` integer NOT NULL,
	`applied_at` text
);
--> statement-breakpoint
CREATE INDEX `submissions_state` ON `submissions` (`state`);--> statement-breakpoint
CREATE TABLE `trace_outcomes` (
	`trace_id` text NOT NULL,
	`idx` integer NOT NULL,
	`booking_id` text NOT NULL,
	`outcome` text NOT NULL,
	`message` text NOT NULL,
	`booking_pk` integer,
	PRIMARY KEY(`trace_id`, `idx`)
);
--> statement-breakpoint
CREATE TABLE `webhook_deliveries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`event_id` text NOT NULL,
	`endpoint_id` text NOT NULL,
	`status` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`next_attempt_at` text,
	`last_attempt_at` text,
	`last_status` integer,
	`last_error` text,
	`delivered_at` text,
	`created_at` text NOT NULL,
	`duration_ms` real
);
--> statement-breakpoint
CREATE UNIQUE INDEX `webhook_deliveries_pair` ON `webhook_deliveries` (`event_id`,`endpoint_id`);--> statement-breakpoint
CREATE INDEX `webhook_deliveries_status` ON `webhook_deliveries` (`status`);--> statement-breakpoint
CREATE TABLE `webhook_endpoints` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`url` text NOT NULL,
	`events` text NOT NULL,
	`secret` text NOT NULL,
	`previous_secret` text,
	`previous_secret_expires_at` text,
	`description` text,
	`created_at` text NOT NULL,
	`removed_at` text
);
--> statement-breakpoint
CREATE TABLE `webhook_events` (
	`id` text PRIMARY KEY NOT NULL,
	`account_id` text NOT NULL,
	`type` text NOT NULL,
	`booking_pk` integer,
	`payload` text NOT NULL,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `webhook_events_booking` ON `webhook_events` (`booking_pk`);