// `reconfirm triage`: walk the escalated bookings, most urgent first, and act on each (through the API only).
import type { Command } from 'commander';
import type { ApiClient } from '../../client/api.js';
import type { BookingView } from '../../domain/schemas.js';
import type { EscalationItem, OperatorAction, OperatorActionResult } from '../../domain/triage.js';
import { AS_OPTION } from '../../client/actor.js';
import { acceptingDiscrepancy, addServiceOptions, EXIT_CODES, interactive, withClient } from '../shared/clientCommon.js';
import { checkInInstant, mailIsLatest, relative, stayTime, when } from './escalations.js';
import { c, out, table } from '../shared/output.js';
import { localiseInstants } from '../shared/times.js';

type Prompts = typeof import('@inquirer/prompts');
type Choice = 'record_answer' | 'contact_again' | 'patch' | 'cancel' | 'snooze' | 'note' | 'skip' | 'quit';

const CHOICES: { value: Choice; name: string }[] = [
  { value: 'record_answer', name: "Record the hotel's answer (HCN)" },
  { value: 'contact_again', name: 'Contact the hotel again' },
  { value: 'patch', name: 'Patch the booking' },
  { value: 'cancel', name: 'Cancel the booking' },
  { value: 'snooze', name: 'Snooze (back in the queue after N hours)' },
  { value: 'note', name: 'Add a note' },
  { value: 'skip', name: 'Skip to the next' },
  { value: 'quit', name: 'Quit (q or Esc)' },
];

const show = (v: unknown) => (v === null || v === undefined || v === '' ? c.dim('(none)') : typeof v === 'string' ? v : JSON.stringify(v));

/** Everything an agent needs on one screen: reasons, differences, the hotel's last answer, how to reach it, history. */
export function renderCard(e: EscalationItem, view: BookingView | undefined, position: string): string {
  const lines = [
    c.bold(`${position}  ${e.BookingId}  ${e.severity.toUpperCase()}  check-in ${stayTime(e, 'CheckIn')} (${relative(checkInInstant(e))})`),
    `hotel       ${e.Hotel.Name}${e.Hotel.City ? `, ${e.Hotel.City}` : ''}${e.Hotel.Country ? `, ${e.Hotel.Country}` : ''}`,
    `  phone     ${e.Hotel.Phones.join(', ') || c.dim('(none)')}`,
    `  e-mail    ${e.Hotel.Emails.join(', ') || c.dim('(none)')}`,
    `lead guest  ${e.LeadName}    stay ${stayTime(e, 'CheckIn')} -> ${stayTime(e, 'CheckOut')}    contacts ${e.contactAttempts}`,
    'reasons:',
    ...e.reasons.map((r) => `  ${c.red(r.reason)} (${r.severity}, ${when(r.raisedAt)}): ${r.message}`),
  ];
  const diffs = e.reasons.flatMap((r) => r.discrepancies);
  if (diffs.length) lines.push(table(['field', 'booked', 'hotel says'], diffs.map((d) => [d.field, show(d.booked), show(d.hotel)])));
  const a = e.lastHotelAnswer;
  const m = e.lastHotelMail;
  const byMail = mailIsLatest(e);
  lines.push(
    `hotel's last answer: ${byMail ? `e-mail from ${m!.from ?? 'an unknown sender'} at ${when(m!.receivedAt)}${m!.doubts.length || !m!.read ? ', needs review' : ''}` : a ? `${a.outcome} via ${a.source} at ${when(a.receivedAt)}${a.hcn ? `, HCN ${a.hcn}` : ''}${a.noBooking ? ', no such booking' : ''}` : c.dim('none yet')}`,
  );
  // The review screen holds the hotel's own words: what it wrote, what was read from it, and the doubt.
  if (m && m.kind === 'answer') lines.push(...mailLines(m));
  if (view?.history.length) {
    const recent = view.history.slice(-8);
    lines.push(`history (last ${recent.length} of ${view.history.length}):`);
    // Lines, not a table: a long message wraps once instead of widening every row past the terminal.
    lines.push(...recent.map((h) => `  ${when(h.at)}  ${c.dim(h.actor)}: ${h.message}`));
  }
  return lines.join('\n');
}

