// The course of one `push`: announce, send, wait (for processing, then optionally for the hotels), report; and
// what Ctrl-C prints at any point of it.
import type { ApiClient } from '../../client/api.js';
import type { ChunkResult, Outcome, PushItem } from '../../client/push.js';
import type { Ledger } from '../../store/ledger.js';
import type { Progress } from '../shared/progress.js';
import { c, err, out, printJson, table } from '../shared/output.js';
import { clipLine, firstOf, printOutcomes, REJECTED } from './pushReport.js';
import { instantText } from '../shared/times.js';

export interface PushOptions {
  chunk: number;
  force?: boolean;
  wait?: boolean;
  waitHotels?: boolean;
  resume?: boolean;
  /** Seconds; unset: 300 for processing, 600 for the hotels' answers. */
  timeout?: number;
  all?: boolean;
  json?: boolean;
}

interface State {
  total: number;
  calls: ChunkResult[];
  phase: 'sending' | 'waiting' | 'hotels';
}

const sentCount = (calls: ChunkResult[]) => calls.reduce((n, r) => n + r.bookingsCount, 0);
const resumeCommand = (o: PushOptions) => `reconfirm push --resume ${o.waitHotels ? '--wait-hotels' : '--wait'}`;
/** How long each wait lasts: --timeout, else 5 minutes for processing and 10 for the hotels (issue 28). */
const processingSeconds = (o: PushOptions) => o.timeout ?? 300;
const hotelSeconds = (o: PushOptions) => o.timeout ?? 600;
/** Looks once where the still-waiting bookings stand and returns at once. */
const CHECK_HOTELS = 'reconfirm push --resume --wait-hotels --timeout 0';

/** What Ctrl-C prints: what was sent, its traceIds, what was not, and the command that follows it again. */
function interrupted(state: State, o: PushOptions): string[] {
  const traceIds = state.calls.flatMap((r) => r.traceIds);
  const sent = sentCount(state.calls);
  const lines = [`interrupted: ${sent} of ${state.total} booking(s) sent in ${state.calls.length} call(s)${state.phase !== 'sending' ? `, while waiting for ${state.phase === 'hotels' ? "the hotels' answers" : 'processing'}` : ''}`];
  // One per line: a row of UUIDs would wrap.
  if (traceIds.length) lines.push('traceIds:', ...traceIds.slice(0, 6).map((t) => `  ${t}`), ...(traceIds.length > 6 ? [`  … ${traceIds.length} in all, every one in the ledger`] : []));
  if (sent < state.total) lines.push(`not sent: ${state.total - sent} booking(s); they stay in the ledger as unsent and \`reconfirm push\` sends them`);
  if (traceIds.length) lines.push(`follow what was sent: ${resumeCommand(o)}`);
  return lines;
}

export async function runPush(ctx: { api: ApiClient; ledger: Ledger; spin: Progress; file: string | undefined; opts: PushOptions }): Promise<void> {
  const { api, ledger, spin, file, opts } = ctx;
  const push = await import('../../client/push.js');
  const runs = await import('../../store/pushRuns.js');
  const waitHotels = Boolean(opts.waitHotels);
  const wait = Boolean(opts.wait) || waitHotels;
  let calls: ChunkResult[];
  let held: Awaited<ReturnType<typeof push.holdBack>>['held'] = [];
  const state: State = { total: 0, calls: [], phase: 'sending' };

  // Ctrl-C at any point: say where things stand, then stop (130, as a shell expects).
  const onInt = () => {
    spin.stop();
    for (const l of interrupted(state, opts)) err(l);
    process.exit(130);
  };
  process.on('SIGINT', onInt);
  try {
    if (opts.resume) {
      const last = runs.lastPushRun(ledger);
      if (!last) {
        const { ReconfirmError } = await import('../../domain/errors.js');
        throw new ReconfirmError('NOT_FOUND', 'no push recorded in this ledger to follow; push a file first');
      }
      if (!opts.json) err(`following the last push (${instantText(last.startedAt)}${last.source ? `, ${last.source}` : ''}): ${last.bookingIds.length} booking(s), ${last.traceIds.length} traceId(s)`);
      calls = [{ path: '/addBookings', bookingsCount: last.bookingIds.length, traceIds: last.traceIds, requestId: null, bookingIds: last.bookingIds }];
      state.total = last.bookingIds.length;
      state.calls = calls;
    } else {
      const { collectItems } = await import('./pushItems.js');
      const { items, path } = await collectItems(file, ledger, spin, Boolean(opts.json));
      if (items === null) return void (process.exitCode = 1);
      if (!items.length) {
        spin.stop();
        if (opts.json) return printJson({ sent: 0, held: [], calls: [] });
        out(file ? `${file}: no bookings to send` : 'nothing to send: every booking in the ledger has been sent (import a file first, or name one)');
        return;
      }
      state.total = items.length;
      spin.text(`checking ${items.length} booking(s) against the five-minute rule`);
      const checked: { send: PushItem[]; held: typeof held } = opts.force ? { send: items, held: [] } : await push.holdBack(api, ledger, items, Date.now());
      held = checked.held;
      state.total = checked.send.length;
      const run = runs.startPushRun(ledger, file ?? 'ledger');
      calls = state.calls;
      await push.sendChunks(api, ledger, checked.send, {
        path,
        chunkSize: opts.chunk,
        onChunk: (done, total, r) => {
          calls.push(r);
          runs.addToPushRun(ledger, run, r.traceIds, r.bookingIds);
          spin.line(clipLine(`sent ${done}/${total}: ${r.bookingsCount} in this call, traceId ${firstOf(r.traceIds)}`));
        },
      });
    }

    let followed: { outcomes: Outcome[]; pending: string[] } | undefined;
    let hotels: Awaited<ReturnType<typeof import('../../client/hotelWait.js').waitForHotels>> | undefined;
    if (wait && calls.length) {
      state.phase = 'waiting';
      const traceIds = calls.flatMap((r) => r.traceIds);
      followed = await push.followTraces(api, ledger, traceIds, {
        timeoutMs: processingSeconds(opts) * 1000,
        onProgress: (applied, total) => spin.text(clipLine(`waiting until processed: ${applied}/${total} submission(s)`)),
      });
      if (waitHotels) {
        const { waitForHotels, MAX_HOTEL_WAIT } = await import('../../client/hotelWait.js');
        const created = followed.outcomes.filter((o) => !REJECTED.includes(o.outcome) && o.outcome !== 'CANCELLED').map((o) => o.BookingId);
        if (created.length > MAX_HOTEL_WAIT) {
          err(`not waiting for the hotels of ${created.length} bookings (at most ${MAX_HOTEL_WAIT}, each is polled): follow their webhooks with \`reconfirm listen\`, or \`reconfirm bookings --status ESCALATED\``);
        } else {
          state.phase = 'hotels';
          hotels = await waitForHotels(api, [...new Set(created)], {
            timeoutMs: hotelSeconds(opts) * 1000,
            onProgress: (answered, total) => spin.text(clipLine(`waiting for the hotels: ${answered}/${total} answered`)),
          });
        }
      }
    }
    spin.stop();
    report({ calls, held, followed, hotels, opts, waitHotels });
  } finally {
    process.removeListener('SIGINT', onInt);
  }
}

