// The new text of a reply: quoted history and signatures removed. email-reply-parser handles "> " quotes, the
// English/Romance "On ... wrote:" headers and the common signatures; the cuts here add what it misses in the six
// languages we read: Outlook "From:/Sent:" blocks and their translations, "-----Original Message-----" and its
// translations, wrapped "On ... wrote:" lines, bottom-posting (quote first, answer after) and forwarded messages.
import './nativeRegExp.js';
import EmailReplyParser from 'email-reply-parser';
import { fold } from './dates.js';
import { touchesFact } from './facts.js';
import { LEXICONS, type Lexicon } from './lexicon/index.js';

// The quoting headers come from the lexicons (lexicon/<lang>.ts, `quoting`): matched on the folded line (lowercase,
// no accents), so "Envoyé :" and "Envoye:" are one header.
const QUOTING = Object.values(LEXICONS).map((l) => l.quoting);
const namesOf = (key: keyof Lexicon['quoting']) => [...new Set(QUOTING.flatMap((q) => q[key]))].sort((a, b) => b.length - a.length).join('|');
/** A pattern tested on the folded line. */
// `need` is a cheap test on the raw line that every match passes ("ends with a colon"): most lines are never folded.
const onFolded = (re: RegExp, need?: (line: string) => boolean) => ({ re, test: (line: string) => (!need || need(line)) && re.test(fold(line)) });
// As /:\s*$/ (\s and trimEnd strip the same characters), without trying the expression at every place of the line.
const endsWithColon = (line: string) => line.trimEnd().endsWith(':');
const hasColon = (line: string) => line.includes(':');
const hasRule = (line: string) => line.includes('--');

const WROTE = onFolded(new RegExp(`(?<![\\p{L}])(${namesOf('wrote')})\\s*:\\s*$`, 'u'), endsWithColon);
const WROTE_START = onFolded(new RegExp(`^\\s*(${namesOf('wroteStart')}|le jour)(?![\\p{L}])`, 'u'));

const ORIGINAL = onFolded(new RegExp(`^\\s*-{2,}\\s*(${namesOf('original')})\\s*-{2,}\\s*$`, 'u'), hasRule);
const FORWARDED_RULE = onFolded(new RegExp(`^\\s*-{2,}\\s*(${namesOf('forwarded')})\\s*-{2,}\\s*$`, 'u'), hasRule);
const FORWARDED_LINE = onFolded(new RegExp(`^\\s*(${namesOf('forwarded')})\\s*:\\s*$`, 'u'), endsWithColon);

// Outlook's header block of the quoted message, in the six languages (and the bold "*From:*" of converted HTML).
const HEAD = (names: string) => onFolded(new RegExp(`^\\s*\\*?(${names})\\s*:\\*?(\\s|$)`, 'u'), hasColon);
const FROM_FIELD = HEAD(namesOf('from'));
const SENT_FIELD = HEAD(namesOf('sent'));
const TO_FIELD = HEAD(namesOf('to'));
const SUBJECT_FIELD = HEAD(namesOf('subject'));
const ANY_FIELD = { test: (line: string) => [FROM_FIELD, SENT_FIELD, TO_FIELD, SUBJECT_FIELD].some((f) => f.test(line)) };

// Closings the parser does not know; everything from one of them on is signature.
const CLOSING =
  /^\s*(best regards|kind regards|warm regards|regards|yours faithfully|yours truly|best|thanks|thank you|many thanks|cheers|all the best|warmest regards|with (?:kind|best) regards|kindest regards|un saludo cordial|muchas gracias|gracias|saludos cordiales|meilleures salutations|(?:avec )?(?:nos|mes) meilleures salutations|bonne journ[ée]e|merci|liebe gr(?:ü|ue)(?:ß|ss)e|lg|gru(?:ß|ss)|sch(?:ö|oe)ne gr(?:ü|ue)(?:ß|ss)e|vielen dank|grazie|un saluto|saluti cordiali|buona giornata|obrigad[oa]|abra(?:ç|c)os?|cordiais cumprimentos|best wishes|yours sincerely|sincerely|many thanks and best regards|saludos( cordiales)?|un (cordial )?saludo|atentamente|cordialmente|cordiales saludos|reciba un cordial saludo|cordialement|bien (à|a) vous|bien cordialement|salutations( distinguées)?|sinc[èe]res salutations|mit freundlichen gr(ü|ue)(ß|ss)en|freundliche gr(ü|ue)(ß|ss)e|viele gr(ü|ue)(ß|ss)e|beste gr(ü|ue)(ß|ss)e|herzliche gr(ü|ue)(ß|ss)e|mfg|cordiali saluti|distinti saluti|saluti|un cordiale saluto|atenciosamente|cumprimentos|com os melhores cumprimentos|melhores cumprimentos|os melhores cumprimentos)[,.!]*\s*$/i;

