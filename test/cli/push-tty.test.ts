// push on a real terminal (tmux): Ctrl-C while waiting stops at once and says what was sent and how to resume;
// progress lines fit the terminal's width instead of wrapping.
import assert from 'node:assert/strict';
import { after, before, describe, it } from 'node:test';
import { cliEnv, makeBooking, startTestService, type CliEnv, type TestService } from '../helpers.js';
import { Terminal } from '../support/tmux.js';

describe('push on a terminal', () => {
  let s: TestService;
  let cli: CliEnv;
  const term = new Terminal();
  before(async () => {
    s = await startTestService(); // manual channel: hotels never answer by themselves
    cli = cliEnv(s);
  });
  after(async () => {
    term.close();
    cli.cleanup();
    await s.stop();
  });

  it('Ctrl-C while waiting for the hotels prints what was sent, the traceIds and the command that resumes, and exits 130', async () => {
    const file = cli.file('ctrlc.json', JSON.stringify([makeBooking({ BookingCode: 'CC-1' }), makeBooking({ BookingCode: 'CC-2' })]));
    term.start('ctrlc', cli.env, ['push', file, '--wait-hotels', '--chunk', '1']);
    await term.waitFor('ctrlc', /waiting for the hotels: 0\/2 answered/);
    term.press('ctrlc', 'C-c');
    const screen = await term.waitFor('ctrlc', /EXIT=\d+/, 10_000);
    assert.match(screen, /interrupted: 2 of 2 booking\(s\) sent in 2 call\(s\), while waiting for the hotels' answers/);
    assert.match(screen, /traceIds:\n  [0-9a-f-]{36}\n  [0-9a-f-]{36}\n/);
    assert.match(screen, /follow what was sent: reconfirm push --resume --wait-hotels/);
    assert.match(screen, /EXIT=130/);

    // The command it names follows that push (processing is done; the hotels still have not answered).
    const resumed = await cli.run(['push', '--resume', '--wait']);
    assert.equal(resumed.code, 0, resumed.stderr);
    assert.match(resumed.stdout, /CC-1\s+│ CREATED/);
    assert.match(resumed.stdout, /CC-2\s+│ CREATED/);
  });

  it('progress lines are cut to the width of a narrow terminal, never wrapped', async () => {
    const file = cli.file('narrow.json', JSON.stringify([1, 2, 3].map((i) => makeBooking({ BookingCode: `NARROW-${i}` }))));
    term.start('narrow', cli.env, ['push', file, '--chunk', '1'], { columns: 50 });
    await term.waitFor('narrow', /EXIT=0/);
    const lines = term.screen('narrow', true).split('\n').filter((l) => /sent \d\/3/.test(l));
    assert.equal(lines.length, 3, term.screen('narrow', true));
    for (const l of lines) assert.ok(l.trimEnd().length <= 50, `"${l}" fits in 50 columns`);
    assert.ok(lines.every((l) => l.trimEnd().endsWith('…')), 'the traceId is cut with an ellipsis');
  });
});
