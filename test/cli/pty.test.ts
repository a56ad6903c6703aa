// The prompts as a person meets them: `init` and `cancel` driven through a real pseudo-terminal (tmux).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import { cliEnv, makeBooking, reconfirmBin, sleep, startTestService, type CliEnv, type TestService } from '../helpers.js';

const SOCKET = `reconfirm-pty-${process.pid}`;
const tmux = (...args: string[]) => execFileSync('tmux', ['-L', SOCKET, ...args], { encoding: 'utf8' });
const quote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;

/** Starts a command in a detached tmux pane; the pane stays open afterwards so its last screen can be read. */
function start(name: string, env: NodeJS.ProcessEnv, args: string[]) {
  const vars = Object.entries({ ...env, NO_COLOR: '1', TERM: 'xterm' }).map(([k, v]) => `${k}=${quote(v ?? '')}`).join(' ');
  const command = `env ${vars} ${quote(process.execPath)} ${quote(reconfirmBin())} ${args.map(quote).join(' ')}; echo "EXIT=$?"; sleep 60`;
  tmux('new-session', '-d', '-s', name, '-x', '160', '-y', '40', command);
}

const screen = (name: string) => tmux('capture-pane', '-p', '-t', name);

async function waitFor(name: string, pattern: RegExp, timeoutMs = 15_000): Promise<string> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const text = screen(name);
    if (pattern.test(text)) return text;
    if (Date.now() > deadline) throw new Error(`pane ${name} never showed ${pattern}:\n${text}`);
    await sleep(100);
  }
}

const type = (name: string, text: string) => tmux('send-keys', '-t', name, '-l', text);
const press = (name: string, key: string) => tmux('send-keys', '-t', name, key);

describe('prompts in a real terminal', () => {
  let s: TestService;
  let cli: CliEnv;
  before(async () => {
    s = await startTestService();
    cli = cliEnv();
  });
  after(async () => {
    try {
      tmux('kill-server');
    } catch {
      // no session left
    }
    cli.cleanup();
    await s.stop();
  });

  it('init asks for base URL, account id and a masked API key, checks them and saves the profile', async () => {
    start('init', cli.env, ['init']);
    await waitFor('init', /Service base URL/);
    type('init', s.url);
    press('init', 'Enter');
    await waitFor('init', /Account ID/);
    type('init', s.accountId);
    press('init', 'Enter');
    await waitFor('init', /API key/);
    type('init', s.apiKey);
    const masked = screen('init');
    assert.ok(!masked.includes(s.apiKey), 'the key is not echoed');
    press('init', 'Enter');
    const done = await waitFor('init', /EXIT=\d+/);
    assert.match(done, /accepted account/);
    assert.match(done, /EXIT=0/);
    const saved = JSON.parse(readFileSync(join(cli.dir, 'config', 'config.json'), 'utf8'));
    assert.deepEqual(saved.client, { baseUrl: s.url, accountId: s.accountId, apiKey: s.apiKey });
  });

  it('cancel asks first: "n" leaves the booking alone, "y" cancels it', async () => {
    await s.api.addAndWait([makeBooking({ BookingCode: 'PTY-1' })]);
    // The profile saved by the previous test is what these commands use.
    start('no', cli.env, ['cancel', 'PTY-1']);
    await waitFor('no', /Cancel booking PTY-1 \(Maria Lopez, Hotel Miramar, 2027-03-10\)\?/);
    type('no', 'n');
    press('no', 'Enter');
    const declined = await waitFor('no', /EXIT=\d+/);
    assert.match(declined, /not cancelled: PTY-1 is unchanged/);
    assert.match(declined, /EXIT=1/);
    assert.equal((await s.api.getBooking('PTY-1')).body.data.BookingDetails.ReconfirmationStatus, 'PENDING');

    start('yes', cli.env, ['cancel', 'PTY-1']);
    await waitFor('yes', /Cancel booking PTY-1 \(/);
    type('yes', 'y');
    press('yes', 'Enter');
    const done = await waitFor('yes', /EXIT=\d+/);
    assert.match(done, /status\s+CANCELLED/);
    assert.match(done, /EXIT=0/);
  });
});
