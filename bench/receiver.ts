// A local webhook receiver for benches: answers 200 at once and counts distinct webhook-ids (in process, or as a child),
// and keeps, for every webhook-id POSTed more than once, each POST's time and sender (the User-Agent names the instance).
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Counts {
  distinct: number;
  requests: number;
  /** Receiver clock (ms) of the first and the latest request since the last reset. */
  firstAt: number;
  lastAt: number;
}

/** A webhook-id POSTed more than once: each POST's receiver time (ISO) and User-Agent, in order. */
export interface Repeated {
  webhookId: string;
  posts: { at: string; userAgent: string }[];
}

export interface Receiver {
  url: string;
  counts(): Counts;
  /** Every webhook-id POSTed more than once since the last reset. */
  repeated(): Repeated[];
  reset(): void;
  close(): Promise<void>;
}

export async function startReceiver(): Promise<Receiver> {
  // Each id's first POST (time, User-Agent); the later ones of an id POSTed again.
  let ids = new Map<string, { at: number; userAgent: string }>();
  let again = new Map<string, { at: number; userAgent: string }[]>();
  let c: Counts = { distinct: 0, requests: 0, firstAt: 0, lastAt: 0 };
  const counts = () => ({ ...c, distinct: ids.size });
  const reset = () => {
    ids = new Map();
    again = new Map();
    c = { distinct: 0, requests: 0, firstAt: 0, lastAt: 0 };
  };
  const repeated = (): Repeated[] =>
    [...again].map(([webhookId, later]) => ({
      webhookId,
      posts: [ids.get(webhookId)!, ...later].map((p) => ({ at: new Date(p.at).toISOString(), userAgent: p.userAgent })),
    }));
  const server = createServer((req, res) => {
    // A child receiver is asked for its counts over HTTP by the bench.
    if (req.method === 'GET' && req.url === '/__counts') return void res.end(JSON.stringify(counts()));
    if (req.method === 'POST' && req.url === '/__reset') return void (reset(), res.end('{}'));
    req.resume();
    req.on('end', () => {
      const now = performance.timeOrigin + performance.now();
      if (!c.requests) c.firstAt = now;
      c.lastAt = now;
      c.requests++;
      const id = req.headers['webhook-id'];
      if (typeof id === 'string') {
        const post = { at: now, userAgent: req.headers['user-agent'] ?? '' };
        if (!ids.has(id)) ids.set(id, post);
        else again.set(id, [...(again.get(id) ?? []), post]);
      }
      res.writeHead(200, { 'content-type': 'text/plain', 'content-length': '2' });
      res.end('ok');
    });
  });
  server.keepAliveTimeout = 60_000;
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const { port } = server.address() as AddressInfo;
  return {
    url: `http://127.0.0.1:${port}/`,
    counts,
    repeated,
    reset,
    close: () =>
      new Promise<void>((r) => {
        server.close(() => r());
        server.closeAllConnections();
      }),
  };
}

// As a child process (`node --import tsx bench/receiver.ts`), so a bench's own client does not share its thread.
if (import.meta.url === `file://${process.argv[1]}`) {
  const r = await startReceiver();
  console.log(`listening on ${r.url}`);
  process.on('SIGTERM', () => void r.close().then(() => process.exit(0)));
}