// As /^\s*>/ (trimStart strips what \s matches), without an expression per line.
const isQuoted = (l: string) => l.trimStart().startsWith('>');
// A line email-reply-parser would act on: a quote, a quote header's verb, a signature delimiter or a device signature.
const NEEDS_PARSER = /^\s*>|wrote|[ée]crit|escribi|schrieb|scritto|escreveu|schreef|skrev|napisa|^\s*(?:--|__)|^\s*(?:sent|enviado|envoy[ée]|von meinem|inviato|get outlook|obtener outlook)\b/i;

/** Index of the first line of an Outlook header block at i (From: then, within four lines, Sent:/To:/Subject:). */
function outlookBlockAt(lines: string[], i: number): boolean {
  if (!FROM_FIELD.test(lines[i])) return false;
  const next = lines.slice(i + 1, i + 6);
  const kinds = [SENT_FIELD, TO_FIELD, SUBJECT_FIELD].filter((re) => next.some((l) => re.test(l)));
  return kinds.length >= 2;
}

/** "On Mon, 3 Mar 2027, Hotel <x@y> wrote:" on one line, or wrapped over two. Returns how many lines it takes. */
function wroteHeaderAt(lines: string[], i: number): number {
  const line = lines[i].trim();
  if (!line || isQuoted(line)) return 0;
  if (WROTE.test(line) && (WROTE_START.test(line) || /@|\d/.test(line))) return 1;
  // German clients put the verb before the name: "Am 01.03.2027 um 10:06 schrieb Name <x@y>:".
  if (endsWithColon(line) && /^\s*Am\b.*\d.*\bschrieb\b.+:\s*$/i.test(line)) return 1;
  const next = lines[i + 1]?.trim() ?? '';
  if (next.length < 120 && endsWithColon(next) && /\d/.test(line) && WROTE_START.test(line) && WROTE.test(next)) return 2;
  return 0;
}

/** Where the history begins that runs to the end of the message (no "> " marks): Outlook block, Original Message. */
function historyStart(lines: string[]): { at: number; forwarded: boolean } | undefined {
  for (let i = 0; i < lines.length; i++) {
    if (FORWARDED_RULE.test(lines[i]) || FORWARDED_LINE.test(lines[i])) return { at: i, forwarded: true };
    if (ORIGINAL.test(lines[i]) || outlookBlockAt(lines, i)) {
      // Outlook's separator line above the block belongs to it.
      const at = i > 0 && /^\s*[_-]{10,}\s*$/.test(lines[i - 1]) ? i - 1 : i;
      return { at, forwarded: false };
    }
    const n = wroteHeaderAt(lines, i);
    // A wrote-header not followed by "> " lines quotes the rest unmarked (common from HTML mail).
    if (n && !lines.slice(i + n).some((l) => l.trim() && isQuoted(l))) return { at: i, forwarded: false };
  }
  return undefined;
}

/** The body of a forwarded message: its header lines skipped, one level of "> " removed when all lines carry it. */
function forwardedBody(lines: string[]): string {
  let i = 0;
  while (i < lines.length && (!lines[i].trim() || ANY_FIELD.test(lines[i]) || FORWARDED_RULE.test(lines[i]) || FORWARDED_LINE.test(lines[i]))) i++;
  let body = lines.slice(i);
  if (body.filter((l) => l.trim()).every(isQuoted)) body = body.map((l) => l.replace(/^\s*> ?/, ''));
  return body.join('\n');
}

/** The forwarder's own words say nothing when they are short and hold no number ("FYI", "see below"). */
const saysNothing = (s: string) => !/\d/.test(s) && s.split(/\s+/).filter(Boolean).length <= 12;

// A closing in two languages ("Cordiali saluti / Best regards", "Saludos / Regards") is a closing.
// Or one sent from the hotel's place ("Liebe Grüße aus Ellmau", "Herzliche Grüße vom Bodensee", "Saludos desde Sevilla",
// "Un saluto da Roma", "Best regards from Lisbon"): a capitalised name after "aus", "from", "desde", "da"... (fifteenth pass).
const PLACE_TAIL = /[ \t]+(?:aus|vom|von|from|de|desde|da|dal|dalla|do|du|des)[ \t]+(?:(?:dem|der|den|the|la|le|el|il|lo|o|a)[ \t]+)?\p{Lu}[\p{L}'’.-]*(?:[ \t]+(?:\p{Lu}[\p{L}'’.-]*|am|an|im|del|de|di|da|do|sur|sul|on)){0,3}[,.!]*[ \t]*$/u;
const fromPlace = (l: string) => {
  const m = PLACE_TAIL.exec(l);
  return Boolean(m) && CLOSING.test(l.slice(0, m!.index));
};
const isClosing = (l: string) => CLOSING.test(l) || (/\s\/\s/.test(l) && l.split(/\s+\/\s+/).some((part) => CLOSING.test(part))) || (l.length <= 60 && /[ \t]\p{Lu}/u.test(l) && fromPlace(l));
function cutClosing(text: string): string {
  const lines = text.split('\n');
  const at = lines.findIndex((l, i) => i > 0 && (isClosing(l) || /^\s*--\s*$/.test(l)) && lines.slice(0, i).some((x) => x.trim()));
  return at > 0 ? lines.slice(0, at).join('\n') : text;
}

