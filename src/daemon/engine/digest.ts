// One digest per hotel: when a booking's contact goes out by e-mail, the other bookings of the same hotel address
// whose contact is due within email.digestWindowMinutes go in the same message, with one reply page for all.
// Nothing is sent twice: contacts of one address run one at a time (withAddressLock); a listed booking's waiting
// contact job is held (moved a little later) in the commit that writes the attempts, and a claimed one finds itself
// sent. Nothing is lost on kill -9: a held job comes due again by itself, and once the digest is out each booking's
// job is moved to its next reminder in the commit that records the attempt.
import { HOUR, MINUTE, iso } from '../../domain/clock.js';
import { channelForAttempt, nextContactAfterSend, primaryChannel } from '../../domain/policy.js';
import { addHistory, getBookingByPk, type StoredBooking } from '../../store/bookings.js';
import { inTransaction } from '../../store/db.js';
import { contactJobHolder, dueContactsWithin, moveWaitingContact, sentInDigestSince, setContactDigest } from '../../store/digests.js';
import { finishContact, insertContact, recordAttemptSent, roundForNextContact, setTokenHash, supersedeContacts } from '../../store/hotelContacts.js';
import { hotelView } from '../channels/hotelView.js';
import { issueToken, tokenHash } from '../channels/tokens.js';
import type { ServiceContext } from '../context.js';
import { scheduleContact } from '../pipeline.js';
import { runRiskCheck } from './risks.js';
import { contactDecisionFor, interruptedSend } from './decision.js';
import type { Engine } from './state.js';

/** How long a listed booking's own contact waits while the digest goes out; after a crash it runs by itself then. */
const HOLD_MS = 15 * MINUTE;

/** The hotel's contact address as one key: the same addresses, in any order or case, are the same desk. */
export const addressKey = (b: StoredBooking) => (b.booking.Hotel.ContactDetails?.Emails ?? []).map((e) => e.trim().toLowerCase()).sort().join(',');

const addressLocks = new Map<string, Promise<void>>();

/** Whether a contact can go out in a digest at all: the e-mail channel is configured and digests are not off. */
export const digestsOn = (ctx: ServiceContext, engine: Engine) => ctx.config.email.digestWindowMinutes > 0 && !!engine.channels.email?.sendDigest;

/**
 * Runs one booking's contact while no other contact of the same hotel address runs in this process: contacts
 * claimed together (a batch of bookings accepted at once) then go out as one digest, the others finding theirs sent.
 */
export async function withAddressLock<T>(ctx: ServiceContext, engine: Engine, stored: StoredBooking, run: () => Promise<T>): Promise<T> {
  const key = addressKey(stored);
  if (!digestsOn(ctx, engine) || !key) return run();
  const lockKey = `${stored.row.accountId}\n${key}`;
  const before = addressLocks.get(lockKey) ?? Promise.resolve();
  let release!: () => void;
  const mine = new Promise<void>((r) => (release = r));
  const chained = before.then(() => mine);
  addressLocks.set(lockKey, chained);
  await before;
  try {
    return await run();
  } finally {
    release();
    if (addressLocks.get(lockKey) === chained) addressLocks.delete(lockKey);
  }
}

/** The booking went out in a digest within the window: its own contact, run now, has nothing to send. */
export function alreadySentInDigest(ctx: ServiceContext, bookingPk: number, now: number): boolean {
  const windowMs = ctx.config.email.digestWindowMinutes * MINUTE;
  return windowMs > 0 && sentInDigestSince(ctx.db, bookingPk, iso(now - windowMs));
}

interface Line {
  stored: StoredBooking;
  attempt: number;
  updated: boolean;
}

/** A line for a booking whose contact is due: its attempt number, and whether an update re-opened it. */
function lineFor(ctx: ServiceContext, engine: Engine, stored: StoredBooking, now: number): Line | undefined {
  const { db, config } = ctx;
  const routing = { ...config.channels, channel: config.channel };
  const decision = contactDecisionFor(ctx, stored, now);
  if (decision.kind !== 'contact') return undefined;
  // The round as the booking's own contact would see it (hotelContacts.roundForNextContact), and its channel chosen as
  // that contact would choose it: an operator's choice first (contact.ts).
  const { updated, past } = roundForNextContact(db, stored.row.id, stored.row.attempts);
  // A request a stopped instance may have sent is awaited first, here as in the booking's own contact.
  if (interruptedSend(ctx, engine, past, now)) return undefined;
  const primary = stored.row.contactChannel ?? primaryChannel(routing, stored.booking.Hotel);
  if (channelForAttempt(routing, primary, past, now).channel !== 'email') return undefined;
  return { stored, attempt: decision.attempt, updated };
}

/**
 * Sends the lead booking's contact as a digest when other bookings of its hotel address are due within the window.
 * Returns false when there are none (the caller sends the single request) or the digest could not be sent.
 */
