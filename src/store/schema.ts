// The service database's schema, declared once for both engines: SQLite's drizzle tables here, PostgreSQL's derived
// from them (src/store/pg/schema.ts). `npm run db:generate` turns a change into committed migrations for each.
import { sql } from 'drizzle-orm';
import { blob, index, integer, primaryKey, real, sqliteTable, text, uniqueIndex, type SQLiteColumn } from 'drizzle-orm/sqlite-core';

/** The current time as ISO-8601 text with milliseconds (src/store/pg/schema.ts maps it to PostgreSQL's). */
export const nowIso = sql`(strftime('%Y-%m-%dT%H:%M:%fZ','now'))`;

export const accounts = sqliteTable('accounts', {
  id: text('id').primaryKey(),
  name: text('name').notNull(),
  createdAt: text('created_at').notNull().default(nowIso),
});

export const apiKeys = sqliteTable(
  'api_keys',
  {
    id: text('id').primaryKey(),
    accountId: text('account_id').notNull().references(() => accounts.id),
    prefix: text('prefix').notNull(),
    hash: text('hash').notNull(),
    label: text('label'),
    createdAt: text('created_at').notNull().default(nowIso),
    expiresAt: text('expires_at'),
    revokedAt: text('revoked_at'),
    lastUsedAt: text('last_used_at'),
    /** Created with `keys create --admin`: may also read what belongs to no account yet (the unmatched inbox). */
    admin: integer('admin', { mode: 'boolean' }).notNull().default(false),
  },
  (t) => [index('api_keys_account').on(t.accountId)],
);

/** One accepted batch of an add, update or events call; its traceId is what the client follows. */
export const submissions = sqliteTable(
  'submissions',
  {
    traceId: text('trace_id').primaryKey(),
    accountId: text('account_id').notNull(),
    kind: text('kind', { enum: ['add', 'update', 'events'] }).notNull(),
    requestId: text('request_id').notNull(),
    receivedAt: text('received_at').notNull(),
    state: text('state', { enum: ['QUEUED', 'APPLIED'] }).notNull(),
    payload: text('payload').notNull(),
    bookingsCount: integer('bookings_count').notNull(),
    appliedAt: text('applied_at'),
  },
  (t) => [index('submissions_state').on(t.state)],
);

