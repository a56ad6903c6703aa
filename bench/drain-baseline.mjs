// The baseline for the pipeline drain: the same work per booking as `serve` in the drain, in one process and one thread,
// with no framework. Plain node:http, better-sqlite3 and undici:
//   POST /addBookings  parse the JSON array, store each booking and its contact job in one commit (synchronous=FULL),
//                      answer 200 only after it (nothing acknowledged is lost)
//   contact loop       takes up to 100 due contact jobs per transaction; for each: the simulated hotel's answer
//                      (Hotel.MasterProviderHotelId SIM-CONFIRM, SIM-DISCREPANCY or SIM-NOBOOKING, as the simulator
//                      reads them) recorded, the state change (status, HCN) with its history row, the webhook event
//                      and its delivery job written, the contact job deleted (synchronous=NORMAL, as serve's queue)
//   delivery loop      takes delivery jobs, POSTs each event signed as Standard Webhooks (HMAC-SHA256) to the
//                      receiver over one keep-alive undici agent with `concurrency` in flight, then marks the events
//                      delivered and deletes their jobs in one commit per batch (a failed POST is tried again)
// Usage: node bench/drain-baseline.mjs <db file> <webhook url> [concurrency]; prints "listening on http://...".
import { createHmac, randomBytes } from 'node:crypto';
import { createServer } from 'node:http';
import { Agent, request } from 'undici';
// The driver the service uses on this Node (better-sqlite3 13 on Node >= 22 when installed, else 12): from the build.
import { Database } from '../dist/store/sqliteDriver.js';

const [file = ':memory:', webhookUrl, concurrencyArg = '16'] = process.argv.slice(2);
if (!webhookUrl) throw new Error('usage: node bench/drain-baseline.mjs <db file> <webhook url> [concurrency]');
const CONCURRENCY = Number(concurrencyArg);
const CLAIM_CONTACTS = 100;
const CLAIM_DELIVERIES = 256;

/** Two connections, as serve has: the one that acknowledges commits with FULL, the worker's with NORMAL. */
function open(synchronous) {
  const db = new Database(file);
  db.pragma('journal_mode = WAL');
  db.pragma(`synchronous = ${synchronous}`);
  db.pragma('cache_size = -32768');
  // serve: the accepting connection never checkpoints; the worker does, every 10,000 pages.
  db.pragma(`wal_autocheckpoint = ${synchronous === 'FULL' ? 0 : 10000}`);
  return db;
}
const accept = open('FULL');
accept.exec(`
  CREATE TABLE IF NOT EXISTS bookings (id INTEGER PRIMARY KEY, booking_code TEXT NOT NULL UNIQUE, status TEXT NOT NULL,
    hcn TEXT, data TEXT NOT NULL, created_at TEXT NOT NULL, updated_at TEXT NOT NULL);
  CREATE TABLE IF NOT EXISTS jobs (id INTEGER PRIMARY KEY, task TEXT NOT NULL, ref TEXT NOT NULL, run_at INTEGER NOT NULL);
  CREATE INDEX IF NOT EXISTS jobs_task ON jobs (task, id);
  CREATE TABLE IF NOT EXISTS hotel_replies (id INTEGER PRIMARY KEY, booking_id INTEGER NOT NULL, received_at TEXT NOT NULL,
    hcn TEXT, no_booking INTEGER NOT NULL, answer TEXT NOT NULL, outcome TEXT NOT NULL);
  CREATE TABLE IF NOT EXISTS booking_history (id INTEGER PRIMARY KEY, booking_id INTEGER NOT NULL, at TEXT NOT NULL,
    from_status TEXT, to_status TEXT, message TEXT NOT NULL);
  CREATE TABLE IF NOT EXISTS webhook_events (id TEXT PRIMARY KEY, booking_id INTEGER NOT NULL, type TEXT NOT NULL,
    payload TEXT NOT NULL, created_at TEXT NOT NULL, delivered_at TEXT);
`);
const work = open('NORMAL');

// --- accepting: the booking and its contact job, one commit per call --------------------------------------------------
const insertBooking = accept.prepare(`INSERT INTO bookings (booking_code, status, data, created_at, updated_at) VALUES (?, 'PENDING', ?, ?, ?)`);
const insertContactJob = accept.prepare(`INSERT INTO jobs (task, ref, run_at) VALUES ('contact', ?, ?)`);
const acceptAll = accept.transaction((list, now) => {
  const at = new Date(now).toISOString();
  for (const b of list) {
    if (typeof b?.BookingCode !== 'string') throw new Error('BookingCode is required');
    const { lastInsertRowid } = insertBooking.run(b.BookingCode, JSON.stringify(b), at, at);
    insertContactJob.run(String(lastInsertRowid), now);
  }
});

const server = createServer((req, res) => {
  const chunks = [];
  req.on('data', (c) => chunks.push(c));
  req.on('end', () => {
    let list;
    try {
      const body = JSON.parse(Buffer.concat(chunks).toString('utf8'));
      list = Array.isArray(body) ? body : [body];
      acceptAll(list, Date.now());
    } catch (err) {
      res.writeHead(400, { 'content-type': 'application/json' });
      return void res.end(JSON.stringify({ status: 'REJECTED', message: err.message }));
    }
    res.writeHead(200, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ status: 'ACCEPTED', data: { bookingsCount: list.length } }));
    wakeContacts();
  });
});

