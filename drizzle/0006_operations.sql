-- Operations (issue 13): purged_at, when the retention policy (src/store/retention.ts) erased a finished booking's guest data;
-- snoozed_until, an escalation an operator snoozed (reconfirm triage); contact_channel, the channel an operator chose.
ALTER TABLE `bookings` ADD `purged_at` text;--> statement-breakpoint
ALTER TABLE `bookings` ADD `snoozed_until` text;--> statement-breakpoint
ALTER TABLE `bookings` ADD `contact_channel` text;