// The hotel.contact task: one contact attempt with the booking's current data, through its channel or a fallback,
// then the next contact planned as a job (a reminder, a retry after a failed send, or the look at a silent channel).
import { backoffDelay } from '../../domain/backoff.js';
import { HOUR, MINUTE, iso } from '../../domain/clock.js';
import type { Config } from '../../config.js';
import { type ChannelRouting, channelForAttempt, nextContactAfterSend, primaryChannel } from '../../domain/policy.js';
import { addHistory, escalationReasonsOf, getBookingByPk, getBookingsByPk, holdBookingsForWrites, type StoredBooking } from '../../store/bookings.js';
import { inSavepointOrTransaction, inTransaction, withoutSavepoints } from '../../store/db.js';
import { gatherRows } from '../../store/writeSet.js';
import { holdAbsentBookingKeys } from '../../store/jobs.js';
import { decideOtaId } from '../../store/ota.js';
import { discardUnsentContacts, finishContact, insertContactWithToken, recordAttemptSent, roundForNextContact, roundsForNextContact, supersedeContacts } from '../../store/hotelContacts.js';
import { applyHotelReply } from '../../store/replies.js';
import { escalateBooking } from '../../store/transitions.js';
import { comparedFor, hotelView } from '../channels/hotelView.js';
import { issueToken, tokenHash } from '../channels/tokens.js';
import { ChannelError, type ContactOutcome } from '../channels/types.js';
import type { ServiceContext } from '../context.js';
import { checkedWrite, LeaseLost, wroteLate, type JobContext } from '../queue/runner.js';
import { scheduleContact } from '../pipeline.js';
import { alreadySentInDigest, digestsOn, sendAsDigest, withAddressLock } from './digest.js';
import { runRiskCheck, runRiskChecks } from './risks.js';
import { contactDecisionFor, interruptedSend } from './decision.js';
import type { Engine } from './state.js';

/** What the contact needs of its queue job: its writes share the queue's commits (src/daemon/queue/runner.ts). */
export type ContactJob = Pick<JobContext, 'write' | 'completeWith' | 'lease'> & { prefetched?: unknown };

/** A contact's first attempt, decided and written (its row and token) in the transaction that claimed its job. */
interface FirstAttempt {
  n: number;
  updated: boolean;
  past: Past[];
  primary: string;
  channel: string;
  because: string | undefined;
  written: Written;
}

/** What the claim read for a contact job (its booking, parsed once) and, on the usual path, its first attempt written. */
export interface PreparedContact {
  stored: StoredBooking | undefined;
  now: number;
  first?: FirstAttempt;
}

type Past = { channel: string; status: string; sentAt: number };
type Written = { contactId: number; token: string; otaId: string | undefined; expiresAt: number };

/**
 * The hotel.contact task's prefetch, in the claim's transaction: each booking read once (one statement for the
 * claim), and for a booking to contact through a channel of its own (no digest), its attempt decided and written,
 * so the attempts of a whole claim share the claim's commit instead of a tick each before their sends. The job's
 * handler starts from there; any other case (nothing to send, a digest) it decides itself, with the booking read
 * here. A preparation that fails is undone alone (its savepoint) and its handler starts from the beginning.
 */
