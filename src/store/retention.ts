// The retention policy's statements: which finished bookings are past their time, and the erasers that remove their
// guest's personal data. Each eraser owns one table; a table that holds guest data gets its own eraser in ERASERS.
// What stays: the booking's identity (BookingId, hotel, dates, rooms), its outcome (status, HCN, confirmedAt) and the
// shape of its history (who, when, which transition).
import { perEngine, stmt, inTransaction, type Db, type Dialect, type PerEngine } from './db.js';
import { cancelBookingJobs } from './jobs.js';

/** The bookings one erase works on, as a JSON array of primary keys (read with Dialect.jsonValues), and when. */
export interface EraseScope {
  pks: string;
  at: string;
  /** Check-out before this instant (retention.days ago): also the age past which whole-service records go. */
  cutoff: string;
}

export interface Eraser {
  /** What goes, in a few words: `purge --dry-run` and docs/backups.md list these. */
  what: string;
  /** Rows this eraser would change for the scope. */
  count(db: Db, scope: EraseScope): number;
  /** Changes them; returns how many. */
  erase(db: Db, scope: EraseScope): number;
}

/** The scope's primary keys (or, with 'text', a JSON array of ids) as a subquery for `x IN (…)`. */
const inScope = (d: Dialect, type: 'bigint' | 'text' = 'bigint') => d.jsonValues('?', type);
const NOTHING_PENDING = "NOT EXISTS (SELECT 1 FROM webhook_deliveries d WHERE d.event_id = e.id AND d.status = 'PENDING')";
const AGE_BATCH = 1000;
const ERASED = '(erased by the retention policy)';

/** History rows whose message never holds guest data: kept as they are (their data column still goes). */
const PLAIN_HISTORY = ['created', 'transition', 'hotel_contact', 'hotel_contact_failed', 'hotel_contact_skipped', 'hotel_contact_interrupted', 'updated', 'rebooked', 'purged'];
const plainKinds = PLAIN_HISTORY.map((k) => `'${k}'`).join(', ');

const MAIL_KEPT = "(raw IS NOT NULL OR stripped IS NOT NULL OR reading IS NOT NULL OR subject IS NOT NULL)";
const MAIL_ERASE = `raw = NULL, raw_bytes = NULL, subject = NULL, stripped = NULL, reading = NULL, note = '${ERASED}'`;
// Linked to a booking in scope, and to no booking whose data is still kept outside it.
const mailInScope = (d: Dialect) => `${MAIL_KEPT} AND EXISTS (SELECT 1 FROM mail_links l WHERE l.message_pk = m.id AND l.booking_pk IN ${inScope(d)})
  AND NOT EXISTS (SELECT 1 FROM mail_links l JOIN bookings b ON b.id = l.booking_pk
                  WHERE l.message_pk = m.id AND b.purged_at IS NULL AND l.booking_pk NOT IN ${inScope(d)})`;
const MAIL_UNMATCHED_OLD = `${MAIL_KEPT} AND m.direction = 'in' AND m.at < ? AND NOT EXISTS (SELECT 1 FROM mail_links l WHERE l.message_pk = m.id)`;

// PostgreSQL's count(*) is a bigint.
const countOf = (db: Db, sql: string | PerEngine, ...args: unknown[]) => Number((stmt(db, sql).get(...args) as { n: number | string }).n);

/** One eraser from a count statement and an update statement over the same rows (both take the scope's pks). */
const eraser = (what: string, countSql: (d: Dialect) => string, eraseSql: (d: Dialect) => string): Eraser => {
  const count = perEngine(countSql);
  const erase = perEngine(eraseSql);
  return { what, count: (db, s) => countOf(db, count, s.pks), erase: (db, s) => stmt(db, erase).run(s.pks).changes };
};