/** The hotel's latest e-mail on the card: its text (up to 12 lines), what was read, and why it needs review. */
function mailLines(m: NonNullable<EscalationItem['lastHotelMail']>): string[] {
  const text = (m.text ?? '').split(/\r?\n/).map((l) => l.trimEnd()).filter((l, i, all) => l || (i > 0 && all[i - 1]));
  const shown = text.slice(0, 12);
  const read = m.read ? Object.entries(m.read).filter(([k]) => k !== 'note').map(([k, v]) => `${k} ${JSON.stringify(v)}`) : [];
  return [
    `hotel's e-mail${m.message ? ` (message ${m.message})` : ''}${m.subject ? `: ${m.subject}` : ''}${m.senderUnknown ? c.yellow(` (${m.from} is not among the hotel's addresses)`) : ''}`,
    ...shown.map((l) => `  │ ${l}`),
    ...(text.length > shown.length ? [c.dim(`  │ ... ${text.length - shown.length} more line(s): reconfirm show`)] : []),
    `  read:  ${read.length ? read.join(', ') : c.dim('nothing with confidence')}`,
    ...m.doubts.map((d) => `  ${c.yellow('doubt:')} ${d}`),
  ];
}

/** "CheckIn=2027-01-03 Guest.LeadName=Ana Ruiz" -> the nested partial update body; values read as JSON when they are. */
export function parseChanges(text: string): Record<string, unknown> {
  const body: Record<string, unknown> = {};
  const pairs = text.split(/\s*;\s*|\s+(?=[A-Za-z][\w.[\]]*=)/).filter(Boolean);
  for (const pair of pairs) {
    const eq = pair.indexOf('=');
    if (eq <= 0) throw new Error(`"${pair}" is not FIELD=VALUE`);
    const path = pair.slice(0, eq).trim().split('.');
    const raw = pair.slice(eq + 1).trim();
    let value: unknown = raw;
    if (/^(-?\d+(\.\d+)?|true|false|null|\[.*\]|\{.*\})$/.test(raw)) value = JSON.parse(raw);
    let node = body;
    for (const p of path.slice(0, -1)) node = (node[p] ??= {}) as Record<string, unknown>;
    node[path[path.length - 1]] = value;
  }
  return body;
}

/** The menu, where q or Esc quits at once (an agent reaches for them before scrolling to the last line). */
async function menu(p: Prompts, e: EscalationItem): Promise<Choice> {
  const quit = new AbortController();
  const onKey = (data: Buffer) => {
    const key = data.toString();
    if (key === 'q' || key === 'Q' || key === '\x1b') quit.abort();
  };
  process.stdin.on('data', onKey);
  try {
    return await p.select<Choice>({ message: `What do you do with ${e.BookingId}?`, choices: CHOICES, pageSize: CHOICES.length }, { signal: quit.signal });
  } catch (err) {
    if (quit.signal.aborted) return 'quit';
    throw err;
  } finally {
    process.stdin.off('data', onKey);
  }
}

/** Asks what to do with one booking; returns the action to send, 'skip', 'quit', or null to ask again. */
async function ask(p: Prompts, e: EscalationItem, actor: string): Promise<OperatorAction | 'skip' | 'quit' | null> {
  const choice = await menu(p, e);
  const optionalNote = async () => (await p.input({ message: 'Note (optional):' })).trim() || undefined;
  switch (choice) {
    case 'skip':
    case 'quit':
      return choice;
    case 'record_answer': {
      const hcn = (await p.input({ message: "The hotel's confirmation number (HCN):", validate: (v) => (v.trim() ? true : 'the HCN is required') })).trim();
      return { action: 'record_answer', actor, hcn, note: await optionalNote() };
    }
    case 'contact_again': {
      const channel = await p.select<string>({
        message: 'Through which channel?',
        choices: [{ value: '', name: 'as configured for this hotel' }, ...['email', 'webform', 'http', 'manual', 'simulator'].map((ch) => ({ value: ch, name: ch }))],
      });
      return { action: 'contact_again', actor, channel: channel || undefined, note: await optionalNote() };
    }
    case 'patch': {
      const text = await p.input({
        message: 'Changes as FIELD=VALUE, separated by ";" (e.g. CheckIn=2027-01-03; Guest.LeadName=Ana Ruiz):',
        validate: (v) => {
          try {
            return Object.keys(parseChanges(v)).length ? true : 'name at least one field';
          } catch (err) {
            return (err as Error).message;
          }
        },
      });
      return { action: 'patch', actor, changes: parseChanges(text) as never, note: await optionalNote() };
    }
    case 'cancel': {
      const sure = await p.confirm({ message: `Cancel ${e.BookingId}? The hotel will not be asked again.`, default: false });
      return sure ? { action: 'cancel', actor, note: await optionalNote() } : null;
    }
    case 'snooze': {
      const hours = Number(
        await p.input({ message: 'Snooze for how many hours?', default: '4', validate: (v) => (Number(v) > 0 && Number(v) <= 720 ? true : 'a number of hours from 0 to 720') }),
      );
      const note = (await p.input({ message: 'Why does it wait?', validate: (v) => (v.trim() ? true : 'a note is required: why it waits') })).trim();
      return { action: 'snooze', actor, hours, note };
    }
    case 'note': {
      const note = (await p.input({ message: 'Note:', validate: (v) => (v.trim() ? true : 'the note is empty') })).trim();
      return { action: 'note', actor, note };
    }
  }
}

async function triage(api: ApiClient, actor: string): Promise<{ done: number; skipped: number }> {
  const p = await import('@inquirer/prompts');
  const { bookingPath } = await import('../../client/api.js');
  const skipped = new Set<string>();
  let done = 0;
  for (;;) {
    // The first booking not skipped is within the first skipped + 1 of the queue (read a page of 1,000 at a time).
    let data: { escalations: EscalationItem[]; total: number } = { escalations: [], total: 0 };
    for (let offset = 0; ; offset += 1000) {
      const page = (await api.get<{ escalations: EscalationItem[]; total: number }>('/escalations', { query: { limit: String(Math.min(1000, skipped.size + 1 - offset)), offset: String(offset) } })).data;
      data = { escalations: [...data.escalations, ...page.escalations], total: page.total };
      if (data.escalations.length >= Math.min(page.total, skipped.size + 1) || !page.escalations.length) break;
    }
    const left = data.escalations.filter((e) => !skipped.has(e.BookingId));
    if (!left.length) {
      out(data.total ? `${c.green('done')}: only the ${skipped.size} skipped booking(s) are left in the queue` : `${c.green('the queue is empty')}: no escalated booking waits for an operator`);
      return { done, skipped: skipped.size };
    }
    const e = left[0];
    const view = (await api.get<BookingView>(bookingPath('/bookings', e.BookingId))).data;
    out('');
    out(renderCard(e, view, `[${data.escalations.length - left.length + 1}/${data.total}]`));
    for (;;) {
      const action = await ask(p, e, actor);
      if (action === 'quit') return { done, skipped: skipped.size };
      if (action === 'skip') {
        skipped.add(e.BookingId);
        break;
      }
      if (!action) continue;
      try {
        const post = async (a: OperatorAction) => (await api.post<OperatorActionResult>(`${bookingPath('/bookings', e.BookingId)}/actions`, a)).data;
        // The service refuses an HCN over an open discrepancy unless it is accepted on purpose: ask, as hotel reply does.
        const r =
          action.action === 'record_answer'
            ? await acceptingDiscrepancy((accept) => post(accept ? { ...action, acceptDiscrepancy: true } : action), false, '', (question) => p.confirm({ message: question, default: false }))
            : await post(action);
        if (r === false) {
          out(`${c.yellow('-')} not recorded: ${e.BookingId} is unchanged`);
          continue;
        }
        out(`${c.green('✔')} ${e.BookingId}: ${localiseInstants(r.message)}; now ${r.ReconfirmationStatus} (as ${actor})`);
        done++;
        // A note changes nothing in the queue: stay on the booking; anything else moves on (or it comes back first).
        if (action.action !== 'note') break;
      } catch (err) {
        const details = ((err as { details?: { path: string; message: string }[] }).details ?? []).map((d) => `${d.path} ${d.message}`);
        out(`${c.red('✘')} ${e.BookingId}: ${(err as Error).message}${details.length ? `: ${details.join('; ')}` : ''}`);
      }
    }
  }
}

export function registerTriage(program: Command) {
  addServiceOptions(program.command('triage').description('work through the escalated bookings, most urgent first, acting on each (interactive)'))
    .option(...AS_OPTION)
    .addHelpText(
      'after',
      `
Shows each escalated booking (nearest check-in first, then severity) with its reasons, the
field-by-field difference, the hotel's last answer and contact details, and its history; then
asks what to do: record the hotel's HCN, contact the hotel again (optionally on another channel),
patch, cancel, snooze for N hours with a note, add a note, or skip; q or Esc quits. An HCN over an
open data discrepancy is recorded only after you accept the difference (the history says so); a
patch naming a field the booking does not have is refused with the field meant. Every action is
recorded in the booking history with who did it. Ctrl-C stops with exit status 130. Scripts use
\`reconfirm escalations --json\` and the API.

Example:
  reconfirm triage --as "Ana (night shift)"
${EXIT_CODES}`,
    )
    .action(async (opts, cmd: Command) => {
      const { ReconfirmError } = await import('../../domain/errors.js');
      if (!interactive()) throw new ReconfirmError('USAGE', 'triage asks questions and there is no terminal to ask on; use `reconfirm escalations --json` to read the queue');
      const { operatorName } = await import('../../client/actor.js');
      const actor = operatorName(opts.as);
      await withClient(cmd, async ({ api }) => {
        try {
          const r = await triage(api, actor);
          out(`${r.done} action(s) taken as ${actor}${r.skipped ? `, ${r.skipped} skipped` : ''}`);
        } catch (err) {
          // Ctrl-C at a prompt ends the walk; what was done is done, and the status says it was interrupted.
          if ((err as Error).name === 'ExitPromptError') {
            process.exitCode = 130;
            return out('\nstopped by Ctrl-C; what was done is recorded');
          }
          throw err;
        }
      });
    });
}
