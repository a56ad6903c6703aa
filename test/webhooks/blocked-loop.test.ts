// A webhook POST answered while the sending thread was blocked (a long synchronous batch in the queue thread, e.g.
// twenty submissions applied on PostgreSQL) is delivered, not timed out and POSTed again: the receiver said yes in
// time, the answer only waited in the socket. The bench saw 15-16 webhook-ids POSTed twice per PostgreSQL drain
// (16 deliveries in flight), each a POST the receiver had answered within milliseconds (bench/RESULTS.md).
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { after, before, it } from 'node:test';
import { postWebhook, webhookAgent } from '../../src/daemon/webhooks/post.js';

// The receiver runs in a child process, so it answers while this thread is blocked. It prints a line when a POST
// arrives, and answers it ANSWER_MS later (msg_slow: SLOW_MS later).
const ANSWER_MS = 200;
const SLOW_MS = 3000;
const RECEIVER = `
const http = require('node:http');
const server = http.createServer((req, res) => {
  req.resume();
  req.on('end', () => { console.log('got ' + req.headers['webhook-id']); setTimeout(() => res.end('ok'), req.headers['webhook-id'] === 'msg_slow' ? ${SLOW_MS} : ${ANSWER_MS}); });
});
server.listen(0, '127.0.0.1', () => console.log('port ' + server.address().port));
`;

const child = spawn(process.execPath, ['-e', RECEIVER], { stdio: ['ignore', 'pipe', 'inherit'] });
const lines = createInterface({ input: child.stdout! });
const waiters: ((line: string) => void)[] = [];
const seen: string[] = [];
lines.on('line', (l) => (seen.push(l), waiters.shift()?.(l)));
const nextLine = () => new Promise<string>((r) => waiters.push(r));

let url = '';
before(async () => {
  url = `http://127.0.0.1:${(await nextLine()).split(' ')[1]}/`;
});
after(() => void child.kill());

/** Blocks this thread as a long synchronous transaction does (the PostgreSQL bridge waits with Atomics.wait). */
const block = (ms: number) => Atomics.wait(new Int32Array(new SharedArrayBuffer(4)), 0, 0, ms);

it('a POST answered while the thread was blocked past its deadline is delivered, and POSTed once', async () => {
  const agent = webhookAgent(2);
  try {
    const timeoutMs = 1500;
    const started = performance.now();
    const result = postWebhook(agent, url, '{}', { 'content-type': 'application/json', 'webhook-id': 'msg_blocked' }, timeoutMs);
    assert.equal(await nextLine(), 'got msg_blocked'); // on its way: the receiver has it and answers in 200 ms
    // Blocked until well past the deadline: the answer came long before it, and waits unread.
    block(Math.max(0, started + timeoutMs + 1500 - performance.now()));
    const r = await result;
    assert.deepEqual({ ok: r.ok, status: r.status, error: r.error }, { ok: true, status: 200, error: null });
    assert.deepEqual(seen.filter((l) => l.startsWith('got ')), ['got msg_blocked']);
  } finally {
    await agent.close();
  }
});

it('a POST whose thread was blocked before it was sent is sent once the thread runs, and delivered', async () => {
  const agent = webhookAgent(2);
  try {
    const timeoutMs = 1500;
    const started = performance.now();
    const result = postWebhook(agent, url, '{}', { 'webhook-id': 'msg_unsent' }, timeoutMs);
    // Blocked before the connection was even made: the deadline passes with nothing sent.
    block(Math.max(0, started + timeoutMs + 1500 - performance.now()));
    const r = await result;
    assert.deepEqual({ ok: r.ok, status: r.status, error: r.error }, { ok: true, status: 200, error: null });
    assert.deepEqual(seen.filter((l) => l.startsWith('got msg_unsent')), ['got msg_unsent']);
  } finally {
    await agent.close();
  }
});

it('a receiver that does not answer in time is still a timeout', async () => {
  const agent = webhookAgent(2);
  try {
    const r = await postWebhook(agent, url, '{}', { 'webhook-id': 'msg_slow' }, 100);
    assert.equal(r.ok, false);
    assert.match(r.error ?? '', /^timeout: no complete answer within 100 ms/);
    assert.ok(r.durationMs < SLOW_MS, `timed out after ${r.durationMs} ms`);
  } finally {
    await agent.close();
  }
});
