ALTER TABLE "bookings" ADD COLUMN "ota_id" text COLLATE "C";--> statement-breakpoint
CREATE UNIQUE INDEX "bookings_ota_id" ON "bookings" USING btree ("account_id","ota_id");