export async function sendAsDigest(
  ctx: ServiceContext,
  engine: Engine,
  lead: StoredBooking,
  attempt: number,
  updated: boolean,
  now: number,
  /** Throws when this worker no longer holds the lead's job (LeaseLost): then nothing is sent. */
  beforeSend: () => void,
): Promise<boolean> {
  const { db, config } = ctx;
  const windowMs = config.email.digestWindowMinutes * MINUTE;
  const channel = engine.channels.email;
  const key = addressKey(lead);
  if (windowMs <= 0 || !channel?.sendDigest || !key) return false;
  const others = dueContactsWithin(db, lead.row.accountId, now + windowMs, lead.row.id)
    .map((d) => getBookingByPk(db, d.pk))
    .filter((s): s is StoredBooking => s !== undefined && addressKey(s) === key && !alreadySentInDigest(ctx, s.row.id, now))
    .map((s) => lineFor(ctx, engine, s, now))
    .filter((l): l is Line => l !== undefined);
  if (others.length === 0) return false;

  const expiresAt = now + config.policy.tokenTtlHours * HOUR;
  // One commit: the held jobs, every line's attempt, the digest link on the lead's attempt.
  const prepared = inTransaction(db, () => {
    // A waiting job is held; one claimed here waits for the address lock and then finds itself sent; one another
    // instance holds is left to it (it sends that booking's request: listed here too, the hotel would be asked twice).
    const listed = others.filter((l) => moveWaitingContact(db, l.stored.row.id, now + HOLD_MS) || contactJobHolder(db, l.stored.row.id) === ctx.instanceId);
    if (listed.length === 0) return undefined;
    const all = [{ stored: lead, attempt, updated }, ...listed];
    const contactIds: number[] = [];
    for (const l of all) {
      if (l.updated) supersedeContacts(db, l.stored.row.id);
      contactIds.push(insertContact(db, { bookingPk: l.stored.row.id, channel: 'email', attempt: l.attempt, sentAt: iso(now), expiresAt: iso(expiresAt) }));
    }
    for (const id of contactIds) setContactDigest(db, id, contactIds[0]);
    const t = issueToken(engine.tokenSecret(), contactIds[0], expiresAt);
    setTokenHash(db, contactIds[0], tokenHash(t));
    return { lines: all, ids: contactIds, token: t };
  });
  if (!prepared) return false;
  const { lines, ids, token } = prepared;
  try {
    beforeSend();
    const outcome = await channel.sendDigest({
      hotel: lead.booking.Hotel.Name,
      to: lead.booking.Hotel.ContactDetails?.Emails ?? [],
      lines: lines.map((l, i) => ({ bookingId: l.stored.row.bookingId, booking: l.stored.booking, contactId: ids[i] })),
      view: hotelView(config, lead.booking),
      replyUrl: `${engine.linkBase()}/hotel/digest/${token}`,
      expiresAt: iso(expiresAt),
      attempt: Math.max(...lines.map((l) => l.attempt)),
      leadBookingPk: lead.row.id,
      now,
    });
    recordDigestSent(ctx, lines, ids, outcome.detail, now);
    return true;
  } catch (err) {
    const error = err instanceof Error ? err.message : String(err);
    // The listed bookings go back to their own contacts at once; the lead's caller sends its single request (or,
    // on a lost lease, finds it lost too and sends nothing).
    inTransaction(db, () => {
      for (const [i, l] of lines.entries()) {
        finishContact(db, ids[i], 'FAILED', `digest: ${error}`);
        if (i > 0 && !moveWaitingContact(db, l.stored.row.id, now)) scheduleContact(db, l.stored.row, now, now);
      }
    });
    ctx.log(`hotel contact: digest for ${lead.booking.Hotel.Name} failed: ${error}`);
    return false;
  }
}

function recordDigestSent(ctx: ServiceContext, lines: Line[], ids: number[], detail: string, now: number): void {
  const { db, config } = ctx;
  const routing = { ...config.channels, channel: config.channel };
  const listed = lines.map((l) => l.stored.row.bookingId).join(', ');
  inTransaction(db, () => {
    for (const [i, l] of lines.entries()) {
      const pk = l.stored.row.id;
      const next = l.attempt >= config.policy.maxAttempts ? now + config.policy.reminderEveryHours * HOUR : nextContactAfterSend(config.policy, routing, 'email', now);
      finishContact(db, ids[i], 'SENT', detail);
      recordAttemptSent(db, pk, { channel: 'email', attempts: l.attempt, at: iso(now) });
      const message = `contact attempt ${l.attempt}/${config.policy.maxAttempts} via email${l.updated ? ' with the updated booking' : ''}, in one digest with ${listed}: ${detail}`;
      addHistory(db, pk, { at: iso(now), actor: 'hotel contact', kind: 'hotel_contact', message, data: { channel: 'email', attempt: l.attempt, contactId: ids[i], digestId: ids[0], updated: l.updated, nextContactAt: iso(next) } });
      // A running job (the lead's, or a claimed one waiting for the lock) gets its next run; a held one moves to it.
      if (i === 0 || !moveWaitingContact(db, pk, next)) scheduleContact(db, l.stored.row, next, now);
      runRiskCheck(ctx, pk);
    }
  });
  ctx.metrics.inc('reconfirm_hotel_contacts_total', { channel: 'email', result: 'sent' }, lines.length);
}
