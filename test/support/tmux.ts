// A real terminal for tests of interactive behaviour: commands run in detached tmux panes (own server socket),
// and the test reads the screen as a person would see it.
import { execFileSync } from 'node:child_process';
import { reconfirmBin, sleep } from '../helpers.js';

export class Terminal {
  private readonly socket = `reconfirm-${process.pid}-${Math.random().toString(36).slice(2, 8)}`;

  tmux(...args: string[]): string {
    return execFileSync('tmux', ['-L', this.socket, ...args], { encoding: 'utf8' });
  }

  /** Starts `reconfirm <args>` in a pane of this size; the pane stays open afterwards showing EXIT=<status>. */
  start(name: string, env: NodeJS.ProcessEnv, args: string[], size: { columns?: number; rows?: number } = {}) {
    const quote = (s: string) => `'${s.replace(/'/g, `'\\''`)}'`;
    const vars = Object.entries({ ...env, NO_COLOR: '1', TERM: 'xterm' }).map(([k, v]) => `${k}=${quote(v ?? '')}`).join(' ');
    // A person's terminal: CI (set by CI runners, inherited by the tmux server) would turn the spinners off.
    const command = `env -u CI ${vars} ${quote(process.execPath)} ${quote(reconfirmBin())} ${args.map(quote).join(' ')}; echo "EXIT=$?"; sleep 120`;
    this.tmux('new-session', '-d', '-s', name, '-x', String(size.columns ?? 160), '-y', String(size.rows ?? 40), command);
  }

  /** The visible screen; joined: wrapped lines joined back into the lines the program wrote. */
  screen(name: string, joined = false): string {
    return this.tmux('capture-pane', '-p', ...(joined ? ['-J'] : []), '-S', '-200', '-t', name);
  }

  async waitFor(name: string, pattern: RegExp, timeoutMs = 20_000): Promise<string> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const text = this.screen(name);
      if (pattern.test(text)) return text;
      if (Date.now() > deadline) throw new Error(`pane ${name} never showed ${pattern}:\n${text}`);
      await sleep(100);
    }
  }

  type(name: string, text: string) {
    this.tmux('send-keys', '-t', name, '-l', text);
  }

  press(name: string, key: string) {
    this.tmux('send-keys', '-t', name, key);
  }

  close() {
    try {
      this.tmux('kill-server');
    } catch {
      // no session left
    }
  }
}