function report(r: {
  calls: ChunkResult[];
  held: { bookingId: string; reason: string }[];
  followed?: { outcomes: Outcome[]; pending: string[] };
  hotels?: { outcomes: Map<string, { status: string; hcn: string | null; reasons: string[] }>; pending: string[] };
  opts: PushOptions;
  waitHotels: boolean;
}) {
  const { calls, held, followed, hotels, opts } = r;
  const rejected = followed?.outcomes.filter((o) => REJECTED.includes(o.outcome)).length ?? 0;
  const problems = held.length + (followed?.pending.length ?? 0) + rejected + (hotels?.pending.length ?? 0);
  if (problems) process.exitCode = 1;
  const sent = sentCount(calls);
  if (opts.json) {
    return printJson({
      sent,
      held,
      calls,
      ...(followed ? { outcomes: followed.outcomes.map((o) => ({ ...o, ...(hotels?.outcomes.has(o.BookingId) ? { hotel: hotels.outcomes.get(o.BookingId) } : {}) })), pendingTraceIds: followed.pending } : {}),
      ...(hotels ? { awaitingHotel: hotels.pending } : {}),
    });
  }
  for (const h of held) err(`${c.yellow('held back')} ${h.bookingId}: ${h.reason}`);
  const traceIds = calls.flatMap((x) => x.traceIds);
  if (!opts.resume) {
    if (calls.length <= 5 || opts.all) {
      if (calls.length) out(table(['call', 'bookings', 'traceIds', 'requestId'], calls.map((x, i) => [i + 1, x.bookingsCount, x.traceIds.join('\n'), x.requestId]), { keep: ['call', 'bookings', 'traceIds', 'requestId'] }));
    } else out(`${calls.length} calls, ${traceIds.length} traceIds (${traceIds[0]} … ${traceIds[traceIds.length - 1]}); every one in --json and in the ledger`);
    out(`${sent} booking(s) accepted for processing${held.length ? `, ${held.length} held back` : ''}`);
  }
  if (!followed) {
    if (calls.length) out(c.dim(`follow them: reconfirm push --resume --wait  (or reconfirm status ${traceIds[0]})`));
    return;
  }
  printOutcomes(followed.outcomes, { all: Boolean(opts.all), hotels: hotels?.outcomes, more: `reconfirm push --resume --wait${r.waitHotels ? '-hotels' : ''} --all (or --json)` });
  if (followed.pending.length) err(`${followed.pending.length} submission(s) not processed within ${processingSeconds(opts)} s; follow them: ${resumeCommand(opts)}`);
  if (hotels?.pending.length) {
    err(`${hotels.pending.length} booking(s) still wait for their hotel after ${hotelSeconds(opts)} s:`);
    for (const id of hotels.pending.slice(0, 10)) err(`  ${id}`);
    if (hotels.pending.length > 10) err(`  … ${hotels.pending.length - 10} more (--json lists every one)`);
    err(`see where they stand without waiting: ${CHECK_HOTELS}  (one look, then it returns)`);
    err('or be told as each hotel answers: reconfirm listen (the webhooks)');
  }
  else if (!hotels && !followed.pending.length) out(c.dim("processed: the hotels are being asked now; --wait-hotels waits for their answers, or watch the webhooks (reconfirm listen)"));
}