export function prepareContacts(ctx: ServiceContext, engine: Engine, bookingPks: number[]): PreparedContact[] {
  const now = ctx.clock.now();
  const read = getBookingsByPk(ctx.db, bookingPks);
  if (digestsOn(ctx, engine)) return bookingPks.map((pk) => ({ stored: read.get(pk), now }));
  // What deciding needs of each booking besides its row, one statement each for the claim: its escalation reasons and
  // its current round of attempts.
  const present = [...read.values()];
  if (!present.length) return bookingPks.map(() => ({ stored: undefined, now }));
  const reasons = escalationReasonsOf(ctx.db, present.map((b) => b.row.id));
  const rounds = roundsForNextContact(ctx.db, new Map(present.map((b) => [b.row.id, b.row.attempts])));
  const prepare = (stored: StoredBooking) => prepareFirst(ctx, engine, stored, now, reasons.get(stored.row.id) ?? [], rounds.get(stored.row.id)!);
  const client = ctx.db.$client;
  // All in one savepoint, their attempts gathered (one INSERT for the claim on PostgreSQL); if one fails, that savepoint
  // rolls back and each is prepared in a savepoint of its own, so only the failing one is left to its handler.
  try {
    const firsts = inSavepointOrTransaction(client, () => gatherRows(ctx.db, () => withoutSavepoints(ctx.db, () => new Map(present.map((b) => [b.row.id, prepare(b)])))));
    return bookingPks.map((pk) => ({ stored: read.get(pk), now, first: firsts.get(pk) }));
  } catch (err) {
    if (!client.inTransaction) throw err;
  }
  return bookingPks.map((pk) => {
    const stored = read.get(pk);
    if (!stored) return { stored, now };
    try {
      return { stored, now, first: inSavepointOrTransaction(client, () => gatherRows(ctx.db, () => prepare(stored))) };
    } catch (err) {
      // The claim's whole transaction rolled back (SQLite, a full disk): the tick fails, and nothing is written outside it.
      if (!client.inTransaction) throw err;
      ctx.log(`hotel contact: ${stored.row.bookingId} not prepared at its claim (${(err as Error).message}); its job decides alone`);
      return { stored, now };
    }
  });
}

/** The contact task's giveBack: an attempt written at the claim of a job given back before it started never went out. */
export function discardPrepared(ctx: ServiceContext, prepared: unknown[]): void {
  discardUnsentContacts(ctx.db, (prepared as (PreparedContact | undefined)[]).flatMap((p) => (p?.first ? [p.first.written.contactId] : [])));
}

/** Decides the first attempt of a contact that goes out (undefined: it does not, or not this way) and writes it. */
function prepareFirst(ctx: ServiceContext, engine: Engine, stored: StoredBooking, now: number, raised: string[], round: Round): FirstAttempt | undefined {
  const decision = contactDecisionFor(ctx, stored, now, raised);
  if (decision.kind !== 'contact' || interruptedSend(ctx, engine, round.past, now)) return undefined;
  const { updated, past } = currentRound(ctx, stored, round);
  const routing = routingOf(ctx.config);
  const primary = stored.row.contactChannel ?? primaryChannel(routing, stored.booking.Hotel);
  const { channel, because } = channelForAttempt(routing, primary, past, now);
  return { n: decision.attempt, updated, past, primary, channel, because, written: writeAttempt(ctx, engine, stored, channel, decision.attempt, now) };
}

/**
 * The attempts of the current round, oldest first; `updated` when an update re-opened the booking since the hotel was
 * sent something (its attempts were reset to 0): those requests are superseded. A SENDING attempt is not one: a run
 * cut short by a crash, or given back before its send, left it.
 */
function currentRound(ctx: ServiceContext, stored: StoredBooking, read?: Round): Round {
  const round = read ?? roundForNextContact(ctx.db, stored.row.id, stored.row.attempts);
  if (round.updated) supersedeContacts(ctx.db, stored.row.id);
  // A copy: the sends that follow add their failures to `past`.
  return { updated: round.updated, past: [...round.past] };
}

type Round = { updated: boolean; past: Past[] };

/** The contact waits for the interrupted attempt's answer: an answer meanwhile ends it, else it asks again then. */
function awaitInterrupted(ctx: ServiceContext, stored: StoredBooking, sent: { channel: string; sentAt: number; until: number }, now: number): void {
  scheduleContact(ctx.db, stored.row, sent.until, now);
  addHistory(ctx.db, stored.row.id, {
    at: iso(now),
    actor: 'hotel contact',
    kind: 'hotel_contact_interrupted',
    message: `the request of ${iso(sent.sentAt)} via ${sent.channel} was cut short by a stopped instance and may have reached the hotel: its answer is awaited until ${iso(sent.until)}, then the hotel is asked again`,
  });
}

