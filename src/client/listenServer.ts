// The receiver behind `reconfirm listen`: verify, answer at once, then record in the ledger, print and forward.
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { Webhook, WebhookVerificationError } from 'standardwebhooks';
import { request } from 'undici';
import { ReconfirmError } from '../domain/errors.js';
import { openLedger, recordWebhook, type Ledger } from '../store/ledger.js';

export interface ListenOptions {
  port: number;
  host: string;
  secret: string;
  ledgerPath: string;
  forwardTo?: string;
  /** Receives one line per event: a status line, or a JSON object when json is set. */
  print: (line: string) => void;
  json: boolean;
  maxBodyBytes?: number;
}

/** What is printed for each request, as a JSON line or a status line. */
export interface ListenEvent {
  at: string;
  result: 'received' | 'duplicate' | 'rejected' | 'forwarded' | 'forward_failed';
  webhookId?: string;
  type?: string;
  BookingId?: string;
  HCN?: string;
  reason?: string;
  /** An escalation: whom to contact, the hotel's e-mails and phones as booked. */
  contact?: string;
  status?: number;
  error?: string;
}

export interface Listener {
  url: string;
  close(): Promise<void>;
}

const HEADERS = ['webhook-id', 'webhook-timestamp', 'webhook-signature'] as const;

export function signerFor(secret: string): Webhook {
  try {
    return new Webhook(secret);
  } catch {
    throw new ReconfirmError('USAGE', 'the webhook secret must look like whsec_<base64>, as printed by `reconfirm webhooks add`');
  }
}

/** Why a delivery was refused, as the one-line answer and its status. */
function refusal(err: unknown): { status: number; error: string } {
  const m = err instanceof Error ? err.message : String(err);
  if (err instanceof SyntaxError) return { status: 400, error: 'body is not JSON' };
  if (!(err instanceof WebhookVerificationError)) return { status: 400, error: m };
  if (/Missing required headers|Invalid Signature Headers/.test(m)) return { status: 400, error: 'missing or malformed webhook-id, webhook-timestamp or webhook-signature header' };
  if (/timestamp too old|timestamp too new/.test(m)) return { status: 401, error: `webhook-timestamp outside the 5-minute tolerance (${m.replace('Message ', '')}): a replay or a skewed clock` };
  return { status: 401, error: 'signature does not match: wrong secret, or the body was altered' };
}

export function formatLine(e: ListenEvent): string {
  const what = e.result === 'rejected' ? `${e.status} ${e.error}` : e.result.startsWith('forward') ? `${e.webhookId} ${e.error ?? `-> ${e.status}`}` : [e.type, e.BookingId, e.HCN ? `HCN ${e.HCN}` : e.reason, e.contact ? `contact ${e.contact}` : undefined, e.webhookId].filter(Boolean).join('  ');
  return `${e.at}  ${e.result.padEnd(9)}  ${what}${e.result === 'duplicate' ? '  (seen before; answered 200, not recorded again)' : ''}`;
}

export async function startListener(opts: ListenOptions): Promise<Listener> {
  const wh = signerFor(opts.secret);
  const ledger: Ledger = openLedger(opts.ledgerPath);
  const limit = opts.maxBodyBytes ?? 1024 * 1024;
  const forwards = new Set<Promise<void>>();
  const emit = (e: ListenEvent) => opts.print(opts.json ? JSON.stringify(e) : formatLine(e));
  const now = () => new Date().toISOString();

  function answer(res: ServerResponse, status: number, text: string) {
    res.writeHead(status, { 'content-type': 'text/plain; charset=utf-8' });
    res.end(text + '\n');
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    if (req.method !== 'POST') return answer(res, 405, 'send webhooks with POST');
    const chunks: Buffer[] = [];
    let size = 0;
    for await (const chunk of req) {
      size += chunk.length;
      if (size > limit) return answer(res, 413, `body over ${limit} bytes`);
      chunks.push(chunk);
    }
    const body = Buffer.concat(chunks).toString('utf8');
    const headers: Record<string, string> = {};
    for (const h of HEADERS) if (typeof req.headers[h] === 'string') headers[h] = req.headers[h] as string;
    let payload: any;
    try {
      payload = wh.verify(body, headers);
    } catch (err) {
      const r = refusal(err);
      answer(res, r.status, r.error);
      return emit({ at: now(), result: 'rejected', webhookId: headers['webhook-id'], status: r.status, error: r.error });
    }
    // Answer first (the 10-second rule); record, print and forward afterwards.
    answer(res, 200, 'ok');
    setImmediate(() => afterAnswer(headers, body, payload));
  }

  function afterAnswer(headers: Record<string, string>, body: string, payload: any) {
    const webhookId = headers['webhook-id'];
    const data = payload?.data ?? {};
    const at = now();
    let fresh = true;
    try {
      fresh = recordWebhook(ledger, { webhookId, type: String(payload?.type ?? 'unknown'), bookingId: data.BookingId ?? null, receivedAt: at, payload });
    } catch (err) {
      opts.print(`${at}  ledger write failed for ${webhookId}: ${(err as Error).message}`);
    }
    emit({ at, result: fresh ? 'received' : 'duplicate', webhookId, type: payload?.type, BookingId: data.BookingId, HCN: data.HCN, reason: data.reason, ...contactOf(data) });
    if (opts.forwardTo) {
      const p = forward(webhookId, headers, body).finally(() => forwards.delete(p));
      forwards.add(p);
    }
  }

  async function forward(webhookId: string, headers: Record<string, string>, body: string) {
    try {
      const res = await request(opts.forwardTo!, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json', 'user-agent': 'reconfirm-listen' },
        body,
        headersTimeout: 10_000,
        bodyTimeout: 10_000,
      });
      await res.body.dump();
      const ok = res.statusCode >= 200 && res.statusCode < 300;
      emit({ at: now(), result: ok ? 'forwarded' : 'forward_failed', webhookId, status: res.statusCode, error: ok ? undefined : `${opts.forwardTo} answered ${res.statusCode}` });
    } catch (err) {
      emit({ at: now(), result: 'forward_failed', webhookId, error: `${opts.forwardTo}: ${(err as Error).message}` });
    }
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((err) => {
      if (!res.headersSent) answer(res, 500, 'receiver error');
      opts.print(`${now()}  error  ${(err as Error).message}`);
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (err: NodeJS.ErrnoException) =>
      reject(err.code === 'EADDRINUSE' ? new ReconfirmError('USAGE', `port ${opts.port} on ${opts.host} is in use; choose another with --port`) : err),
    );
    server.listen(opts.port, opts.host, () => resolve());
  });
  const addr = server.address() as AddressInfo;
  const host = addr.family === 'IPv6' ? `[${addr.address}]` : addr.address;
  return {
    url: `http://${host}:${addr.port}`,
    async close() {
      await new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      });
      // Forwards in flight get their chance to finish (they time out after 10 s).
      await Promise.allSettled([...forwards]);
      ledger.close();
    },
  };
}

/** The hotel's e-mails and phones from a booking.escalated payload (data.Hotel.ContactDetails), when it has any. */
function contactOf(data: any): { contact?: string } {
  const cd = data?.Hotel?.ContactDetails;
  const all = [...(Array.isArray(cd?.Emails) ? cd.Emails : []), ...(Array.isArray(cd?.PhoneNumbers) ? cd.PhoneNumbers : [])].filter((x) => typeof x === 'string');
  return all.length ? { contact: all.join(', ') } : {};
}
