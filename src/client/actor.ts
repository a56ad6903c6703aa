// Who an operator command acts as, recorded in the booking history: `--as <name>`, else the OS user. One place for
// every command that acts on a person's behalf (triage, hotel reply, ...).
import { userInfo } from 'node:os';

export function operatorName(as?: string): string {
  const given = as?.trim();
  if (given) return given;
  try {
    const name = userInfo().username;
    if (name) return name;
  } catch {
    // no passwd entry (some containers): fall back to the environment
  }
  return process.env.USER || process.env.LOGNAME || 'operator';
}

/** The `--as` option, the same on every command that records who acted. */
export const AS_OPTION = ['--as <name>', 'who is acting, recorded in the booking history (default: your OS user name)'] as const;