// A postscript or a footnote after the closing and signature ("PS: Die Reservierung läuft ohne Frühstück", "PD: la
// reserva queda en twin", "* Tarifa sem pequeno-almoço" below "Nº de reserva: MS/2027/0408 *"): the hotel's own
// words about the booking, kept with the answer (the confirmation gate reads them).
const POSTSCRIPT = /^\s*(?:p\.?\s?p\.?\s?s|p\.?\s?s|p\.?\s?d|n\.?\s?b)\.?\s*[:.–-]?\s+\S/i;
const FOOTNOTE = /^\s*\*{1,2}\s*\S/;
// A note below the signature ("--\nNote: breakfast is not included", "Nota: la habitación es twin", "Hinweis: Anreise
// erst ab 18 Uhr"): kept like a postscript when it speaks of a booking fact (not a disclaimer).
// A line that opens with a short word and a colon, dash or "!": the cheap test before folding it.
const NOTE_HINT = /^\s*\S[^:!–-]{0,24}[:!–-]/;
const NOTE = /^\s*(?:please note|note|notes|important|attention|nota|notas|importante|observaciones|observacion|obs|observacao|observacoes|remarque|a noter|hinweis|anmerkung|wichtig|achtung|bitte beachten|atencion|attenzione|avviso|aviso|tenga en cuenta|veuillez noter)\s*[:!–-]\s*\S/;
const ABOUT_BOOKING = /(?<![\p{L}])(?:cancel\p{L}*|annul\p{L}*|anul\p{L}*|storn\p{L}*|booking|reservation|reserva|reservierung|buchung|prenotazione|guests?|clients?|clientes?|clienta|huesped\p{L}*|gast|gaste|ospit\p{L}*|hospedes?)(?![\p{L}])/u;
function postscripts(lines: string[], answer: string): string[] {
  const at = lines.findIndex((l, i) => i > 0 && (isClosing(l) || /^\s*-{2,4}\s*$/.test(l)) && lines.slice(0, i).some((x) => x.trim()));
  if (at < 0) return [];
  const footnotes = /\S\s*\*{1,2}\s*$/m.test(answer);
  // A rule of three or four dashes is no signature's "-- ": what follows it that is about the booking is the hotel's
  // ("---\nUpdate: the guest cancelled this morning": stop 18, a helper's probe).
  const rule = /^\s*-{3,4}\s*$/.test(lines[at]);
  const out: string[] = [];
  for (let i = at + 1; i < lines.length; i++) {
    const note = !POSTSCRIPT.test(lines[i]) && !(footnotes && FOOTNOTE.test(lines[i]));
    if (note && !rule && !(NOTE_HINT.test(lines[i]) && NOTE.test(fold(lines[i])))) continue;
    let j = i;
    while (j < lines.length && lines[j].trim()) j++;
    const said = fold(lines.slice(i, j).join(' '));
    if (note && !touchesFact(said) && !(rule && ABOUT_BOOKING.test(said))) continue;
    out.push(lines.slice(i, j).join('\n'));
    i = j;
  }
  return out;
}

// A confirmation the desk pasted below its signature, between rules ("--- Beginn eingefügte Bestätigung ---", a line of
// "="), when its words point to it ("ich habe sie unten eingefügt", "les copio a continuación la confirmación", "see the
// confirmation below", "les enviamos en el cuerpo del mensaje la confirmación"): the hotel's own letter, read with the
// answer.
const PASTED_HINT = /(?<![\p{L}])(?:below|beneath|pasted|copied|ci-dessous|plus bas|colle[es]?|a continuacion|abajo|debajo|copio|pego|unten|eingefugt|di seguito|qui sotto|incollat[oa]|abaixo|em baixo|colad[oa]|segue|(?:in the|en el|dans le|im|nel|no) (?:body|cuerpo|corps|text|corpo) (?:of (?:the|this) (?:e-?mail|message|mail)|del (?:mensaje|correo|e-?mail)|du (?:message|mail|courriel)|der (?:e-?mail|nachricht|mail)|del (?:messaggio|e-?mail)|da (?:mensagem|e-?mail)))(?![\p{L}])/u;
const RULE = /^\s*(?:[-_=*~]{5,}|-{2,}\s*\S.*\S\s*-{2,})\s*$/;
function pastedBlock(lines: string[], answer: string): string | undefined {
  if (!PASTED_HINT.test(fold(answer))) return undefined;
  const closing = lines.findIndex((l, i) => i > 0 && (isClosing(l) || /^\s*--\s*$/.test(l)) && lines.slice(0, i).some((x) => x.trim()));
  if (closing < 0) return undefined;
  const first = lines.findIndex((l, i) => i > closing && RULE.test(l));
  if (first < 0) return undefined;
  let last = lines.length;
  for (let i = lines.length - 1; i > first; i--) {
    if (RULE.test(lines[i])) {
      last = i;
      break;
    }
  }
  const block = lines.slice(first + 1, last).filter((l) => !RULE.test(l)).join('\n').trim();
  return block || undefined;
}

