ALTER TABLE `mail_messages` ADD `client` text;--> statement-breakpoint
ALTER TABLE `mail_messages` ADD `auth` text;