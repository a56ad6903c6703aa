-- Retention (src/store/retention.ts): when a finished booking's guest data was erased; NULL while it is kept.
ALTER TABLE `bookings` ADD `purged_at` text;