function tidy(s: string): string {
  return s.replace(/[ \t]+$/gm, '').replace(/\n{3,}/g, '\n\n').trim();
}

// An answer marker after the quoted text of a line: "-->", "->", "=>", "→", "<--", "<<".
const INLINE = /^((?:\s*>)*)\s*([^<>\n]*?\S)\s*(?:-{1,2}>|=>|→|<-{1,2}|<<)\s*(\S.*)$/;
function inlineAnswers(lines: string[], historyAt: number): string[] {
  const out: string[] = [];
  for (const [i, line] of lines.entries()) {
    // Both patterns below need an answer marker ("->", "-->", "=>", "→", "<-", "<--", "<<"): a line without one is skipped.
    if (!line.includes('->') && !line.includes('=>') && !line.includes('→') && !line.includes('<-') && !line.includes('<<')) continue;
    // "--> 20931" on its own line under the quoted line it answers ("> Por favor, indique-nos o número de confirmação").
    const own = /^\s*(?:-{1,2}>|=>|→)\s*(\S.*)$/.exec(line);
    if (own) {
      const prev = lines.slice(0, i).reverse().find((l) => l.replace(/^\s*>?/, '').trim());
      if (prev && isQuoted(prev)) {
        const asked = prev.replace(/^(?:\s*>)+\s*/, '');
        const label = asked.includes(':') ? asked.slice(0, asked.indexOf(':')).trim() : '';
        const answer = own[1].trim();
        if (!label && /^#?[A-Za-z]{0,4}[-/]?\d[\w/-]*$/.test(answer) && /confirm|conferma|bestatigung|bestätigung|hcn/i.test(asked)) out.push(`HCN: ${answer.replace(/^#/, '')}`);
        else if (label) out.push(`${label}: ${answer}`);
        continue;
      }
    }
    const m = INLINE.exec(line);
    // Only in the quoted text: the hotel's own lines are read as they are.
    if (!m || (!m[1] && i < historyAt)) continue;
    const label = m[2].includes(':') ? m[2].slice(0, m[2].indexOf(':')).trim() : '';
    const answer = m[3].trim();
    // "Please give us the hotel's confirmation number. --> 7781": the number answers the line that asks for it.
    if (!label && /^#?[A-Za-z]{0,4}[-/]?\d[\w/-]*$/.test(answer) && /confirm|conferma|bestatigung|bestätigung|hcn/i.test(m[2])) out.push(`HCN: ${answer.replace(/^#/, '')}`);
    else out.push(label ? `${label}: ${answer}` : answer);
  }
  return out;
}

/**
 * The hotel's answers typed between the lines of our "> " quoted request, with no marker ("> Abreise: 22.03.2027",
 * then "nein - bei uns nur bis Sonntag 21.03."): each paragraph that stands between two quoted lines, given the label of
 * the quoted line it answers ("Abreise: nein - ..."). They are the hotel's own words even below its closing.
 */
function interleavedAnswers(lines: string[]): { raw: string; labelled: string }[] {
  const out: { raw: string; labelled: string }[] = [];
  const first = lines.findIndex(isQuoted);
  if (first < 0) return out;
  let last = lines.length - 1;
  while (last > first && !isQuoted(lines[last])) last--;
  for (let i = first + 1; i < last; i++) {
    if (isQuoted(lines[i]) || !lines[i].trim()) continue;
    let j = i;
    while (j < last && lines[j].trim() && !isQuoted(lines[j])) j++;
    const raw = lines.slice(i, j).map((l) => l.replace(/[ \t]+$/, '')).join('\n');
    let q = i - 1;
    while (q > first && !(isQuoted(lines[q]) && lines[q].replace(/^(?:\s*>)+/, '').trim())) q--;
    const asked = lines[q].replace(/^(?:\s*>)+\s*/, '');
    i = j - 1;
    // "--> 4471" is read by inlineAnswers.
    if (/^\s*(?:-{1,2}>|=>|→)/.test(raw)) continue;
    const label = /^([^:\n]{2,40}):/.exec(asked)?.[1]?.trim();
    out.push({ raw, labelled: label ? `${label}: ${raw.replace(/\s*\n\s*/g, ' ').trim()}` : raw.trim() });
  }
  return out;
}

// A helpdesk thread ("##- Please type your reply above this line -##"): comments newest first, each opened by its
// author and a date line ("Jul 9, 2027, 16:05 BST"), separated by rules. The history starts at the first rule after a
// comment that has a date line and text.
const DATE_LINE = /\d{1,2}:\d{2}/;
function helpdeskHistory(lines: string[]): number | undefined {
  if (!lines.slice(0, 3).some((l) => l.includes('##-'))) return undefined;
  let dated = false;
  let content = false;
  let wordy = false;
  for (let i = 0; i < lines.length; i++) {
    const l = lines[i].trim();
    if (/^-{10,}$/.test(l)) {
      // The rule before an older comment: its author and date line follow ("Reservations Reconfirmation, 9 juin 2027 08:20 CEST").
      const next = lines.slice(i + 1, i + 4).map((x) => x.trim()).filter(Boolean).slice(0, 2);
      if ((dated || next.some((x) => DATE_LINE.test(x) && x.length < 80)) && (content || (!dated && wordy))) return i;
      continue;
    }
    if (l.split(/\s+/).length >= 8) wordy = true;
    if (DATE_LINE.test(l) && l.length < 60) dated = true;
    else if (dated && l.split(/\s+/).length >= 5) content = true;
  }
  return undefined;
}

/**
 * A helpdesk comment's header (its author on a line, then its time stamp: "4 mai 2027, 10:14 CEST", "2 de mar. de 2027,
 * 10:32 WET"): the helpdesk's frame, not the agent's words; its date is when the comment was written, never the stay.
 * The lines of the header are dropped (the first stamp within the first lines, and the short author line above it).
 */
function withoutHelpdeskHeader(lines: string[]): string[] {
  const stamp = lines.findIndex((l, i) => i < 14 && DATE_LINE.test(l) && l.trim().length < 60 && l.trim().split(/\s+/).length <= 8 && !/[.!?:]\s*$/.test(l.trim()));
  if (stamp < 0) return lines;
  let author = stamp - 1;
  while (author >= 0 && !lines[author].trim()) author--;
  const byline = author >= 0 && lines[author].trim().length <= 80 && !/[.!?:]\s*$/.test(lines[author].trim()) && !/^\s*(?:#|-{3,})/.test(lines[author]) && !DATE_LINE.test(lines[author]);
  return lines.filter((_, i) => i !== stamp && !(byline && i === author));
}

/**
 * The quoted part of a reply, unquoted: the "> " lines and the history under a quoting header (not a forwarded
 * message). The hotel may type its number into our quoted request ("> N° de confirmation de l'hôtel : 55120").
 */
export function quotedPart(text: string): string {
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const history = historyStart(lines);
  return lines
    .filter((l, i) => isQuoted(l) || (history && !history.forwarded && i > history.at))
    .map((l) => l.replace(/^(?:\s*>)+\s?/, ''))
    .join('\n');
}

/** Where a line outside the hotel's kept text stands (strip.ts hotelSideLines). */
export type OutsidePlace = 'below' | 'quoted' | 'history' | 'forwarded';
export interface OutsideLine {
  /** The line as written, its "> " marks removed; '' for a line that is not the hotel side's or is in the kept text. */
  text: string;
  where: OutsidePlace;
}
/** Who the message is from and to, to tell the hotel's side of a thread from ours. */
export interface Sides {
  /** The domain the reply comes from (the hotel's), lowercased. */
  hotel?: string;
  /** The domains the reply was sent to (ours), lowercased. */
  us: string[];
  /** Our references (BookingIds, booking codes): our request quoted back always holds one. */
  ours: string[];
}

const unquote = (l: string) => l.replace(/^(?:\s*>)+\s?/, '');
const domainOf = (s: string) => /@([a-z0-9.-]+\.[a-z]{2,})/i.exec(s)?.[1]?.toLowerCase();
const squashed = (s: string) => fold(s).replace(/[^a-z0-9]+/g, '');

/**
 * The lines of a message the hotel's side wrote outside its kept text (`kept`, stripReply's answer), each with where it
 * stands: `below` (the closing, the signature, a block after the sign-off), `quoted` (a "> " line), `history` (a message
 * quoted under an Outlook block, "-----Original Message-----" or an "On ... wrote:" line), `forwarded`. A quoted message
 * is the hotel side's when its header's address is at the reply's own domain (a colleague, the hotel's earlier mail) or
 * names no address (Outlook shows a colleague, or the desk's own sent mail, by name alone: the desk's earlier answer
 * cites our booking code too); one from the domain the reply was sent to is ours; one from another domain is ours when
 * it holds one of our references (our request always holds our booking code). Our request never holds a hotel number:
 * a number the desk typed into it after a confirmation label is the desk's (read.ts reads it so). Header lines, the kept
 * text's lines and the lines of other parties are '' (kept in place, so that a label and the number on the next line
 * stay neighbours and nothing joins across a gap). With `need`, only the lines it asks for (a line and the one above
 * it) are given, and a message with none is not walked at all.
 */
export function hotelSideLines(text: string, kept: string, sides: Sides, need?: (line: string, before: string) => boolean): OutsideLine[] {
  const raw = (text.includes('\r') ? text.replace(/\r\n?/g, '\n') : text).split('\n');
  let ownLines: Set<string> | undefined;
  const own = { has: (l: string) => (ownLines ??= new Set(kept.split('\n').map((x) => x.trim()).filter(Boolean))).has(l) };
  const unq = (l: string) => (l.includes('>') ? unquote(l) : l);
  // Only the lines `need` asks for are kept (the others are ''); none asked for, no walk. Every line it asks for holds
  // a digit: the others are not looked at.
  let wanted: boolean[] | undefined;
  if (need) {
    let any = false;
    wanted = raw.map((l, i) => {
      if (!/\d/.test(l)) return false;
      const b = unq(l);
      return need(b, unq(raw[i - 1] ?? '')) && !own.has(b.trim()) && (any = true);
    });
    if (!any) return [];
  }
  const bare = raw.map(unq);
  // A wanted line's neighbour above comes with it (a label cell over its value).
  const keep = wanted?.map((w, i) => w || Boolean(wanted[i + 1]));
  const lines = raw.map((l, i) => ({ raw: l, bare: bare[i], quoted: isQuoted(l) }));
  const ours = sides.ours.map(squashed).filter((o) => o.length >= 5);
  const out: OutsideLine[] = lines.map(() => ({ text: '', where: 'below' }));
  // Blocks of lines, each with its sender's domain ('' when its header names none; undefined for the top message).
  interface Block { from: number; to: number; sender?: string; where: OutsidePlace; run?: boolean }
  const blocks: Block[] = [];
  let current: Block = { from: 0, to: 0, where: 'below' };
  let forwarded = false;
  // A header from line `at` to line `from` (exclusive) opens the next block at `from`; the header is no one's text.
  const open = (from: number, next: Omit<Block, 'from' | 'to'>, at = from) => {
    current.to = at;
    blocks.push(current);
    current = { from, to: from, ...next };
  };
  for (let i = 0; i < lines.length; i++) {
    if (ORIGINAL.test(bare[i]) || FORWARDED_RULE.test(bare[i]) || FORWARDED_LINE.test(bare[i])) {
      forwarded ||= !ORIGINAL.test(bare[i]);
      open(i + 1, { sender: '', where: forwarded ? 'forwarded' : 'history' }, i);
      continue;
    }
    if (outlookBlockAt(bare, i)) {
      // The block's fields run to its last field within five lines (HTML mail puts the body right under them), and a
      // long subject's wrapped rest before a blank line.
      let j = i;
      for (let k = i + 1; k < Math.min(lines.length, i + 6); k++) if (ANY_FIELD.test(bare[k]) || /^\s*\*?cc\s*:/i.test(bare[k])) j = k;
      if (bare[j].length >= 60 && bare[j + 1]?.trim() && !bare[j + 2]?.trim()) j++;
      open(j + 1, { sender: domainOf(bare[i]) ?? '', where: forwarded ? 'forwarded' : 'history' }, i);
      i = j;
      continue;
    }
    const n = wroteHeaderAt(bare, i);
    if (n) {
      open(i + n, { sender: domainOf(bare.slice(i, i + n).join(' ')) ?? '', where: forwarded ? 'forwarded' : lines[i + n]?.quoted ? 'quoted' : 'history' }, i);
      i += n - 1;
      continue;
    }
    // "> " lines in the top message with no header of their own: a quote whose sender its content tells; the top
    // message's lines after it are the top message's again.
    if (current.sender === undefined && lines[i].quoted) open(i, { sender: '', where: 'quoted', run: true });
    else if (current.run && !lines[i].quoted && lines[i].raw.trim()) open(i, { where: 'below' });
  }
  current.to = lines.length;
  blocks.push(current);
  for (const b of blocks) {
    const hotelSide =
      b.sender === undefined ||
      b.sender === '' ||
      b.sender === sides.hotel ||
      (!sides.us.includes(b.sender) && !((body) => ours.some((o) => body.includes(o)))(squashed(bare.slice(b.from, b.to).join(' '))));
    if (!hotelSide) continue;
    for (let i = b.from; i < b.to; i++) if (keep ? keep[i] : !own.has(bare[i].trim())) out[i] = { text: bare[i], where: b.where };
  }
  return out;
}

/**
 * The messages of the hotel's own people quoted in the reply's history (a colleague's "-----Mensaje original-----" to
 * the desk, "la buena es la 61209, la 61190 hay que anularla"): the blocks under a quoting header whose sender is at
 * the domain the reply comes from. Our request is never one of them.
 */
export function colleagueParts(text: string, domain: string | undefined): string {
  if (!domain) return '';
  // Cheap first: a line that names the domain and reads as a quoting header ("De: Ana <ana@hotel.example>", "On ...
  // Ana <ana@hotel.example> wrote:"); most replies have none, and are not walked.
  const at = `@${domain}`.toLowerCase();
  const lower = text.toLowerCase();
  let header = false;
  for (let i = lower.indexOf(at); i >= 0 && !header; i = lower.indexOf(at, i + 1)) {
    const line = text.slice(text.lastIndexOf('\n', i) + 1, (text.indexOf('\n', i) + 1 || text.length + 1) - 1);
    header = FROM_FIELD.test(line) || WROTE.test(line) || /:\s*$/.test(line);
  }
  if (!header) return '';
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  const out: string[] = [];
  let own = false;
  for (let i = 0; i < lines.length; i++) {
    const n = outlookBlockAt(lines, i) ? 1 : wroteHeaderAt(lines, i);
    if (n) {
      const head = lines.slice(i, i + (outlookBlockAt(lines, i) ? 1 : n)).join(' ');
      const at = /@([a-z0-9.-]+\.[a-z]{2,})/i.exec(head)?.[1]?.toLowerCase();
      own = at === domain;
      // An Outlook block's fields (a long subject wraps) run to the first blank line.
      if (outlookBlockAt(lines, i)) while (i + 1 < lines.length && lines[i + 1].trim()) i++;
      else i += n - 1;
      continue;
    }
    if (ORIGINAL.test(lines[i]) || FORWARDED_RULE.test(lines[i])) continue;
    if (own) out.push(lines[i].replace(/^(?:\s*>)+\s?/, ''));
  }
  return out.join('\n').trim();
}

// The desk's words that point to the answer of its own people below (lexicons' `answerBelow`): a pointer or a
// forwarding verb and an answer's noun in one sentence, either order. One expression for the six languages (the
// desk's words are few, and their language is not always told by them).
const answerWords = (key: 'pointer' | 'answer') => [...new Set(Object.values(LEXICONS).flatMap((l) => l.answerBelow[key]))].sort((a, b) => b.length - a.length).join('|');
const POINTER = `(?<![\\p{L}])(?:${answerWords('pointer')})(?![\\p{L}])`;
const ANSWER_NOUN = `(?<![\\p{L}])(?:${answerWords('answer')})(?![\\p{L}])`;
const ANSWER_BELOW = new RegExp(`${POINTER}[^.!?\\n]{0,80}?${ANSWER_NOUN}|${ANSWER_NOUN}[^.!?\\n]{0,80}?${POINTER}`, 'u');

/** Whether the desk's own words, holding no number, point to the answer of its people below (see forwardedAnswer). */
export const pointsToAnswer = (kept: string) => Boolean(kept) && !/\d/.test(kept) && ANSWER_BELOW.test(fold(kept));

/**
 * The answer of the hotel's own people that the desk forwards to us (r21): "Anbei die Antwort unserer
 * Reservationsabteilung", "Voici ci-dessous la confirmation de notre service des réservations", "vi inoltro qui sotto la
 * risposta della collega", "les reenvío la respuesta de recepción", "segue abaixo a resposta". When the desk's own text
 * (`kept`) holds no number and points so, the first message quoted below it (an Outlook block, an "On ... wrote:" line
 * with its "> " lines, an Original Message) is that answer, read as the hotel's statement with every fact it holds,
 * when its sender is the hotel's side: not ours (the domains the reply was sent to), and at the reply's own domain, or
 * else (another office of the hotel, a header with no address) holding none of our references: our request quoted back
 * always holds our booking code, and never counts as the hotel's words. Its own quoted history and signature are cut as
 * a reply's are. `unsure` when the message below cannot be told from ours (a header with no address, or another
 * domain, over a text that cites our code); nothing when there is no such message or it is ours.
 */
export function forwardedAnswer(text: string, kept: string, sides: Sides): { text?: string; unsure?: boolean } {
  if (!pointsToAnswer(kept)) return {};
  const lines = text.replace(/\r\n?/g, '\n').split('\n');
  for (let i = 0; i < lines.length; i++) {
    let sender: string | undefined;
    let body: string[] | undefined;
    if (outlookBlockAt(lines, i)) {
      sender = domainOf(lines[i]) ?? '';
      let j = i;
      // The fields run to the first blank line (a long subject wraps).
      while (j + 1 < lines.length && lines[j + 1].trim()) j++;
      body = lines.slice(j + 1);
    } else if (ORIGINAL.test(lines[i]) || FORWARDED_RULE.test(lines[i]) || FORWARDED_LINE.test(lines[i])) {
      let j = i + 1;
      while (j < lines.length && (!lines[j].trim() || ANY_FIELD.test(lines[j]))) j++;
      sender = domainOf(lines.slice(i + 1, j).find((l) => FROM_FIELD.test(l)) ?? '') ?? '';
      body = lines.slice(j);
    } else {
      const n = wroteHeaderAt(lines, i);
      if (!n) continue;
      sender = domainOf(lines.slice(i, i + n).join(' ')) ?? '';
      const rest = lines.slice(i + n);
      // Its "> " lines, one level of marks removed; else the rest unmarked (HTML mail).
      const end = rest.findIndex((l) => l.trim() && !isQuoted(l));
      const quoted = rest.slice(0, end < 0 ? undefined : end);
      body = quoted.some(isQuoted) ? quoted.map((l) => l.replace(/^\s*> ?/, '')) : rest;
    }
    // Our request quoted back (from the domains the reply was sent to): the desk may have typed its number into it.
    if (sender && sides.us.includes(sender)) return {};
    const inner = stripReply(body.join('\n'), 1);
    if (!inner.trim() || kept.includes(inner.trim())) return {};
    const ours = sides.ours.map(squashed).filter((o) => o.length >= 5);
    // A header with no address, or another domain, over a text that cites our code: ours, or a colleague's who cites it.
    if (sender !== sides.hotel && ours.some((o) => squashed(inner).includes(o))) return { unsure: true };
    return { text: inner };
  }
  return {};
}

/** The text the hotel wrote in this message, without quoted history or signature. */
export function stripReply(text: string, depth = 0): string {
  let lines = text.replace(/\r\n?/g, '\n').split('\n');
  const helpdesk = helpdeskHistory(lines);
  if (helpdesk !== undefined) lines = lines.slice(0, helpdesk);
  if (lines.slice(0, 3).some((l) => l.includes('##-'))) lines = withoutHelpdeskHeader(lines);
  const history = historyStart(lines);
  // Bottom-posting under a quoting header ("-----Message d'origine-----", our request, a rule, then the answer): nothing
  // of the hotel's stands above the history, so its answer is what follows the last rule below it.
  if (history && !history.forwarded && depth < 3 && !lines.slice(0, history.at).some((l) => l.trim())) {
    let rule = -1;
    for (let i = lines.length - 1; i > history.at + 1 && rule < 0; i--) if (/^\s*[-_=*]{5,}\s*$/.test(lines[i])) rule = i;
    if (rule > 0 && lines.slice(rule + 1).some((l) => l.trim())) return stripReply(lines.slice(rule + 1).join('\n'), depth + 1);
  }
  let own = history ? lines.slice(0, history.at) : lines;
  // Wrote-headers followed by "> " lines: drop the header (the parser drops the quoted lines, wherever they are).
  own = own.filter((_, i) => {
    const n = wroteHeaderAt(own, i) || (i > 0 ? wroteHeaderAt(own, i - 1) === 2 ? 1 : 0 : 0);
    return !n;
  });
  // "> " lines are quotes wherever they are (bottom-posting, inline): dropped here as email-reply-parser would. The
  // parser still finds wrote-headers and signatures; a text with none of them it returns as it is, so it is asked
  // only when a line holds one (it costs more than parsing the whole message: bench/reply-reading.ts).
  own = own.filter((l) => !isQuoted(l));
  const visible = own.some((l) => NEEDS_PARSER.test(l)) ? new EmailReplyParser().read(own.join('\n')).getVisibleText() : own.join('\n');
  let answer = tidy(cutClosing(visible));
  const ps = answer ? postscripts(own, answer) : [];
  if (ps.length) answer = tidy([answer, ...ps].join('\n\n'));
  const pasted = answer ? pastedBlock(own, answer) : undefined;
  if (pasted) answer = tidy([answer, pasted].join('\n\n'));
  // Answers written into our quoted request ("> Room type: Twin Room  --> NO, matrimoniale"): the hotel's own words,
  // kept with the label of the line they answer.
  // Answers between our quoted lines: labelled, and kept even where a closing above them cut them off.
  if (!history) {
    for (const a of interleavedAnswers(lines)) {
      const own = new RegExp(`(^|\\n)[ \\t]*${a.raw.trim().replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}[ \\t]*(?=\\n|$)`);
      if (own.test(answer)) answer = answer.replace(own, (_, start: string) => `${start}${a.labelled}`);
      else answer = tidy([answer, a.labelled].join('\n'));
    }
  }
  const inline = inlineAnswers(lines, history?.at ?? lines.length);
  if (inline.length) answer = tidy([answer, ...inline].join('\n'));
  if (history?.forwarded && depth < 3) {
    const inner = stripReply(forwardedBody(lines.slice(history.at + 1)), depth + 1);
    if (saysNothing(answer)) answer = tidy([answer, inner].filter(Boolean).join('\n\n'));
  }
  return answer;
}
