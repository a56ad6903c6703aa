// A counterpart hotel system that speaks OpenTravel: a real HTTP server on loopback answering from the handwritten
// XML of fixtures/ota/, and the client side of the pull style (poll POST /ota, acknowledge with a number).
import { readFileSync } from 'node:fs';
import { createServer, type IncomingHttpHeaders, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { request } from 'undici';
import { ROOT } from '../helpers.js';

export const OTA_FIXTURES = join(ROOT, 'fixtures', 'ota');

/** A fixture with its {{Placeholders}} filled in. */
export function otaFixture(name: string, values: Record<string, string> = {}): string {
  return readFileSync(join(OTA_FIXTURES, name), 'utf8').replace(/\{\{(\w+)\}\}/g, (m, k: string) => values[k] ?? m);
}

export interface PmsRequest {
  root: string;
  bookingId?: string;
  resStatus?: string;
  body: string;
  headers: IncomingHttpHeaders;
}

/** How the simulator answers one request: a fixture (with values), after an optional delay; or an HTTP status. */
export interface PmsAnswer {
  fixture?: string;
  values?: Record<string, string>;
  delayMs?: number;
  status?: number;
}

export interface Pms {
  url: string;
  received: PmsRequest[];
  /** The answer per BookingId and message (OTA_HotelResNotifRQ or OTA_ReadRQ); a list is used in turn, the last one repeats. */
  script(bookingId: string, root: string, answers: PmsAnswer | PmsAnswer[]): void;
  close(): Promise<void>;
}

const rootOf = (xml: string) => /<(?:\w+:)?(OTA_\w+)[\s>]/.exec(xml)?.[1] ?? '';

export async function startPms(): Promise<Pms> {
  const received: PmsRequest[] = [];
  const scripts = new Map<string, PmsAnswer[]>();
  const open = new Set<ServerResponse>();
  const server: Server = createServer(async (req, res) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    const root = rootOf(body);
    const bookingId = /<UniqueID Type="14" ID="([^"]+)"/.exec(body)?.[1];
    const resStatus = /ResStatus="(\w+)"/.exec(body)?.[1];
    received.push({ root, bookingId, resStatus, body, headers: req.headers });
    const list = scripts.get(`${bookingId}|${root}`) ?? [];
    const answer = (list.length > 1 ? list.shift() : list[0]) ?? { status: 404 };
    const echo = /EchoToken="([^"]*)"/.exec(body)?.[1] ?? '';
    open.add(res);
    res.on('close', () => open.delete(res));
    if (answer.delayMs) await new Promise((r) => setTimeout(r, answer.delayMs));
    if (res.destroyed) return;
    if (!answer.fixture) return void res.writeHead(answer.status ?? 500, { 'content-type': 'text/plain' }).end('no answer scripted');
    const xml = otaFixture(answer.fixture, { EchoToken: echo, BookingId: bookingId ?? '', ...answer.values });
    res.writeHead(answer.status ?? 200, { 'content-type': 'application/xml; charset=utf-8' }).end(xml);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/ota/reservations`,
    received,
    script: (bookingId, root, answers) => void scripts.set(`${bookingId}|${root}`, Array.isArray(answers) ? [...answers] : [answers]),
    close: () =>
      new Promise<void>((r) => {
        for (const res of open) res.destroy();
        server.close(() => r());
        server.closeAllConnections();
      }),
  };
}

/** The hotel system's side of the pull style: one POST of XML to the service's /ota with HTTP Basic credentials. */
export async function postToService(baseUrl: string, xml: string, auth?: { username: string; password: string }): Promise<{ status: number; body: string; contentType: string }> {
  const res = await request(`${baseUrl}/ota`, {
    method: 'POST',
    headers: { 'content-type': 'text/xml; charset=utf-8', ...(auth ? { authorization: `Basic ${Buffer.from(`${auth.username}:${auth.password}`).toString('base64')}` } : {}) },
    body: xml,
  });
  return { status: res.statusCode, body: await res.body.text(), contentType: String(res.headers['content-type'] ?? '') };
}
