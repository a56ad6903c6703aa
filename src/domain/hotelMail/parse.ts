// A hotel's e-mail from raw RFC 822 bytes to a ParsedMail: threading headers, plain text (HTML-only mail converted),
// and whether it is a reply, an automatic answer or a delivery failure report. Pure: no I/O besides the parser.
import './nativeRegExp.js';
import PostalMime, { type Address, type Attachment, type Email } from 'postal-mime';
import { looksLikePlainBounce, messageIdIn, readDeliveryStatus, readPlainBounce, summarise } from './bounce.js';
import { htmlToText } from './html.js';
import type { BounceReport, MailAddress, ParsedMail } from './types.js';

// Out-of-office subjects in en, es, fr, de, it, pt (anchored at the start, after any "Re:"/"AW:").
const AUTO_SUBJECT = new RegExp(
  '^\\s*(?:(?:re|aw|r|rv|res|sv|wg|fw|tr)\\s*:\\s*)*(?:' +
    [
      'out of (the )?office', 'automatic reply', 'auto(matic)?[ -]?reply', 'auto:', 'autoresponse', 'away from (the )?office', 'on (holiday|vacation|leave)',
      'respuesta autom[aá]tica', 'fuera de (la )?oficina', 'ausencia', 'ausente',
      'r[ée]ponse automatique', 'absent', 'absence', 'message d.absence',
      'abwesenheitsnotiz', 'automatische antwort', 'abwesend', 'au[ßs]er haus', 'nicht im b[üu]ro',
      'risposta automatica', 'fuori (ufficio|sede)', 'assente',
      'resposta autom[aá]tica', 'fora do escrit[óo]rio', 'aus[êe]ncia',
    ].join('|') +
    ')',
  'i',
);

// The marker line of helpdesk mail, in the six languages.
const HELPDESK = /##-|above this line|encima de esta l[ií]nea|au-dessus de cette ligne|(?:über|oberhalb) dieser zeile|sopra questa riga|acima desta linha/i;

// Read receipts without a disposition part: "Read: ..." with "Your message ... was read" in the six languages.
const READ_SUBJECT = /^\s*(?:read|lu|gelesen|le[ií]do|letto|lido)\s*:/i;
const READ_BODY = /\b(was read|se ley[óo]|a [ée]t[ée] lu|wurde[^.\n]{0,60}gelesen|[èe] stato letto|foi lida|lida em)\b/i;

function header(email: Email, key: string): string | undefined {
  return email.headers.find((h) => h.key === key)?.value.trim();
}

// A confirmation number's label and its value on one line, as a reservation system's letter prints it.
const CONFIRMATION_LETTER = /^[ \t]*(?:hotel confirmation (?:number|no\.?)|confirmation (?:number|no\.?)|localizador(?: (?:del )?hotel)?|n(?:[uú]mero|[º°o]\.?) de confirmaci[oó]n|n(?:[uú]mero|[º°o]\.?) de confirma[çc][ãa]o|num[ée]ro de confirmation|n[º°o] de confirmation|best[äa]tigungsnummer|buchungsnummer|reservierungsnummer|numero di conferma(?: hotel)?|codice di conferma)[ \t]*[.:|]*[ \t.]*[A-Z]{0,4}[-/]?\d[\w/-]*[ \t]*$/im;
/** Why this is an automatic answer, or undefined. */
function autoReplyReason(email: Email, subject: string): string | undefined {
  const auto = header(email, 'auto-submitted');
  if (auto && !/^no\b/i.test(auto)) return `Auto-Submitted: ${auto}`;
  for (const key of ['x-autoreply', 'x-autorespond', 'x-autoresponder']) {
    const v = header(email, key);
    if (v !== undefined && !/^(no|false|0)$/i.test(v)) return `${key.replace(/\b\w/g, (c) => c.toUpperCase())}: ${v}`;
  }
  // A read receipt (RFC 8098 disposition notification, as Outlook sends "Read: ..."): says the request was opened, no more.
  const contentType = header(email, 'content-type') ?? '';
  if (/report-type\s*=\s*"?disposition-notification/i.test(contentType) || email.attachments.some((a) => a.mimeType === 'message/disposition-notification')) {
    return 'read receipt (disposition notification)';
  }
  if (READ_SUBJECT.test(subject) && READ_BODY.test(email.text ?? '')) return `read receipt: ${subject}`;
  const precedence = header(email, 'precedence');
  if (precedence && /^(auto_reply|bulk|junk)$/i.test(precedence)) return `Precedence: ${precedence}`;
  if (AUTO_SUBJECT.test(subject)) return `Subject: ${subject}`;
  return undefined;
}

const mailboxes = (list: Address[] | undefined): MailAddress[] =>
  (list ?? []).flatMap((a) => (a.group ? a.group : [a])).map((a) => ({ address: (a.address ?? '').toLowerCase(), name: a.name ?? '' }));
