// Test helpers for webhooks: a real HTTP receiver on a loopback port whose answers a test scripts, and event triggers.
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { recordHotelReply } from '../src/store/replies.js';
import type { HotelReply } from '../src/domain/reply.js';
import type { Db } from '../src/store/db.js';
import { makeBooking, sleep, type TestService } from './helpers.js';

export interface Received {
  id: string;
  timestamp: string;
  signature: string;
  body: string;
  headers: Record<string, string>;
}

/** How to answer the nth request (0-based): a status code, or 'hang' to never answer. */
export type Script = (n: number) => number | 'hang';

export interface Receiver {
  url: string;
  port: number;
  received: Received[];
  close(): Promise<void>;
}

export async function startReceiver(script: Script = () => 200, port = 0): Promise<Receiver> {
  const received: Received[] = [];
  const hanging: ServerResponse[] = [];
  const server: Server = createServer(async (req, res) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    const h = req.headers as Record<string, string>;
    const n = received.length;
    received.push({ id: h['webhook-id'], timestamp: h['webhook-timestamp'], signature: h['webhook-signature'], body, headers: h });
    const answer = script(n);
    if (answer === 'hang') return void hanging.push(res);
    res.writeHead(answer, { 'content-type': 'text/plain' });
    res.end(answer < 300 ? 'ok' : 'not now');
  });
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  const actual = (server.address() as AddressInfo).port;
  return {
    url: `http://127.0.0.1:${actual}/hooks`,
    port: actual,
    received,
    close: () =>
      new Promise<void>((resolve) => {
        for (const res of hanging) res.destroy();
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** A loopback port that nothing listens on (yet): a receiver that is down. */
export async function freePort(): Promise<number> {
  const r = await startReceiver();
  await r.close();
  return r.port;
}

export async function waitFor<T>(what: string, fn: () => T | undefined | false | null, timeoutMs = 10_000, everyMs = 10): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const v = fn();
    if (v) return v;
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`);
    await sleep(everyMs);
  }
}

/** Adds a booking through the API and records a hotel reply for it (booking.confirmed with an HCN, or an escalation). */
export async function bookAndReply(s: TestService, reply: HotelReply, db: Db = s.service.ctx.db): Promise<string> {
  const b = makeBooking();
  await s.api.addAndWait([b]);
  const pk = (db.$client.prepare('SELECT id FROM bookings WHERE booking_id = ?').get(b.BookingCode) as { id: number }).id;
  const r = recordHotelReply(db, pk, reply, { source: 'manual', actor: 'test', now: Date.now() });
  if (!r.ok) throw new Error(r.reason);
  return b.BookingCode;
}

export interface DeliveryRow {
  id: number;
  event_id: string;
  endpoint_id: string;
  status: string;
  attempts: number;
  last_status: number | null;
  last_error: string | null;
}

export function deliveriesOf(db: Db, endpointId: string): DeliveryRow[] {
  return db.$client.prepare('SELECT * FROM webhook_deliveries WHERE endpoint_id = ? ORDER BY id').all(endpointId) as DeliveryRow[];
}
