// The http channel's last check before a hotel request leaves (ContactRequest.beforeSend, JobContext.lease in a
// contact): run as the request starts on a connection; when it throws, the hotel's endpoint receives nothing and the
// send rejects with that error as it is (not a channel failure to retry).
import assert from 'node:assert/strict';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { after, before, describe, it } from 'node:test';
import { httpChannel } from '../../src/daemon/channels/http.js';
import { checkedWrite } from '../../src/daemon/queue/runner.js';
import { systemClock } from '../../src/domain/clock.js';
import type { ContactRequest } from '../../src/daemon/channels/types.js';
import { makeBooking } from '../helpers.js';

describe('http channel: the lease checked as the request starts', () => {
  const received: string[] = [];
  const server = createServer((req, res) => {
    let raw = '';
    req.on('data', (d) => (raw += d));
    req.on('end', () => {
      received.push(JSON.parse(raw).booking.bookingId);
      res.writeHead(202, { 'content-type': 'application/json' }).end('{"received":true}');
    });
  });
  let url = '';
  before(async () => {
    await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
    url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/reconfirm`;
  });
  after(async () => {
    server.closeAllConnections();
    await new Promise<void>((r) => server.close(() => r()));
  });

  const request = (bookingId: string, beforeSend?: () => void): ContactRequest => ({
    bookingPk: 1,
    bookingId,
    booking: makeBooking({ BookingCode: bookingId }) as ContactRequest['booking'],
    contactId: 1,
    attempt: 1,
    maxAttempts: 4,
    updated: false,
    replyUrl: 'http://127.0.0.1:1/hotel/respond/t',
    token: 't',
    expiresAt: new Date(Date.now() + 3600_000).toISOString(),
    now: Date.now(),
    beforeSend,
  });

  it('a check that throws: nothing reaches the hotel, and the send rejects with its error; one that passes sends', async () => {
    const channel = httpChannel({ url, secret: 'hotel-shared-secret', timeoutMs: 5000, repliesUrl: () => 'http://127.0.0.1:1/hotel/replies' });
    class Lost extends Error {}
    const lost = new Lost('job 7 is no longer this worker’s');
    await assert.rejects(
      channel.send(
        request('HOLD-1', () => {
          throw lost;
        }),
      ),
      (err) => err === lost,
    );
    let checked = 0;
    const sent = await channel.send(request('HOLD-2', () => void checked++));
    assert.match(sent.detail, /answered 202/);
    assert.equal(checked, 1);
    assert.deepEqual(received, ['HOLD-2'], 'the hotel received only the request whose check passed');
  });

  it('a request written after its lease may have lapsed (the process stood still between the check and the write) is named; one written in time is not', async () => {
    const channel = httpChannel({ url, secret: 'hotel-shared-secret', timeoutMs: 5000, repliesUrl: () => 'http://127.0.0.1:1/hotel/replies' });
    const late: number[] = [];
    // The lease known held for 40 ms more; the check passes, then the thread stands still for 120 ms before the write,
    // as a process stopped (SIGSTOP) right after its check would.
    const check = checkedWrite(systemClock, () => Date.now() + 40, (ms) => late.push(ms));
    await channel.send(
      request('LATE-1', () => {
        check();
        const until = Date.now() + 120;
        while (Date.now() < until);
      }),
    );
    assert.equal(late.length, 1, 'the late write is told');
    assert.ok(late[0] >= 60 && late[0] < 5000, `by how much the lease had lapsed: ${late[0]} ms`);
    const inTime = checkedWrite(systemClock, () => Date.now() + 5000, (ms) => late.push(ms));
    await channel.send(request('LATE-2', inTime));
    assert.equal(late.length, 1, 'a write in time is not');
    assert.deepEqual(received.slice(-2), ['LATE-1', 'LATE-2'], 'both went out: a written request cannot be taken back');
  });
});