export const traceOutcomes = sqliteTable(
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

export const bookings = sqliteTable(
  'bookings',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    accountId: text('account_id').notNull(),
    bookingId: text('booking_id').notNull(),
    bookingCode: text('booking_code').notNull(),
    lineCode: text('line_code'),
    supplierRef: text('supplier_ref'),
    status: text('status', { enum: ['PENDING', 'CONFIRMED', 'ESCALATED', 'CANCELLED'] }).notNull(),
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
    /** When the retention policy erased the guest's personal data (src/store/retention.ts); outcome and HCN stay. */
    purgedAt: text('purged_at'),
    /** An operator snoozed the escalation (reconfirm triage): out of GET /escalations until this instant. */
    snoozedUntil: text('snoozed_until'),
    /** The channel an operator chose for the next contacts ("contact again on another channel"); NULL: by configuration. */
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

export const bookingHistory = sqliteTable(
  'booking_history',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
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

/**
 * The one durable queue, and the only schedule: submissions, every hotel contact and reminder, every risk check
 * and every webhook attempt is a row here, due at run_at, retried by the policy stored with it.
 */
export const jobs = sqliteTable(
  'jobs',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    task: text('task').notNull(),
    payload: text('payload').notNull(),
    priority: integer('priority').notNull().default(0),
    runAt: integer('run_at').notNull(),
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(25),
    backoff: text('backoff', { enum: ['exponential', 'fixed'] }).notNull().default('exponential'),
    backoffBaseMs: integer('backoff_base_ms').notNull().default(1000),
    backoffCapMs: integer('backoff_cap_ms').notNull().default(3_600_000),
    lockedAt: integer('locked_at'),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    failedAt: integer('failed_at'),
    key: text('key'),
    /** Set when the job was enqueued again while it ran: it then runs again at this time instead of being deleted. */
    rerunAt: integer('rerun_at'),
    /**
     * 0: planned for later; 1 once run_at has come (set at enqueue, or by the tick that sees it come): only ready jobs
     * are claimed; 2: held by a worker, out of the claim's index until it is given back or done.
     */
    ready: integer('ready').notNull().default(1),
    createdAt: integer('created_at').notNull(),
  },
  (t) => [
    uniqueIndex('jobs_key').on(t.key),
    // The claim walks this in its ORDER BY and stops at LIMIT, over due jobs only (ready): the many jobs planned for
    // later (every booking's next reminder and risk check) are not in it, so they cost the claim nothing.
    index('jobs_claim').on(t.task, sql`${t.priority} DESC`, t.runAt, t.id).where(sql`ready = 1`),
    // Jobs planned for later, by time: each tick makes the ones that came due ready.
    index('jobs_planned').on(t.runAt).where(sql`ready = 0`),
    // Jobs the workers hold, a few hundred each at most: where a claim looks for a dead worker's lapsed lease.
    index('jobs_running').on(t.task).where(sql`ready = 2`),
  ],
);

/** Each attempt to reach a hotel through a channel; webform/email tokens are stored as hashes. */
export const hotelContacts = sqliteTable(
  'hotel_contacts',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    bookingPk: integer('booking_pk').notNull(),
    channel: text('channel').notNull(),
    attempt: integer('attempt').notNull(),
    sentAt: text('sent_at').notNull(),
    status: text('status').notNull(),
    tokenHash: text('token_hash'),
    expiresAt: text('expires_at'),
    usedAt: text('used_at'),
    detail: text('detail'),
    /** The attempt carrying the token of the digest e-mail this attempt went out in (migration 0007). */
    digestId: integer('digest_id'),
  },
  (t) => [index('hotel_contacts_booking').on(t.bookingPk), index('hotel_contacts_digest').on(t.digestId)],
);

export const hotelReplies = sqliteTable(
  'hotel_replies',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    bookingPk: integer('booking_pk').notNull(),
    contactId: integer('contact_id'),
    receivedAt: text('received_at').notNull(),
    source: text('source').notNull(),
    hcn: text('hcn'),
    noBooking: integer('no_booking', { mode: 'boolean' }).notNull().default(false),
    values: text('values'),
    outcome: text('outcome').notNull(),
    /** Answers without an HCN to one attempt are one row: how many it merges, and when the last came (migration 0009). */
    times: integer('times').notNull().default(1),
    lastAt: text('last_at'),
  },
  (t) => [index('hotel_replies_booking').on(t.bookingPk)],
);

/** Secrets the service generates once and keeps (e.g. the reply-page token key when tokenSecret is not configured). */
export const serviceSecrets = sqliteTable('service_secrets', {
  name: text('name').primaryKey(),
  value: text('value').notNull(),
  createdAt: text('created_at').notNull(),
});

