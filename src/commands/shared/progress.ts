// Progress for long work: an ora spinner on a terminal, plain lines otherwise (CI logs), nothing with --json.
import type { Ora } from 'ora';

export interface Progress {
  text(t: string): void;
  /** A line that stays in the output (a finished step). */
  line(t: string): void;
  stop(): void;
}

export function progress(quiet: boolean): Progress {
  const tty = process.stderr.isTTY === true && !process.env.CI;
  if (!tty) {
    return {
      text: () => {},
      line: (t) => {
        if (!quiet) process.stderr.write(t + '\n');
      },
      stop: () => {},
    };
  }
  let spinner: Ora | undefined;
  let pending: string | undefined = undefined;
  let stopped = false;
  // ora is loaded only on a terminal: scripts never pay for it.
  const ready = import('ora').then(({ default: ora }) => {
    if (stopped) return;
    // discardStdin off: ora's stdin handling puts the terminal in raw mode, where Ctrl-C sends no SIGINT and was ignored.
    spinner = ora({ text: pending ?? 'working', stream: process.stderr, discardStdin: false, ...(process.env.NO_COLOR ? { spinner: 'line' as const } : { color: 'cyan' as const }) }).start();
  });
  void ready;
  return {
    text: (t) => {
      pending = t;
      if (spinner) spinner.text = t;
    },
    line: (t) => {
      if (spinner) spinner.stopAndPersist({ symbol: '•', text: t }), spinner.start(pending);
      else process.stderr.write(t + '\n');
    },
    stop: () => {
      stopped = true;
      spinner?.stop();
      spinner = undefined;
    },
  };
}
