// `reconfirm mail export --settled <dir>`: the hotel e-mails operators settled after review, each as <name>.eml, with one
// manifest.json in the test corpus's format (judged by outcome), so `node --import tsx bench/replyCorpus.ts <dir>`
// measures the reader on a team's own traffic. Every file is 0600 (guest data), the folder 0700 when created here.
// --mask puts stable placeholders for the guests' names in the messages and the manifest.
import { chmodSync, existsSync, mkdirSync, openSync, writeSync, closeSync, fchmodSync } from 'node:fs';
import { join, resolve } from 'node:path';
import PostalMime, { type Address } from 'postal-mime';
import type { Booking } from '../../domain/schemas.js';
import { expectedOutcome } from '../../domain/settledReview.js';
import type { Db } from '../../store/db.js';
import { listSettledReviews, type SettledReview } from '../../store/settledReviews.js';

export interface SettledExportOptions {
  dir: string;
  /** Only pairs settled at or after this ISO instant. */
  since?: string;
  mask: boolean;
}

export interface SettledExportReport {
  dir: string;
  written: { file: string; bookingId: string; action: string; settledAt: string }[];
  skipped: { bookingId: string; message: number; why: string }[];
}

/** Writes a file readable only by its owner, whatever the umask; an existing file is replaced and made 0600 too. */
function writePrivate(path: string, data: string | Buffer): void {
  const fd = openSync(path, 'w', 0o600);
  try {
    fchmodSync(fd, 0o600);
    writeSync(fd, typeof data === 'string' ? Buffer.from(data, 'utf8') : data);
  } finally {
    closeSync(fd);
  }
}

const safeName = (s: string) => s.replace(/[^A-Za-z0-9._-]+/g, '_').slice(0, 80);

export async function exportSettled(db: Db, o: SettledExportOptions): Promise<SettledExportReport> {
  const dir = resolve(o.dir);
  if (!existsSync(dir)) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    chmodSync(dir, 0o700);
  }
  const report: SettledExportReport = { dir, written: [], skipped: [] };
  const masker = o.mask ? new NameMasker() : undefined;
  const fixtures: unknown[] = [];
  for (const pair of listSettledReviews(db, o.since ?? '')) {
    const skip = (why: string) => report.skipped.push({ bookingId: pair.bookingId, message: pair.messagePk, why });
    if (!pair.raw) {
      skip('the raw message was erased by the retention policy');
      continue;
    }
    if (pair.rawTruncated) {
      skip('only part of the raw message was kept (inbound.keepRawBytes)');
      continue;
    }
    let raw = pair.raw;
    let booking = pair.booking;
    if (masker) {
      const masked = await masker.mask(raw, booking);
      if (!masked.ok) {
        skip(masked.why);
        continue;
      }
      raw = masked.raw;
      booking = masked.booking;
    }
    const file = `settled-${pair.id}-${safeName(pair.bookingId)}.eml`;
    writePrivate(join(dir, file), raw);
    fixtures.push(entryOf(file, pair, booking));
    report.written.push({ file, bookingId: pair.bookingId, action: pair.action, settledAt: pair.settledAt });
  }
  const manifest = {
    about: `Hotel e-mails operators settled after review (reconfirm mail export --settled${o.mask ? ' --mask' : ''}): each .eml, the booking as the hotel was shown it, and the operator's decision as the expected outcome (review where a reader could not have decided alone). Run: node --import tsx bench/replyCorpus.ts <this folder>.`,
    judgedBy: 'outcome',
    fixtures,
  };
  writePrivate(join(dir, 'manifest.json'), `${JSON.stringify(manifest, null, 1)}\n`);
  return report;
}

function entryOf(file: string, pair: SettledReview, booking: Booking) {
  const d = pair.decision;
  const covers = ['settled', pair.action, d.kind === 'answer' ? d.verdict.toLowerCase() : d.kind];
  if (d.kind === 'answer' && d.acceptedDiscrepancies.length) covers.push('discrepancy-accepted');
  return {
    file,
    language: pair.language ?? 'unknown',
    covers,
    bookings: [{ bookingId: pair.bookingId, booking }],
    expected: expectedOutcome(pair.bookingId, booking, d),
  };
}

// ---- masking -----------------------------------------------------------------------------------------------------

const PLACEHOLDERS = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo', 'Foxtrot', 'Golf', 'Hotel', 'India', 'Juliett', 'Kilo', 'Lima', 'Mike', 'November', 'Oscar', 'Papa', 'Quebec', 'Romeo', 'Sierra', 'Tango', 'Uniform', 'Victor', 'Whiskey', 'Xray', 'Yankee', 'Zulu'];
const fold = (s: string) => s.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
const escape = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
/** A word of a name, wherever it stands alone (not inside another word). */
const wordRe = (w: string) => new RegExp(`(?<![\\p{L}\\p{N}])${escape(w)}(?![\\p{L}\\p{N}])`, 'giu');

/**
 * Replaces each word of the guests' names (LeadName, AllGuests names) by a placeholder, the same one for the same word
 * throughout one export, in the raw message and the booking. Letters only, so a placeholder is never read as a number.
 * A message whose text still shows a name afterwards (an encoded part, a header in RFC 2047 form) is not written.
 */