/** What goes from each finished booking past the retention period. */
export const ERASERS: Eraser[] = [
  eraser(
    'guest names, contact details and special requests in the booking',
    (d) => `SELECT count(*) AS n FROM bookings WHERE id IN ${inScope(d)}`,
    (d) => `UPDATE bookings SET data = ${d.jsonErase('data', ['Guest', 'LeadName'], `'${ERASED}'`, [['Guest', 'AllGuests'], ['Guest', 'Nationality'], ['Guest', 'Country'], ['Guest', 'City'], ['Guest', 'Address'], ['SpecialRequest']])},
       lead_last_name = NULL
     WHERE id IN ${inScope(d)}`,
  ),
  eraser(
    "the hotel's stated values in its answers (the HCN stays)",
    (d) => `SELECT count(*) AS n FROM hotel_replies WHERE booking_pk IN ${inScope(d)} AND "values" IS NOT NULL`,
    (d) => `UPDATE hotel_replies SET "values" = NULL WHERE booking_pk IN ${inScope(d)} AND "values" IS NOT NULL`,
  ),
  eraser(
    'booked and hotel values in escalations (the reason stays)',
    (d) => `SELECT count(*) AS n FROM escalations WHERE booking_pk IN ${inScope(d)}`,
    (d) => `UPDATE escalations SET data = NULL, message = '${ERASED}' WHERE booking_pk IN ${inScope(d)}`,
  ),
  eraser(
    'answer texts, notes and values in the history (who, when and each transition stay)',
    (d) => `SELECT count(*) AS n FROM booking_history WHERE booking_pk IN ${inScope(d)} AND (data IS NOT NULL OR kind NOT IN (${plainKinds}))`,
    (d) => `UPDATE booking_history SET data = NULL,
       message = CASE WHEN kind IN (${plainKinds}) THEN message
                      WHEN kind = 'escalation' AND ${d.position('message', "':'")} > 0 THEN substr(message, 1, ${d.position('message', "':'")}) || ' ${ERASED}'
                      ELSE '${ERASED}' END
     WHERE booking_pk IN ${inScope(d)} AND (data IS NOT NULL OR kind NOT IN (${plainKinds}))`,
  ),
  eraser(
    'hotel e-mails settled after review with the decision (reconfirm mail export --settled)',
    (d) => `SELECT count(*) AS n FROM settled_reviews WHERE booking_pk IN ${inScope(d)}`,
    (d) => `DELETE FROM settled_reviews WHERE booking_pk IN ${inScope(d)}`,
  ),
  {
    // A delivery still being retried keeps its event until it is delivered or parked.
    what: "the booking's webhook bodies and their delivery log",
    // (Counted apart from the ones old enough to go by age, which a purge erases first.)
    count: (db, s) => countOf(db, perEngine((d) => `SELECT count(*) AS n FROM webhook_events e WHERE e.booking_pk IN ${inScope(d)} AND e.created_at >= ? AND ${NOTHING_PENDING}`), s.pks, s.cutoff),
    erase: (db, s) => {
      const done = (d: Dialect) => `SELECT e.id FROM webhook_events e WHERE e.booking_pk IN ${inScope(d)} AND ${NOTHING_PENDING}`;
      stmt(db, perEngine((d) => `DELETE FROM webhook_deliveries WHERE event_id IN (${done(d)})`)).run(s.pks);
      return stmt(db, perEngine((d) => `DELETE FROM webhook_events WHERE id IN (${done(d)})`)).run(s.pks).changes;
    },
  },
  {
    // A digest's e-mail also speaks for bookings still kept: it goes with the last of them.
    what: "hotels' e-mails about the booking: raw message, subject, text and what was read (sender and time stay)",
    count: (db, s) => countOf(db, perEngine((d) => `SELECT count(*) AS n FROM mail_messages m WHERE ${mailInScope(d)}`), s.pks, s.pks),
    erase: (db, s) => stmt(db, perEngine((d) => `UPDATE mail_messages AS m SET ${MAIL_ERASE} WHERE ${mailInScope(d)}`)).run(s.pks, s.pks).changes,
  },
];

/** Records that age out by themselves after retention.days, whatever their booking's state; erased in batches of `limit`. */
export const AGE_ERASERS: Eraser[] = [
  {
    // The inbox: a message nobody attached to a booking within retention.days is kept as a sender and a time.
    what: 'inbox e-mails received before the cutoff that matched no booking',
    count: (db, s) => countOf(db, `SELECT count(*) AS n FROM mail_messages m WHERE ${MAIL_UNMATCHED_OLD}`, s.cutoff),
    erase: (db, s) => stmt(db, `UPDATE mail_messages SET ${MAIL_ERASE} WHERE id IN (SELECT id FROM mail_messages m WHERE ${MAIL_UNMATCHED_OLD} LIMIT ${AGE_BATCH})`).run(s.cutoff).changes,
  },
  {
    // Applied requests are never read again: the bookings hold what they said.
    what: 'request bodies of applied submissions received before the cutoff',
    count: (db, s) => countOf(db, "SELECT count(*) AS n FROM submissions WHERE state = 'APPLIED' AND received_at < ? AND payload <> '[]'", s.cutoff),
    erase: (db, s) =>
      stmt(db, `UPDATE submissions SET payload = '[]' WHERE trace_id IN
        (SELECT trace_id FROM submissions WHERE state = 'APPLIED' AND received_at < ? AND payload <> '[]' LIMIT ${AGE_BATCH})`).run(s.cutoff).changes,
  },
  {
    what: 'webhook bodies created before the cutoff, delivered or parked, and their delivery log',
    count: (db, s) => countOf(db, `SELECT count(*) AS n FROM webhook_events e WHERE e.created_at < ? AND ${NOTHING_PENDING}`, s.cutoff),
    erase: (db, s) => {
      const old = `SELECT e.id FROM webhook_events e WHERE e.created_at < ? AND ${NOTHING_PENDING} LIMIT ${AGE_BATCH}`;
      const ids = JSON.stringify((stmt(db, old).all(s.cutoff) as { id: string }[]).map((r) => r.id));
      stmt(db, perEngine((d) => `DELETE FROM webhook_deliveries WHERE event_id IN ${inScope(d, 'text')}`)).run(ids);
      return stmt(db, perEngine((d) => `DELETE FROM webhook_events WHERE id IN ${inScope(d, 'text')}`)).run(ids).changes;
    },
  },
];

