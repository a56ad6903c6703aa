-- One digest per hotel: the contact attempts of the bookings listed in one e-mail point at the attempt that carries
-- the digest's token (the first booking's), so the digest's reply page finds every line.
ALTER TABLE `hotel_contacts` ADD `digest_id` integer;--> statement-breakpoint
CREATE INDEX `hotel_contacts_digest` ON `hotel_contacts` (`digest_id`);