/** One row per (booking, reason): each escalation reason is raised once per booking. */
export const escalations = sqliteTable(
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

export const webhookEndpoints = sqliteTable('webhook_endpoints', {
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

/** The outbox: an event is written in the same transaction as the state change it reports. */
export const webhookEvents = sqliteTable(
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

export const webhookDeliveries = sqliteTable(
  'webhook_deliveries',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    eventId: text('event_id').notNull(),
    endpointId: text('endpoint_id').notNull(),
    status: text('status', { enum: ['PENDING', 'DELIVERED', 'FAILED'] }).notNull(),
    /** POSTs made so far; the next one is the delivery's job (key deliver:<id>). */
    attempts: integer('attempts').notNull().default(0),
    lastAttemptAt: text('last_attempt_at'),
    lastStatus: integer('last_status'),
    lastError: text('last_error'),
    deliveredAt: text('delivered_at'),
    createdAt: text('created_at').notNull(),
    durationMs: real('duration_ms'),
  },
  (t) => [uniqueIndex('webhook_deliveries_pair').on(t.eventId, t.endpointId), index('webhook_deliveries_status').on(t.status)],
);

/**
 * Every e-mail the service sends to a hotel or receives from one (issue 11): the outgoing request with its Message-ID
 * and reply token, and each incoming message, kept as evidence (raw, size-capped) with what was read from it.
 */
export const mailMessages = sqliteTable(
  'mail_messages',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
    direction: text('direction', { enum: ['out', 'in'] }).notNull(),
    /** The Message-ID header without its angle brackets; ours are lowercase. Filled for incoming mail when it is read. */
    messageId: text('message_id'),
    /** Outgoing: the SHA-256 of the Reply-To token (the token itself is never stored). */
    tokenHash: text('token_hash'),
    /** smtp, lmtp, imap; `out` for what we sent. */
    source: text('source').notNull(),
    /** IMAP: mailbox, UIDVALIDITY and UID, so a message taken twice is stored once. */
    sourceKey: text('source_key'),
    sender: text('sender'),
    /** JSON array: the envelope recipients (SMTP) or the addresses sent to (outgoing). */
    recipients: text('recipients'),
    subject: text('subject'),
    at: text('at').notNull(),
    /** The message as received, bytes, up to inbound.keepRawBytes (raw_truncated says when it was cut). */
    raw: blob('raw', { mode: 'buffer' }),
    rawBytes: integer('raw_bytes'),
    rawTruncated: integer('raw_truncated', { mode: 'boolean' }).notNull().default(false),
    stripped: text('stripped'),
    reading: text('reading'),
    /** out: sent. in: received (stored, not read yet), matched, unmatched (the inbox), attached, auto-reply, bounce, duplicate. */
    status: text('status').notNull(),
    /** How an incoming message found its bookings: token, in-reply-to, references, subject, operator. */
    matchedBy: text('matched_by'),
    /** The sender is not among the hotel's e-mail addresses (the message is still matched). */
    senderUnknown: integer('sender_unknown', { mode: 'boolean' }).notNull().default(false),
    /** JSON: how the message reached us (SMTP client address, HELO, MAIL FROM), for sender authentication. */
    client: text('client'),
    /** JSON: the sender authentication verdict (SPF, DKIM, DMARC, and who judged: a trusted header or mailauth). */
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

/** Which bookings (and hotel contact attempts) a message concerns: one for a request, several for a digest or its reply. */
export const mailLinks = sqliteTable(
  'mail_links',
  {
    messagePk: integer('message_pk').notNull(),
    bookingPk: integer('booking_pk').notNull(),
    contactId: integer('contact_id'),
  },
  (t) => [primaryKey({ columns: [t.messagePk, t.bookingPk] }), index('mail_links_booking').on(t.bookingPk), index('mail_links_contact').on(t.contactId)],
);

/** Addresses of a booking's hotel that bounced: the e-mail channel no longer writes to them for that booking. */
export const mailFailedAddresses = sqliteTable(
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

/**
 * What an operator decided about a hotel e-mail that needed review (issue 25, "learn from the operators"): one row per
 * (booking, message), the latest decision kept. `booking` is the booking as the hotel was shown it, `decision` the
 * expected outcome; both hold guest data and go with the booking's (retention.ts). `reconfirm mail export --settled`.
 */
export const settledReviews = sqliteTable(
  'settled_reviews',
  {
    id: integer('id').primaryKey({ autoIncrement: true }),
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

/** An INTEGER PRIMARY KEY AUTOINCREMENT: generated when omitted, never reused (an identity column on PostgreSQL). */
export const isAutoIncrement = (c: SQLiteColumn) => (c as SQLiteColumn & { autoIncrement?: boolean }).autoIncrement === true;
