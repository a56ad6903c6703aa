// The PostgreSQL mirror of the service database (src/store/schema.ts): same tables, columns, keys and indexes, so the
// store's SQL text runs on both engines with the same JS values. `npm run db:generate` turns changes into drizzle-pg/.
// Keep the two in step: test/store/pg-schema.test.ts fails when they drift.
//
// Type mapping (SQLite -> PostgreSQL):
// - integer -> bigint, read as a JS number (ms-epoch times, counters and ids all fit); the AUTOINCREMENT keys are
//   identity columns BY DEFAULT, so an explicit id can still be inserted. The boolean-mode integers (no_booking,
//   raw_truncated, sender_unknown) stay 0/1 bigints: the store writes and reads them as numbers on SQLite too.
// - text -> text COLLATE "C": SQLite compares and sorts text byte by byte (BINARY); a database's default collation
//   (e.g. en_US.UTF-8) would order ORDER BY status / task / reason differently. Enum-typed texts stay plain text.
// - real -> double precision; blob -> bytea.
// - strftime('%Y-%m-%dT%H:%M:%fZ','now') -> the same ISO-8601 text with milliseconds, from statement_timestamp()
//   (SQLite's 'now' is fixed per statement; now() would be fixed per transaction).
import { sql } from 'drizzle-orm';
import { bigint, customType, doublePrecision, index, pgTable, primaryKey, uniqueIndex } from 'drizzle-orm/pg-core';

/** Text compared byte by byte, as SQLite's BINARY collation does. */
const text = customType<{ data: string; driverData: string }>({ dataType: () => 'text COLLATE "C"' });

/** SQLite's blob: Buffer in, Buffer out (pg returns bytea as a Buffer). */
const bytea = customType<{ data: Buffer; driverData: Buffer }>({ dataType: () => 'bytea' });

/** SQLite's integer: int8, read as a number. */
const integer = <N extends string>(name: N) => bigint(name, { mode: 'number' });

/** The AUTOINCREMENT key: generated when omitted, an explicit value still accepted. */
const autoId = <N extends string>(name: N) => integer(name).primaryKey().generatedByDefaultAsIdentity();

