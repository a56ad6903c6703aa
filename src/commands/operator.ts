// Who an operator is, for the history: --as <name>, else the user logged in to this machine.
import { userInfo } from 'node:os';
import { ReconfirmError } from '../domain/errors.js';

export const AS_FLAG = ['--as <name>', 'who is recording this, for the history (default: your login name)'] as const;

/** The history's actor for an operator's act: "operator <name>". */
export function operatorActor(as: unknown): string {
  let name = typeof as === 'string' ? as.trim() : '';
  if (typeof as === 'string' && !name) throw new ReconfirmError('USAGE', '--as needs a name (who is recording this)');
  if (name.length > 100 || /[\u0000-\u001f\u007f]/.test(name)) throw new ReconfirmError('USAGE', '--as must be a name of at most 100 characters without control characters');
  if (!name) {
    try {
      name = userInfo().username;
    } catch {
      name = process.env.USER || process.env.LOGNAME || 'unknown';
    }
  }
  return `operator ${name}`;
}
