-- One schedule: the job row is the only timer. The next hotel contact, the next risk check and the next webhook
-- attempt move from their own columns into jobs before those columns go, so no due work is lost on upgrade.
-- Jobs planned for later are not ready: the claim's index holds only the ready ones.
ALTER TABLE `jobs` ADD `backoff` text DEFAULT 'exponential' NOT NULL;--> statement-breakpoint
ALTER TABLE `jobs` ADD `backoff_base_ms` integer DEFAULT 1000 NOT NULL;--> statement-breakpoint
ALTER TABLE `jobs` ADD `backoff_cap_ms` integer DEFAULT 3600000 NOT NULL;--> statement-breakpoint
ALTER TABLE `jobs` ADD `rerun_at` integer;--> statement-breakpoint
ALTER TABLE `jobs` ADD `ready` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
INSERT INTO `jobs` (`task`, `payload`, `priority`, `run_at`, `key`, `created_at`)
  SELECT 'hotel.contact', json_object('bookingPk', `id`),
    `priority` * 1000000 + 999999 - max(0, min(999999, CAST((julianday(`check_in`) - julianday('now')) * 24 AS INTEGER))),
    CAST(round((julianday(`next_contact_at`) - 2440587.5) * 86400000) AS INTEGER), 'contact:' || `id`,
    CAST(round((julianday('now') - 2440587.5) * 86400000) AS INTEGER)
  FROM `bookings` WHERE `status` IN ('PENDING', 'ESCALATED') AND `next_contact_at` IS NOT NULL
  ON CONFLICT(`key`) DO UPDATE SET `run_at` = min(`run_at`, excluded.`run_at`);--> statement-breakpoint
INSERT INTO `jobs` (`task`, `payload`, `priority`, `run_at`, `key`, `created_at`)
  SELECT 'risk.check', json_object('bookingPk', `id`),
    `priority` * 1000000 + 999999 - max(0, min(999999, CAST((julianday(`check_in`) - julianday('now')) * 24 AS INTEGER))),
    CAST(round((julianday(`next_risk_at`) - 2440587.5) * 86400000) AS INTEGER), 'risk:' || `id`,
    CAST(round((julianday('now') - 2440587.5) * 86400000) AS INTEGER)
  FROM `bookings` WHERE `status` IN ('PENDING', 'ESCALATED') AND `next_risk_at` IS NOT NULL
  ON CONFLICT(`key`) DO UPDATE SET `run_at` = min(`run_at`, excluded.`run_at`);--> statement-breakpoint
INSERT INTO `jobs` (`task`, `payload`, `priority`, `run_at`, `key`, `created_at`)
  SELECT 'webhook.deliver', json_object('deliveryId', `id`), 0,
    CAST(round((julianday(coalesce(`next_attempt_at`, 'now')) - 2440587.5) * 86400000) AS INTEGER), 'deliver:' || `id`,
    CAST(round((julianday('now') - 2440587.5) * 86400000) AS INTEGER)
  FROM `webhook_deliveries` WHERE `status` = 'PENDING'
  ON CONFLICT(`key`) DO NOTHING;--> statement-breakpoint
-- A delivery job's attempts were its claims; now they are its POSTs, with the default webhook policy (34 in about a day).
UPDATE `jobs` SET `backoff_base_ms` = 2000,
    `attempts` = coalesce((SELECT `attempts` FROM `webhook_deliveries` d WHERE d.`id` = json_extract(`jobs`.`payload`, '$.deliveryId')), 0),
    `max_attempts` = max(34, coalesce((SELECT `attempts` + 1 FROM `webhook_deliveries` d WHERE d.`id` = json_extract(`jobs`.`payload`, '$.deliveryId')), 0))
  WHERE `task` = 'webhook.deliver';--> statement-breakpoint
UPDATE `jobs` SET `ready` = 0 WHERE `run_at` > CAST(round((julianday('now') - 2440587.5) * 86400000) AS INTEGER);--> statement-breakpoint
DROP INDEX `jobs_claim`;--> statement-breakpoint
CREATE INDEX `jobs_planned` ON `jobs` (`run_at`) WHERE ready = 0;--> statement-breakpoint
CREATE INDEX `jobs_claim` ON `jobs` (`task`,"priority" DESC,`run_at`,`id`) WHERE ready = 1;--> statement-breakpoint
DROP INDEX `bookings_status_next`;--> statement-breakpoint
DROP INDEX `bookings_status_risk`;--> statement-breakpoint
ALTER TABLE `bookings` DROP COLUMN `next_contact_at`;--> statement-breakpoint
ALTER TABLE `bookings` DROP COLUMN `next_risk_at`;--> statement-breakpoint
ALTER TABLE `webhook_deliveries` DROP COLUMN `next_attempt_at`;
