// A fake webhook endpoint: a real HTTP receiver on a loopback port whose answers a test scripts.
import { createServer, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

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