// --- the contact loop: the simulated hotel's answer, the state change and the event --------------------------------------
const claimContacts = work.prepare(`SELECT id, ref FROM jobs WHERE task = 'contact' AND run_at <= ? ORDER BY id LIMIT ${CLAIM_CONTACTS}`);
const loadBooking = work.prepare('SELECT id, status, data FROM bookings WHERE id = ?');
const insertReply = work.prepare('INSERT INTO hotel_replies (booking_id, received_at, hcn, no_booking, answer, outcome) VALUES (?, ?, ?, ?, ?, ?)');
const setStatus = work.prepare(`UPDATE bookings SET status = ?, hcn = ?, updated_at = ? WHERE id = ? AND status = 'PENDING'`);
const insertHistory = work.prepare('INSERT INTO booking_history (booking_id, at, from_status, to_status, message) VALUES (?, ?, ?, ?, ?)');
const insertEvent = work.prepare('INSERT INTO webhook_events (id, booking_id, type, payload, created_at) VALUES (?, ?, ?, ?, ?)');
const insertDeliveryJob = work.prepare(`INSERT INTO jobs (task, ref, run_at) VALUES ('deliver', ?, ?)`);
const deleteJob = work.prepare('DELETE FROM jobs WHERE id = ?');

const DAY = 86_400_000;
const ALPHA3 = { ES: 'ESP', FR: 'FRA', DE: 'DEU', IT: 'ITA', PT: 'PRT', GB: 'GBR', US: 'USA' };

/** FNV-1a of the BookingCode: each booking's hotel answers the same HCN every run. */
function hash32(text) {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return h >>> 0;
}

/** What the simulated hotel answers, by the same hints the simulator channel reads. */
function hotelAnswer(b) {
  const hint = (b.Hotel?.MasterProviderHotelId ?? '').trim().toUpperCase();
  if (hint === 'SIM-NOBOOKING') return { noBooking: true, note: 'simulated hotel: no such reservation found' };
  const h = hash32(b.BookingCode);
  const prefix = (b.Hotel.Name.split(/\s+/).find((w) => !/^(hotel|the|grand|inn)$/i.test(w)) ?? 'HTL').slice(0, 3).toUpperCase();
  const checkIn = hint === 'SIM-DISCREPANCY' ? new Date(Date.parse(b.CheckIn) + DAY).toISOString() : b.CheckIn;
  const [given, ...family] = b.Guest.LeadName.trim().split(/\s+/);
  return { hcn: `${prefix}-${100000 + (h % 900000)}`, checkIn, checkOut: b.CheckOut, leadName: `${family.join(' ').toUpperCase()}, ${given}`, note: 'simulated hotel' };
}

/** The answer read against the booking: the new status and the event that reports it. */
function verdict(b, answer, at) {
  const common = {
    BookingId: b.BookingCode,
    BookingCode: b.BookingCode,
    LineCode: b.LineCode ?? null,
    Hotel: { Name: b.Hotel.Name, City: b.Hotel.City ?? null, CountryCode: ALPHA3[b.Hotel.CountryCode] ?? b.Hotel.CountryCode ?? null },
    CheckIn: b.CheckIn,
    CheckOut: b.CheckOut,
    LeadName: b.Guest.LeadName,
    HotelTimeZone: null,
  };
  const escalated = (reason, severity, message, discrepancies) => ({
    status: 'ESCALATED',
    outcome: reason,
    message: `${reason}: ${message}`,
    event: {
      type: 'booking.escalated',
      timestamp: at,
      data: {
        ...common,
        Hotel: { ...common.Hotel, ContactDetails: { Emails: b.Hotel.ContactDetails?.Emails ?? [], PhoneNumbers: b.Hotel.ContactDetails?.PhoneNumbers ?? [] } },
        reason,
        severity,
        message,
        discrepancies,
        attempts: 1,
        escalatedAt: at,
        ReconfirmationStatus: 'ESCALATED',
      },
    },
  });
  if (answer.noBooking) return escalated('HOTEL_REPORTS_NO_BOOKING', 'critical', 'the hotel reports it has no such booking', []);
  const booked = b.CheckIn.slice(0, 10);
  const stated = answer.checkIn.slice(0, 10);
  if (booked !== stated) {
    return escalated('DATA_DISCREPANCY', 'high', `the hotel's data differs: CheckIn: booked "${booked}", hotel "${stated}"`, [{ field: 'CheckIn', booked, hotel: stated }]);
  }
  return {
    status: 'CONFIRMED',
    outcome: 'CONFIRMED',
    message: `confirmed by the hotel with HCN ${answer.hcn}`,
    event: { type: 'booking.confirmed', timestamp: at, data: { ...common, HCN: answer.hcn, confirmedAt: at, ReconfirmationStatus: 'CONFIRMED' } },
  };
}