const now = sql`to_char(statement_timestamp() AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;

export const accounts = pgTable('accounts', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  createdAt: text('created_at').notNull().default(now),
});

export const apiKeys = pgTable(
  'api_keys',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id')
      .notNull()
      .references(() => accounts.id),
    prefix: text('prefix').notNull(),
    hash: text('hash').notNull(),
    label: text('label'),
    createdAt: text('created_at').notNull().default(now),
    expiresAt: text('expires_at'),
    revokedAt: text('revoked_at'),
    lastUsedAt: text('last_used_at'),
    admin: integer('admin').notNull().default(0),
  },
  (t) => [index('api_keys_account').on(t.accountId)],
);

export const submissions = pgTable(
  'submissions',
  {
    traceId: text('trace_id').primaryKey(),
    accountId: text('account_id').notNull(),
    kind: text('kind').$type<'add' | 'update' | 'events'>().notNull(),
    requestId: text('request_id').notNull(),
    receivedAt: text('received_at').notNull(),
    state: text('state').$type<'QUEUED' | 'APPLIED'>().notNull(),
    payload: text('payload').notNull(),
    bookingsCount: integer('bookings_count').notNull(),
    appliedAt: text('applied_at'),
  },
  (t) => [index('submissions_state').on(t.state)],
);

export const traceOutcomes = pgTable(
  'trace_outcomes',
  {
    traceId: text('trace_id').notNull(),
    idx: integer('idx').notNull(),
    bookingId: text('booking_id').notNull(),
    outcome: text('outcome').notNull(),
    message: text('message').notNull(),
    bookingPk: integer('booking_pk'),
  },
  (t) => [primaryKey({ columns: [t.traceId, t.idx] })],
);

export const bookings = pgTable(
  'bookings',
  {
    id: autoId('id'),
    accountId: text('account_id').notNull(),
    bookingId: text('booking_id').notNull(),
    bookingCode: text('booking_code').notNull(),
    lineCode: text('line_code'),
    supplierRef: text('supplier_ref'),
    status: text('status').$type<'PENDING' | 'CONFIRMED' | 'ESCALATED' | 'CANCELLED'>().notNull(),
    data: text('data').notNull(),
    hotelName: text('hotel_name').notNull(),
    masterProvider: text('master_provider'),
    checkIn: text('check_in').notNull(),
    checkOut: text('check_out').notNull(),
    priority: integer('priority').notNull().default(0),
    hcn: text('hcn'),
    rebookOf: integer('rebook_of'),
    rebookedBy: integer('rebooked_by'),
    channel: text('channel'),
    attempts: integer('attempts').notNull().default(0),
    lastContactAt: text('last_contact_at'),
    version: integer('version').notNull().default(1),
    createdAt: text('created_at').notNull(),
    updatedAt: text('updated_at').notNull(),
    confirmedAt: text('confirmed_at'),
    purgedAt: text('purged_at'),
    snoozedUntil: text('snoozed_until'),
    contactChannel: text('contact_channel'),
    /** The lead guest's surname as the events body gives it (AllGuests[].LastName): OpenTravel's Surname; erased by retention. */
    leadLastName: text('lead_last_name'),
    /**
     * The OpenTravel UniqueID@ID of a BookingId over 32 characters (src/domain/ota/reservation.ts otaUniqueId), decided
     * at its first OTA contact and kept for every later message; unique per account. NULL: the BookingId is sent as is.
     */
    otaId: text('ota_id'),
  },
  (t) => [
    uniqueIndex('bookings_booking_id').on(t.accountId, t.bookingId),
    uniqueIndex('bookings_ota_id').on(t.accountId, t.otaId),
    index('bookings_code').on(t.accountId, t.bookingCode),
    index('bookings_line_code').on(t.accountId, t.lineCode),
    index('bookings_supplier_ref').on(t.accountId, t.supplierRef),
    index('bookings_check_in').on(t.checkIn),
  ],
);

export const bookingHistory = pgTable(
  'booking_history',
  {
    id: autoId('id'),
    bookingPk: integer('booking_pk').notNull(),
    at: text('at').notNull(),
    actor: text('actor').notNull(),
    kind: text('kind').notNull(),
    fromStatus: text('from_status'),
    toStatus: text('to_status'),
    message: text('message').notNull(),
    data: text('data'),
  },
  (t) => [index('booking_history_booking').on(t.bookingPk, t.id)],
);

export const jobs = pgTable(
  'jobs',
  {
    id: autoId('id'),
    task: text('task').notNull(),
    payload: text('payload').notNull(),
    priority: integer('priority').notNull().default(0),
    runAt: integer('run_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(25),
    backoff: text('backoff').$type<'exponential' | 'fixed'>().notNull().default('exponential'),
    backoffBaseMs: integer('backoff_base_ms').notNull().default(1000),
    backoffCapMs: integer('backoff_cap_ms').notNull().default(3_600_000),
    lockedAt: integer('locked_at'),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    failedAt: integer('failed_at'),
    key: text('key'),
    rerunAt: integer('rerun_at'),
    /**
     * 0/1/2 as on SQLite (not boolean): the partial indexes' predicates read the same on both. PostgreSQL's claim leaves
     * a held job at 1 (a claim stays a HOT update); SQLite's sets 2 (src/store/jobs.ts).
     */
    ready: integer('ready').notNull().default(1),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('jobs_key').on(t.key),
    // priority is NOT NULL, so SQLite's DESC (NULLs last) and PostgreSQL's (NULLs first) order the same rows alike.
    index('jobs_claim').on(t.task, t.priority.desc(), t.runAt, t.id).where(sql`ready = 1`),
    index('jobs_planned').on(t.runAt).where(sql`ready = 0`),
    index('jobs_running').on(t.task).where(sql`ready = 2`),
  ],
);

export const hotelContacts = pgTable(
  'hotel_contacts',
  {
    id: autoId('id'),
    bookingPk: integer('booking_pk').notNull(),
    channel: text('channel').notNull(),
    attempt: integer('attempt').notNull(),
    sentAt: text('sent_at').notNull(),
    status: text('status').notNull(),
    tokenHash: text('token_hash'),
    expiresAt: text('expires_at'),
    usedAt: text('used_at'),
    detail: text('detail'),
    digestId: integer('digest_id'),
  },
  (t) => [index('hotel_contacts_booking').on(t.bookingPk), index('hotel_contacts_digest').on(t.digestId)],
);

export const hotelReplies = pgTable(
  'hotel_replies',
  {
    id: autoId('id'),
    bookingPk: integer('booking_pk').notNull(),
    contactId: integer('contact_id'),
    receivedAt: text('received_at').notNull(),
    source: text('source').notNull(),
    hcn: text('hcn'),
    /** 0/1, as SQLite stores drizzle's boolean mode (DEFAULT false is 0 there). */
    noBooking: integer('no_booking').notNull().default(0),
    values: text('values'),
    outcome: text('outcome').notNull(),
    /** Answers without an HCN to one attempt are one row: how many it merges, and when the last came (migration 0009). */
    times: integer('times').notNull().default(1),
    lastAt: text('last_at'),
  },
  (t) => [index('hotel_replies_booking').on(t.bookingPk)],
);

export const serviceSecrets = pgTable('service_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: text('created_at').notNull(),
});

export const escalations = pgTable(
  'escalations',
  {
    bookingPk: integer('booking_pk').notNull(),
    reason: text('reason').notNull(),
    raisedAt: text('raised_at').notNull(),
    severity: text('severity').notNull(),
    message: text('message').notNull(),
    data: text('data'),
  },
  (t) => [primaryKey({ columns: [t.bookingPk, t.reason] })],
);

export const webhookEndpoints = pgTable('webhook_endpoints', {
  id: text('id').primaryKey(),
  accountId: text('account_id').notNull(),
  url: text('url').notNull(),
  events: text('events').notNull(),
  secret: text('secret').notNull(),
  previousSecret: text('previous_secret'),
  previousSecretExpiresAt: text('previous_secret_expires_at'),
  description: text('description'),
  createdAt: text('created_at').notNull(),
  removedAt: text('removed_at'),
});

export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull(),
    type: text('type').notNull(),
    bookingPk: integer('booking_pk'),
    payload: text('payload').notNull(),
    createdAt: text('created_at').notNull(),
  },
  (t) => [index('webhook_events_booking').on(t.bookingPk)],
);

export const webhookDeliveries = pgTable(
  'webhook_deliveries',
  {
    id: autoId('id'),
    eventId: text('event_id').notNull(),
    endpointId: text('endpoint_id').notNull(),
    status: text('status').$type<'PENDING' | 'DELIVERED' | 'FAILED'>().notNull(),
    attempts: integer('attempts').notNull().default(0),
    lastAttemptAt: text('last_attempt_at'),
    lastStatus: integer('last_status'),
    lastError: text('last_error'),
    deliveredAt: text('delivered_at'),
    createdAt: text('created_at').notNull(),
    durationMs: doublePrecision('duration_ms'),
  },
  (t) => [uniqueIndex('webhook_deliveries_pair').on(t.eventId, t.endpointId), index('webhook_deliveries_status').on(t.status)],
);

export const mailMessages = pgTable(
  'mail_messages',
  {
    id: autoId('id'),
    direction: text('direction').$type<'out' | 'in'>().notNull(),
    messageId: text('message_id'),
    tokenHash: text('token_hash'),
    source: text('source').notNull(),
    sourceKey: text('source_key'),
    sender: text('sender'),
    recipients: text('recipients'),
    subject: text('subject'),
    at: text('at').notNull(),
    raw: bytea('raw'),
    rawBytes: integer('raw_bytes'),
    rawTruncated: integer('raw_truncated').notNull().default(0),
    stripped: text('stripped'),
    reading: text('reading'),
    status: text('status').notNull(),
    matchedBy: text('matched_by'),
    senderUnknown: integer('sender_unknown').notNull().default(0),
    client: text('client'),
    auth: text('auth'),
    processedAt: text('processed_at'),
    note: text('note'),
  },
  (t) => [
    index('mail_messages_message_id').on(t.messageId),
    uniqueIndex('mail_messages_token').on(t.tokenHash),
    uniqueIndex('mail_messages_source_key').on(t.sourceKey),
    index('mail_messages_status').on(t.direction, t.status),
  ],
);

export const mailLinks = pgTable(
  'mail_links',
  {
    messagePk: integer('message_pk').notNull(),
    bookingPk: integer('booking_pk').notNull(),
    contactId: integer('contact_id'),
  },
  (t) => [primaryKey({ columns: [t.messagePk, t.bookingPk] }), index('mail_links_booking').on(t.bookingPk), index('mail_links_contact').on(t.contactId)],
);

export const mailFailedAddresses = pgTable(
  'mail_failed_addresses',
  {
    bookingPk: integer('booking_pk').notNull(),
    address: text('address').notNull(),
    at: text('at').notNull(),
    cause: text('cause').notNull(),
    messagePk: integer('message_pk'),
  },
  (t) => [primaryKey({ columns: [t.bookingPk, t.address] })],
);

export const settledReviews = pgTable(
  'settled_reviews',
  {
    id: autoId('id'),
    bookingPk: integer('booking_pk').notNull(),
    messagePk: integer('message_pk').notNull(),
    settledAt: text('settled_at').notNull(),
    actor: text('actor').notNull(),
    action: text('action').notNull(),
    booking: text('booking').notNull(),
    decision: text('decision').notNull(),
  },
  (t) => [uniqueIndex('settled_reviews_pair').on(t.bookingPk, t.messagePk), index('settled_reviews_at').on(t.settledAt)],
);