const addresses = (list: Address[] | undefined) => mailboxes(list).map((a) => a.address).filter(Boolean);

const decode = (c: Attachment['content']): string =>
  typeof c === 'string' ? c : new TextDecoder('utf-8').decode(c instanceof ArrayBuffer ? new Uint8Array(c) : c);

function readBounce(email: Email, text: string, from: string | undefined): BounceReport | undefined {
  const contentType = header(email, 'content-type') ?? '';
  const parts = email.attachments;
  const status = parts.find((a) => a.mimeType === 'message/delivery-status' || a.mimeType === 'message/global-delivery-status');
  const returned = parts.find((a) => a.mimeType === 'message/rfc822' || a.mimeType === 'text/rfc822-headers' || a.mimeType === 'message/global-headers');
  const originalMessageId = returned ? messageIdIn(decode(returned.content)) : messageIdInText(text);
  if (status && /multipart\/report/i.test(contentType)) {
    const failures = readDeliveryStatus(decode(status.content));
    return summarise(failures, originalMessageId);
  }
  if (looksLikePlainBounce(from, email.subject ?? '')) {
    const exclude = [from ?? '', ...addresses(email.to)];
    return summarise(readPlainBounce(text, exclude), originalMessageId);
  }
  return undefined;
}

/** A plain bounce quotes the returned headers in its body. */
function messageIdInText(text: string): string | undefined {
  return /^\s*Message-ID:\s*(<[^<>\s]+>)/im.exec(text)?.[1];
}

/**
 * Parse a hotel's e-mail. Never throws on odd content: a message postal-mime cannot structure still yields its
 * headers and whatever text it has. `kind` is 'bounce' only when at least one recipient definitely failed.
 */
export async function parseHotelMail(raw: Buffer | string): Promise<ParsedMail> {
  const size = typeof raw === 'string' ? Buffer.byteLength(raw) : raw.length;
  const email = await PostalMime.parse(raw);
  // A NUL character (a mis-declared charset, a broken client) becomes U+FFFD: PostgreSQL's text cannot hold NUL, and
  // the subject and text are stored and quoted in the booking's history. The raw message keeps the bytes.
  const subject = (email.subject ?? '').trim().replace(/\u0000/g, '\ufffd');
  const from = mailboxes(email.from ? [email.from] : undefined)[0];
  const plain = email.text?.trim() ? email.text : undefined;
  const text = (plain ?? (email.html ? htmlToText(email.html) : '')).replace(/\r\n?/g, '\n').replace(/\u00a0/g, ' ').replace(/\u0000/g, '\ufffd');
  const references = (email.references ?? '').match(/<[^<>\s]+>/g) ?? [];
  const date = email.date && !Number.isNaN(Date.parse(email.date)) ? new Date(email.date).toISOString() : undefined;
  const mail: ParsedMail = {
    messageId: email.messageId?.match(/<[^<>\s]+>/)?.[0] ?? email.messageId,
    inReplyTo: email.inReplyTo?.match(/<[^<>\s]+>/)?.[0] ?? email.inReplyTo,
    references,
    from,
    to: addresses(email.to),
    cc: addresses(email.cc),
    deliveredTo: email.deliveredTo?.toLowerCase().replace(/^<|>$/g, ''),
    subject,
    date,
    text,
    fromHtml: !plain && Boolean(email.html),
    size,
    kind: 'reply',
  };
  const bounce = readBounce(email, text, from?.address);
  if (bounce && bounce.failedRecipients.length) return { ...mail, kind: 'bounce', bounce };
  // A report that failed nobody (delayed, delivered) is automatic, not an answer.
  if (bounce) return { ...mail, kind: 'auto-reply', autoReplyReason: `delivery status: ${bounce.failures.map((f) => f.action).join(', ') || 'no failure'}` };
  const reason = autoReplyReason(email, subject);
  // A helpdesk (Zendesk, Freshdesk...) sends its agents' answers as "Auto-Submitted: auto-generated" mail with a
  // "reply above this line" marker: an agent's answer, read as one.
  if (reason && /^Auto-Submitted: auto-generated/i.test(reason) && HELPDESK.test(text)) return mail;
  // A chain's reservation system sends its confirmation letter so too ("Localizador hotel ..... MGV-558120", "Hotel
  // Confirmation Number: 5521873"), in reply to our request: a letter that answers, read as one (fifteenth pass). An
  // auto-reply (RFC 3834 "auto-replied", a vacation notice) stays one.
  if (reason && /^Auto-Submitted: auto-generated/i.test(reason) && mail.inReplyTo && CONFIRMATION_LETTER.test(text)) return mail;
  return reason ? { ...mail, kind: 'auto-reply', autoReplyReason: reason } : mail;
}