/** msg_ and 32 hex digits, time first (serve's ids are UUIDv7): new ids land at the end of the primary key's index. */
const newEventId = (now) => `msg_${now.toString(16).padStart(12, '0')}${randomBytes(10).toString('hex')}`;

const contactBatch = work.transaction((jobs, now) => {
  const at = new Date(now).toISOString();
  for (const job of jobs) {
    const row = loadBooking.get(Number(job.ref));
    if (row && row.status === 'PENDING') {
      const b = JSON.parse(row.data);
      const answer = hotelAnswer(b);
      const v = verdict(b, answer, at);
      insertReply.run(row.id, at, answer.hcn ?? null, answer.noBooking ? 1 : 0, JSON.stringify(answer), v.outcome);
      setStatus.run(v.status, answer.hcn ?? null, at, row.id);
      insertHistory.run(row.id, at, 'PENDING', v.status, v.message);
      const eventId = newEventId(now);
      insertEvent.run(eventId, row.id, v.event.type, JSON.stringify(v.event), at);
      insertDeliveryJob.run(eventId, now);
    }
    deleteJob.run(job.id);
  }
});

let contactsRunning = false;
let contactsTimer;
function wakeContacts() {
  if (contactsRunning) return;
  contactsRunning = true;
  clearTimeout(contactsTimer);
  setImmediate(contactsTick);
}
function contactsTick() {
  const now = Date.now();
  const jobs = claimContacts.all(now);
  if (jobs.length) contactBatch(jobs, now);
  pumpDeliveries();
  if (jobs.length === CLAIM_CONTACTS) return void setImmediate(contactsTick);
  contactsRunning = false;
  contactsTimer = setTimeout(wakeContacts, jobs.length ? 0 : 200);
}

// --- the delivery loop: sign, POST, mark delivered, delete the job -------------------------------------------------------
const secret = `whsec_${randomBytes(24).toString('base64')}`;
const key = Buffer.from(secret.slice(6), 'base64');
const agent = new Agent({ keepAliveTimeout: 30_000, keepAliveMaxTimeout: 600_000, connections: CONCURRENCY, pipelining: 1 });
const claimDeliveries = work.prepare(
  `SELECT j.id AS jobId, e.id AS eventId, e.payload FROM jobs j JOIN webhook_events e ON e.id = j.ref
   WHERE j.task = 'deliver' AND j.id > ? AND j.run_at <= ? ORDER BY j.id LIMIT ${CLAIM_DELIVERIES}`,
);
const markDelivered = work.prepare('UPDATE webhook_events SET delivered_at = ? WHERE id = ?');
const finishDeliveries = work.transaction((done, at) => {
  for (const d of done) {
    markDelivered.run(at, d.eventId);
    deleteJob.run(d.jobId);
  }
});

let claimed = [];
let lastClaimedJob = 0;
let inFlight = 0;
let delivered = [];
let flushQueued = false;

function pumpDeliveries() {
  while (inFlight < CONCURRENCY) {
    if (!claimed.length) {
      claimed = claimDeliveries.all(lastClaimedJob, Date.now()).reverse();
      if (!claimed.length) return;
      lastClaimedJob = claimed[0].jobId;
    }
    inFlight++;
    void post(claimed.pop());
  }
}

async function post(d) {
  const now = Date.now();
  const timestamp = String(Math.floor(now / 1000));
  const signature = `v1,${createHmac('sha256', key).update(`${d.eventId}.${timestamp}.${d.payload}`).digest('base64')}`;
  let ok = false;
  try {
    const res = await request(webhookUrl, {
      method: 'POST',
      dispatcher: agent,
      body: d.payload,
      headers: { 'content-type': 'application/json', 'user-agent': 'drain-baseline', 'webhook-id': d.eventId, 'webhook-timestamp': timestamp, 'webhook-signature': signature },
      headersTimeout: 10_000,
      bodyTimeout: 10_000,
    });
    await res.body.dump();
    ok = res.statusCode >= 200 && res.statusCode < 300;
  } catch {
    ok = false;
  }
  inFlight--;
  if (ok) {
    delivered.push(d);
    if (!flushQueued) {
      flushQueued = true;
      setImmediate(flushDelivered);
    }
  } else {
    // Tried again after a second; its job row stays until the POST succeeds.
    setTimeout(() => (claimed.push(d), pumpDeliveries()), 1000);
  }
  pumpDeliveries();
}

function flushDelivered() {
  flushQueued = false;
  const done = delivered;
  delivered = [];
  finishDeliveries(done, new Date().toISOString());
}

server.keepAliveTimeout = 60_000;
server.listen(0, '127.0.0.1', () => {
  console.log(`listening on http://127.0.0.1:${server.address().port}`);
  wakeContacts(); // jobs left by an earlier run
});
process.on('SIGTERM', () => {
  server.close();
  server.closeAllConnections();
  void agent.close().finally(() => {
    if (delivered.length) flushDelivered();
    accept.close();
    work.close();
    process.exit(0);
  });
});