export async function contactHotel(ctx: ServiceContext, engine: Engine, bookingPk: number, job: ContactJob): Promise<void> {
  const prepared = job.prefetched as PreparedContact | undefined;
  if (!digestsOn(ctx, engine)) return contactOnce(ctx, engine, bookingPk, job, prepared);
  const first = prepared ? prepared.stored : getBookingByPk(ctx.db, bookingPk);
  if (!first) return;
  // Contacts of one hotel address run one at a time, so bookings due together go out as one digest (digest.ts). The
  // booking is read again after the wait: a digest sent meanwhile may have listed it.
  await withAddressLock(ctx, engine, first, () => contactOnce(ctx, engine, bookingPk, job));
}

async function contactOnce(ctx: ServiceContext, engine: Engine, bookingPk: number, job: ContactJob, prepared?: PreparedContact): Promise<void> {
  const { db, config } = ctx;
  const now = prepared?.now ?? ctx.clock.now();
  const first = prepared?.first;
  if (first && prepared.stored) return sendFrom(ctx, engine, job, prepared.stored, first, now);
  // Not sent at the claim (stopped, exhausted, or an interrupted attempt awaited): decided again on the booking as it is
  // now, with the round read below. The claim's copy may be older than an answer recorded since: read with a round that
  // no longer holds the SENDING attempt the hotel has answered, it asked the hotel again (a clean-clone run, PostgreSQL
  // pass, interrupted-send.test.ts: asked again 480 ms after the answer was recorded).
  const stored = getBookingByPk(db, bookingPk);
  if (!stored) return;
  const decision = contactDecisionFor(ctx, stored, now);
  if (decision.kind === 'stop') {
    // A locked booking needs no word; an open one that is not contacted says why.
    if (stored.row.status === 'PENDING' || stored.row.status === 'ESCALATED') {
      addHistory(db, bookingPk, { at: iso(now), actor: 'hotel contact', kind: 'hotel_contact_skipped', message: `the hotel is not contacted: ${decision.why}` });
      runRiskCheck(ctx, bookingPk); // e.g. a stay already over on arrival: ARRIVAL_IMMINENT at once
    }
    return;
  }
  if (decision.kind === 'exhausted') {
    runRiskCheck(ctx, bookingPk);
    return;
  }
  // Listed in a digest another booking's contact just sent: that commit planned this booking's next contact.
  if (digestsOn(ctx, engine) && alreadySentInDigest(ctx, bookingPk, now)) return;

  // attempts is reset to 0 when an update re-opens the booking: whatever the hotel was sent before is out of date.
  const { updated, past } = currentRound(ctx, stored);
  const interrupted = interruptedSend(ctx, engine, past, now);
  if (interrupted) return awaitInterrupted(ctx, stored, interrupted, now);
  const routing = routingOf(config);
  // An operator's choice (triage: contact again on another channel) comes before the configured routing.
  const primary = stored.row.contactChannel ?? primaryChannel(routing, stored.booking.Hotel);
  const { channel, because } = channelForAttempt(routing, primary, past, now);
  // Other bookings of the same hotel address due soon go out in this e-mail too (digest.ts).
  if (channel === 'email' && (await sendAsDigest(ctx, engine, stored, decision.attempt, updated, now, () => job.lease()))) return;
  await sendFrom(ctx, engine, job, stored, { n: decision.attempt, updated, past, primary, channel, because }, now);
}

/** Sends the attempt (written already, or now), then through each fallback channel in turn while the sends fail. */
async function sendFrom(ctx: ServiceContext, engine: Engine, job: ContactJob, stored: StoredBooking, first: Omit<FirstAttempt, 'written'> & { written?: Written }, now: number): Promise<void> {
  const { db, config } = ctx;
  const bookingPk = stored.row.id;
  const { n, updated, past, primary } = first;
  const routing = routingOf(config);
  for (let tries = 0; tries < 6; tries++) {
    const { channel, because } = tries === 0 ? first : channelForAttempt(routing, primary, past, now);
    const sent = await attempt(ctx, engine, job, stored, channel, n, updated, now, tries === 0 ? first.written : undefined);
    if (sent.ok) {
      // Recorded in the commit that completes the job, with the other jobs' completions.
      job.completeWith(() => recordSent(ctx, stored, channel, n, updated, because, sent.outcome, sent.contactId, now));
      ctx.metrics.inc('reconfirm_hotel_contacts_total', { channel, result: 'sent' });
      return;
    }
    past.push({ channel, status: 'FAILED', sentAt: now });
    if (channelForAttempt(routing, primary, past, now).channel !== channel) continue;
    // No fallback left: a hotel we can never reach needs an operator; a passing failure is retried with backoff.
    if (sent.permanent) {
      escalateBooking(db, bookingPk, { reason: 'NO_HOTEL_RESPONSE', severity: 'high', message: `the hotel cannot be reached through ${channel}: ${sent.error}` }, { actor: 'hotel contact', now });
    } else {
      // Retry in about 1, 2, 4 ... minutes, never later than the next reminder would be.
      const failures = past.slice().reverse().findIndex((p) => p.status !== 'FAILED');
      const delay = backoffDelay(failures === -1 ? past.length : failures, { backoff: 'exponential', baseMs: MINUTE, capMs: config.policy.reminderEveryHours * HOUR });
      scheduleContact(db, stored.row, now + delay, now);
    }
    return;
  }
}