export interface ErasableBooking {
  pk: number;
  bookingId: string;
  status: string;
  checkOut: string;
}

/** Finished bookings (CONFIRMED, CANCELLED, ESCALATED) whose check-out is before the cutoff and whose data is still kept. */
export function findErasableBookings(db: Db, cutoff: string, limit: number): ErasableBooking[] {
  return stmt(
    db,
    `SELECT id AS pk, booking_id AS bookingId, status, check_out AS checkOut FROM bookings
     WHERE purged_at IS NULL AND status IN ('CONFIRMED', 'CANCELLED', 'ESCALATED') AND check_out < ? ORDER BY check_out, id LIMIT ?`,
  ).all(cutoff, limit) as ErasableBooking[];
}

export interface PurgeReport {
  cutoff: string;
  bookings: ErasableBooking[];
  /** Rows per eraser, ERASERS then AGE_ERASERS. */
  erased: { what: string; rows: number }[];
}

const scopeOf = (list: ErasableBooking[], at: string, cutoff: string): EraseScope => ({ pks: JSON.stringify(list.map((b) => b.pk)), at, cutoff });

/** What a purge now would erase, changing nothing. */
export function previewPurge(db: Db, cutoff: string, at: string): PurgeReport {
  const bookings = findErasableBookings(db, cutoff, Number.MAX_SAFE_INTEGER);
  const scope = scopeOf(bookings, at, cutoff);
  return { cutoff, bookings, erased: [...ERASERS, ...AGE_ERASERS].map((e) => ({ what: e.what, rows: e.count(db, scope) })) };
}

/**
 * Erases what the policy says, in batches of `batch` bookings, each in its own short transaction (the service's
 * writers wait at most one batch). Each batch marks its bookings purged, so a purge cut short resumes where it stopped.
 */
export function purgeExpired(db: Db, cutoff: string, at: string, batch = 500): PurgeReport {
  const report: PurgeReport = { cutoff, bookings: [], erased: [...ERASERS, ...AGE_ERASERS].map((e) => ({ what: e.what, rows: 0 })) };
  const scope = scopeOf([], at, cutoff);
  for (const [i, e] of AGE_ERASERS.entries()) {
    let n: number;
    do {
      n = inTransaction(db, () => e.erase(db, scope));
      report.erased[ERASERS.length + i].rows += n;
    } while (n >= AGE_BATCH);
  }
  for (;;) {
    // Counted once committed: on PostgreSQL a batch ended by a conflict runs again whole (inTransaction).
    const erased: number[] = [];
    const done = inTransaction(db, () => {
      const list = findErasableBookings(db, cutoff, batch);
      if (!list.length) return list;
      const scope = scopeOf(list, at, cutoff);
      ERASERS.forEach((e, i) => (erased[i] = e.erase(db, scope)));
      for (const b of list) {
        cancelBookingJobs(db, b.pk);
        stmt(db, 'UPDATE bookings SET purged_at = ? WHERE id = ?').run(at, b.pk);
        stmt(db, "INSERT INTO booking_history (booking_pk, at, actor, kind, message) VALUES (?, ?, 'retention policy', 'purged', ?)").run(
          b.pk,
          at,
          `guest data erased: check-out ${b.checkOut.slice(0, 10)} is past the retention period`,
        );
      }
      return list;
    });
    erased.forEach((n, i) => (report.erased[i].rows += n));
    report.bookings.push(...done);
    if (done.length < batch) return report;
  }
}
