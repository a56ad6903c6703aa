ALTER TABLE "mail_messages" ADD COLUMN "client" text COLLATE "C";--> statement-breakpoint
ALTER TABLE "mail_messages" ADD COLUMN "auth" text COLLATE "C";