const routingOf = (config: Config): ChannelRouting => ({ ...config.channels, channel: config.channel });

type Attempt = { ok: true; outcome: ContactOutcome; contactId: number } | { ok: false; error: string; permanent: boolean };

/**
 * The attempt (and its token hash) is on disk first, so a hotel that answers at once finds it; then it is sent. Written
 * by the claim (`written`), or here: the write waits for the queue's next commit, shared with the other contacts running.
 */
async function attempt(ctx: ServiceContext, engine: Engine, job: ContactJob, stored: StoredBooking, channel: string, n: number, updated: boolean, now: number, written?: Written): Promise<Attempt> {
  const { db, config } = ctx;
  const pk = stored.row.id;
  const { contactId, token, otaId, expiresAt } = written ?? (await job.write(() => writeAttempt(ctx, engine, stored, channel, n, now)));
  const impl = engine.channels[channel];
  // Still this worker's job: a process paused after the write's commit (whose lease check is the last it knew) must
  // not contact a hotel another instance has contacted since. LeaseLost stops the job before any word goes out.
  job.lease();
  try {
    if (!impl) throw new ChannelError(`channel ${channel} is not configured`, true);
    const outcome = await impl.send({
      bookingPk: pk,
      bookingId: stored.row.bookingId,
      booking: stored.booking,
      contactId,
      attempt: n,
      maxAttempts: config.policy.maxAttempts,
      updated,
      replyUrl: `${engine.linkBase()}/hotel/respond/${token}`,
      token,
      expiresAt: iso(expiresAt),
      now,
      view: hotelView(config, stored.booking),
      leadLastName: stored.row.leadLastName ?? undefined,
      otaId,
      // Checked again as the request starts on a connection (it may have waited for one); a request written late
      // all the same (the process stood still between that check and the write) is said in the log.
      beforeSend: checkedWrite(ctx.clock, () => job.lease(), (ms) =>
        ctx.log(wroteLate(`hotel contact: ${stored.row.bookingId}: the request via ${channel}`, ms, 'asked the hotel')),
      ),
    });
    return { ok: true, outcome, contactId };
  } catch (err) {
    if (err instanceof LeaseLost) throw err; // nothing was sent: not a failed contact
    const error = err instanceof Error ? err.message : String(err);
    const permanent = err instanceof ChannelError && err.permanent;
    await job.write(() => {
      finishContact(db, contactId, 'FAILED', error);
      addHistory(db, pk, { at: iso(now), actor: 'hotel contact', kind: 'hotel_contact_failed', message: `contact attempt ${n} via ${channel} failed: ${error}`, data: { channel, attempt: n, contactId, permanent } });
    });
    ctx.metrics.inc('reconfirm_hotel_contacts_total', { channel, result: 'failed' });
    ctx.log(`hotel contact: ${stored.row.bookingId} via ${channel} failed: ${error}`);
    return { ok: false, error, permanent };
  }
}

