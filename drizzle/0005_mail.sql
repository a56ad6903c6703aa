-- Mail (issue 11): every e-mail sent to or received from a hotel, kept as evidence, the bookings and hotel contacts
-- each concerns, and the addresses that bounced. New tables only: nothing existing changes.
CREATE TABLE `mail_failed_addresses` (
	`booking_pk` integer NOT NULL,
	`address` text NOT NULL,
	`at` text NOT NULL,
	`cause` text NOT NULL,
	`message_pk` integer,
	PRIMARY KEY(`booking_pk`, `address`)
);
--> statement-breakpoint
CREATE TABLE `mail_links` (
	`message_pk` integer NOT NULL,
	`booking_pk` integer NOT NULL,
	`contact_id` integer,
	PRIMARY KEY(`message_pk`, `booking_pk`)
);
--> statement-breakpoint
CREATE INDEX `mail_links_booking` ON `mail_links` (`booking_pk`);--> statement-breakpoint
CREATE INDEX `mail_links_contact` ON `mail_links` (`contact_id`);--> statement-breakpoint
CREATE TABLE `mail_messages` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`direction` text NOT NULL,
	`message_id` text,
	`token_hash` text,
	`source` text NOT NULL,
	`source_key` text,
	`sender` text,
	`recipients` text,
	`subject` text,
	`at` text NOT NULL,
	`raw` blob,
	`raw_bytes` integer,
	`raw_truncated` integer DEFAULT false NOT NULL,
	`stripped` text,
	`reading` text,
	`status` text NOT NULL,
	`matched_by` text,
	`sender_unknown` integer DEFAULT false NOT NULL,
	`processed_at` text,
	`note` text
);
--> statement-breakpoint
CREATE INDEX `mail_messages_message_id` ON `mail_messages` (`message_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `mail_messages_token` ON `mail_messages` (`token_hash`);--> statement-breakpoint
CREATE UNIQUE INDEX `mail_messages_source_key` ON `mail_messages` (`source_key`);--> statement-breakpoint
CREATE INDEX `mail_messages_status` ON `mail_messages` (`direction`,`status`);