class NameMasker {
  private readonly words = new Map<string, string>();

  private placeholder(word: string): string {
    const key = fold(word);
    let p = this.words.get(key);
    if (!p) {
      const n = this.words.size;
      p = `Guest${PLACEHOLDERS[n % PLACEHOLDERS.length]}${n >= PLACEHOLDERS.length ? PLACEHOLDERS[Math.floor(n / PLACEHOLDERS.length) % PLACEHOLDERS.length] : ''}`;
      this.words.set(key, p);
    }
    return p;
  }

  private maskText(text: string, words: string[]): string {
    let out = text;
    for (const w of words) out = out.replace(wordRe(w), this.placeholder(w));
    return out;
  }

  async mask(raw: Buffer, b: Booking): Promise<{ ok: true; raw: Buffer; booking: Booking } | { ok: false; why: string }> {
    const names = [b.Guest.LeadName, ...(b.Guest.AllGuests ?? []).map((g) => g.Name ?? '')].filter(Boolean);
    // Longest first, so a word is replaced before a shorter one inside it could be; initials are left.
    const words = [...new Set(names.flatMap((n) => n.split(/[^\p{L}\p{N}'-]+/u)).filter((w) => [...w].length >= 2))].sort((x, y) => y.length - x.length);
    const booking: Booking = {
      ...b,
      Guest: {
        ...b.Guest,
        LeadName: this.maskText(b.Guest.LeadName, words),
        ...(b.Guest.AllGuests ? { AllGuests: b.Guest.AllGuests.map((g) => (g.Name ? { ...g, Name: this.maskText(g.Name, words) } : g)) } : {}),
      },
    };
    // The raw bytes read as UTF-8 text where they are; other bytes (a latin-1 part) pass through untouched.
    const asText = raw.toString('latin1');
    let masked = asText;
    for (const w of words) {
      const p = this.placeholder(w);
      masked = masked.replace(wordRe(Buffer.from(w, 'utf8').toString('latin1')), p).replace(wordRe(w), p);
    }
    let out: Buffer = Buffer.from(masked, 'latin1');
    // A name in an encoded part (base64, quoted-printable, an RFC 2047 header): the message is written again from its
    // decoded text and HTML, masked, with the headers that thread and classify it.
    if ((await namesShown(out, words)).length) out = await rebuilt(raw, (t) => this.maskText(t, words));
    const left = await namesShown(out, words);
    if (left.length) return { ok: false, why: `a guest's name could not be masked (${left.length} word(s) still shown); not written` };
    return { ok: true, raw: out, booking };
  }
}

/** Headers a reader looks at beyond the addresses, subject, date and thread: kept as they are when a message is rebuilt. */
const KEPT_HEADERS = ['auto-submitted', 'x-autoreply', 'x-autorespond', 'precedence', 'x-mailer', 'user-agent', 'content-language'];

/** The message composed again from what a mail program shows of it (text, HTML, addresses, subject), masked; attachments are left out. */
async function rebuilt(raw: Buffer, mask: (s: string) => string): Promise<Buffer> {
  const m = await PostalMime.parse(raw);
  const { default: MailComposer } = await import('nodemailer/lib/mail-composer/index.js');
  const person = (a: Address | undefined) => (a && 'address' in a && a.address ? { name: mask(a.name ?? ''), address: a.address } : undefined);
  const people = (list: Address[] | undefined) => list?.flatMap((a) => (a.group ?? [a]).map(person).filter((x) => x !== undefined));
  const headers = m.headers.filter((h) => KEPT_HEADERS.includes(h.key)).map((h) => ({ key: h.key, value: mask(h.value) }));
  const node = new MailComposer({
    from: person(m.from),
    to: people(m.to),
    cc: people(m.cc),
    replyTo: people(m.replyTo),
    subject: mask(m.subject ?? ''),
    ...(m.date && !Number.isNaN(Date.parse(m.date)) ? { date: new Date(m.date) } : {}),
    ...(m.messageId ? { messageId: m.messageId } : {}),
    ...(m.inReplyTo ? { inReplyTo: m.inReplyTo } : {}),
    ...(m.references ? { references: m.references } : {}),
    ...(m.text !== undefined ? { text: mask(m.text) } : {}),
    ...(m.html !== undefined ? { html: mask(m.html) } : {}),
    headers,
  }).compile();
  return node.build();
}

/** The name words a mail program would still show: in the decoded subject, addresses, text and HTML. */
async function namesShown(raw: Buffer, words: string[]): Promise<string[]> {
  const m = await PostalMime.parse(raw);
  const people = [m.from, ...(m.to ?? []), ...(m.cc ?? []), ...(m.replyTo ?? [])].map((a) => (a ? `${a.name ?? ''} ${a.address ?? ''}` : ''));
  const seen = fold([m.subject ?? '', ...people, m.text ?? '', m.html ?? '', raw.toString('utf8')].join('\n'));
  return words.filter((w) => wordRe(fold(w)).test(seen));
}