/** The attempt's row and its reply token (the hash stored), before anything is sent. */
function writeAttempt(ctx: ServiceContext, engine: Engine, stored: StoredBooking, channel: string, n: number, now: number): Written {
  const { db } = ctx;
  const expiresAt = now + ctx.config.policy.tokenTtlHours * HOUR;
  let token = '';
  const id = insertContactWithToken(db, { bookingPk: stored.row.id, channel, attempt: n, sentAt: iso(now), expiresAt: iso(expiresAt) }, (id) => tokenHash((token = issueToken(engine.tokenSecret(), id, expiresAt))));
  // The OpenTravel UniqueID@ID is decided at the first OTA contact (a BookingId over 32 characters) and kept.
  const ota = channel === 'ota' || channel === 'ota-pull';
  return { contactId: id, token, otaId: ota ? decideOtaId(db, stored.row) : undefined, expiresAt };
}

function recordSent(ctx: ServiceContext, stored: StoredBooking, channel: string, n: number, updated: boolean, because: string | undefined, outcome: ContactOutcome, contactId: number, now: number) {
  const { db, config } = ctx;
  const pk = stored.row.id;
  const next = n >= config.policy.maxAttempts ? now + config.policy.reminderEveryHours * HOUR : nextContactAfterSend(config.policy, routingOf(config), channel, now);
  // In the job's completion commit: the attempt, an inline answer and the risk check that follows them.
  // An inline answer writes the attempt's row and the booking's count with its own changes of them (each row once);
  // without one they are written here.
  const sent = { detail: outcome.detail, channel, attempts: n, at: iso(now) };
  if (!outcome.reply) {
    finishContact(db, contactId, 'SENT', sent.detail);
    recordAttemptSent(db, pk, sent);
  }
  const what = `contact attempt ${n}/${config.policy.maxAttempts} via ${channel}${because ? ` (fallback: ${because})` : ''}${updated ? ' with the updated booking' : ''}`;
  addHistory(db, pk, { at: iso(now), actor: 'hotel contact', kind: 'hotel_contact', message: `${what}: ${outcome.detail}`, data: { channel, attempt: n, contactId, updated, nextContactAt: iso(next) } });
  // No savepoint of its own: the completion's is undone whole if this throws (queue/runner.ts, flushCompletions).
  const answer = outcome.reply ? applyHotelReply(db, pk, outcome.reply, { source: channel, actor: `hotel via ${channel}`, now, contactId, compared: comparedFor(hotelView(config, stored.booking)), earlier: stored, sent }) : undefined;
  // The next look, unless the hotel answered: a confirmed booking needs no reminder, and after a discrepancy or
  // "no such booking" an operator takes over (contactDecision would stop there anyway).
  const answered = answer?.ok && answer.verdict.kind !== 'NO_HCN';
  if (!answered) scheduleContact(db, stored.row, next, now);
  // A confirmed booking has no risk left to check (its risk job went with the confirmation).
  if (answer?.ok && answer.status === 'CONFIRMED') return;
  // With the tick's other contacts' risk checks, after their writes (holdForCompletion), or now.
  if (riskChecksOfTick) riskChecksOfTick.push(pk);
  else runRiskCheck(ctx, pk, stored);
}

/** While a tick makes its contacts' final writes (holdForCompletion): the bookings whose risks they check, together. */
let riskChecksOfTick: number[] | undefined;

/**
 * The contact task's beforeComplete: the bookings of the contacts a tick completes, read (and locked on PostgreSQL) in one
 * statement for their outcomes' writes, with their escalation reasons (holdBookingsForWrites; on SQLite also which of
 * their job keys have no row, holdAbsentBookingKeys, so a confirmation cancels nothing it need not); the risk checks those
 * writes ask for are made together once they are done (runRiskChecks: three reads for the tick, not three per booking).
 */
export function holdForCompletion(ctx: ServiceContext, bookingPks: number[]): (ok: boolean) => void {
  const releaseBookings = holdBookingsForWrites(ctx.db, bookingPks);
  const releaseKeys = holdAbsentBookingKeys(ctx.db, bookingPks);
  const release = () => {
    releaseKeys();
    releaseBookings();
  };
  const checks: number[] = [];
  riskChecksOfTick = checks;
  return (ok) => {
    riskChecksOfTick = undefined;
    try {
      if (ok) runRiskChecks(ctx, checks);
    } finally {
      release();
    }
  };
}
