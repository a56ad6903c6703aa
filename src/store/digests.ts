// One digest per hotel (src/daemon/engine/digest.ts): the contact jobs due soon, holding them while the digest goes
// out, and the attempts that went out in one digest e-mail.
import { perEngine, stmt, type Db } from './db.js';
import type { ContactRow } from './hotelContacts.js';

const SQL = {
  // Contact jobs due by `until` (waiting, or claimed and waiting for the address lock), not parked, with their bookings; the window keeps this small.
  dueContacts: perEngine(
    (d) => `SELECT b.id AS pk, j.run_at AS runAt FROM jobs j JOIN bookings b ON b.id = ${d.jsonField('j.payload', ['bookingPk'], 'bigint')}
     WHERE j.task = 'hotel.contact' AND j.failed_at IS NULL AND j.run_at <= ? AND b.account_id = ? AND b.id <> ?
       AND b.status IN ('PENDING', 'ESCALATED') ORDER BY j.run_at, b.id LIMIT 200`,
  ),
  // Only a waiting row moves: a job another worker holds is left to it.
  moveWaiting: "UPDATE jobs SET run_at = ?, ready = 0 WHERE key = ? AND task = 'hotel.contact' AND locked_at IS NULL AND failed_at IS NULL",
  holder: "SELECT locked_by AS lockedBy FROM jobs WHERE key = ? AND task = 'hotel.contact' AND locked_at IS NOT NULL",
  recentDigest: "SELECT 1 FROM hotel_contacts WHERE booking_pk = ? AND digest_id IS NOT NULL AND status IN ('SENT', 'ANSWERED') AND sent_at > ? LIMIT 1",
  setDigest: 'UPDATE hotel_contacts SET digest_id = ? WHERE id = ?',
  members: 'SELECT * FROM hotel_contacts WHERE digest_id = ? ORDER BY id',
};

/** Bookings of the account (other than `exceptPk`) whose next contact is due by `until`. */
export function dueContactsWithin(db: Db, accountId: string, until: number, exceptPk: number): { pk: number; runAt: number }[] {
  return stmt(db, SQL.dueContacts).all(until, accountId, exceptPk) as { pk: number; runAt: number }[];
}

/**
 * Moves a booking's waiting contact job to `runAt`: to hold it while a digest lists the booking (it comes back by
 * itself if the digest never goes out), or to its next reminder once it has. False when the job is not waiting.
 */
export function moveWaitingContact(db: Db, bookingPk: number, runAt: number): boolean {
  return stmt(db, SQL.moveWaiting).run(runAt, `contact:${bookingPk}`).changes === 1;
}

/** Which worker (instance id) holds the booking's contact job, if one does. */
export function contactJobHolder(db: Db, bookingPk: number): string | undefined {
  return (stmt(db, SQL.holder).get(`contact:${bookingPk}`) as { lockedBy: string | null } | undefined)?.lockedBy ?? undefined;
}

export function setContactDigest(db: Db, contactId: number, digestId: number): void {
  stmt(db, SQL.setDigest).run(digestId, contactId);
}

/** Every attempt that went out in one digest (the token's own attempt included), in listing order. */
export function digestContacts(db: Db, digestId: number): ContactRow[] {
  return stmt(db, SQL.members).all(digestId) as ContactRow[];
}

/** True when the booking went out in a digest after `since`: its own contact job, run meanwhile, has nothing to send. */
export function sentInDigestSince(db: Db, bookingPk: number, since: string): boolean {
  return stmt(db, SQL.recentDigest).get(bookingPk, since) !== undefined;
}
