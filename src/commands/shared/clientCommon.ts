// What the client commands share: the service flags, an API client with its ledger, and operator-worded errors.
import type { Command } from 'commander';
import type { ApiClient } from '../../client/api.js';
import type { Ledger } from '../../store/ledger.js';
import type { ClientSettings } from '../../client/settings.js';
import { ReconfirmError } from '../../domain/errors.js';
import { allOptions } from './common.js';

export function addServiceOptions(cmd: Command): Command {
  return cmd
    .option('--base-url <url>', 'service address (or RECONFIRM_BASE_URL, or a profile from `reconfirm init`)')
    .option('--account-id <id>', 'account id (or RECONFIRM_ACCOUNT_ID)')
    .option('--api-key <key>', 'API key; better RECONFIRM_API_KEY or a profile (`reconfirm init`): the process list shows arguments')
    .option('--profile <name>', 'use a profile saved by `reconfirm init --profile <name>` (or RECONFIRM_PROFILE)')
    .option('--ledger <file>', 'local ledger (SQLite) of calls and bookings (or RECONFIRM_LEDGER)');
}

export const EXIT_CODES = '\nExit status: 0 ok, 1 failure or findings that need action, 2 usage or configuration error, 3 the service could not be reached.';

export interface ClientSession {
  settings: ClientSettings;
  ledger: Ledger;
  api: ApiClient;
}

/** Opens the ledger and an API client for one command and closes both afterwards, whatever happens. */
export async function withClient<T>(cmd: Command, fn: (s: ClientSession) => Promise<T>, onRetry: (line: string) => void = sayRetrying): Promise<T> {
  const o = allOptions(cmd);
  const { clientSettings } = await import('../../client/settings.js');
  const settings = clientSettings({ baseUrl: o.baseUrl, accountId: o.accountId, apiKey: o.apiKey, profile: o.profile, ledger: o.ledger, config: o.config });
  const { resolveAgentZone, setAgentZone } = await import('./times.js');
  setAgentZone(resolveAgentZone(o.tz, settings.displayTimeZone));
  const { openLedger } = await import('../../store/ledger.js');
  const { ApiClient } = await import('../../client/api.js');
  const ledger = openLedger(settings.ledger);
  const api = new ApiClient(settings, {
    ledger,
    onRetry: (r) => onRetry(`${r.method} ${r.path}: ${r.reason}; retry ${r.attempt} of ${settings.retries} in ${(r.delayMs / 1000).toFixed(1)} s`),
  });
  try {
    return await fn({ settings, ledger, api });
  } catch (e) {
    throw await operatorWords(e);
  } finally {
    await api.close();
    ledger.close();
  }
}

/** By default a retry is said on stderr: a silent wait of seconds looks like a hang. */
const sayRetrying = (line: string) => process.stderr.write(`reconfirm: retrying: ${line}\n`);

/** Authentication failures say what to check; other errors pass through unchanged. */
async function operatorWords(e: unknown): Promise<unknown> {
  const { ApiError } = await import('../../client/api.js');
  if (!(e instanceof ApiError)) return e;
  if (e.status === 401) return new ReconfirmError('UNAUTHORIZED', `the service does not know these credentials (401 Unauthorized: ${e.message}); check --account-id and --api-key, or run \`reconfirm init\``);
  if (e.status === 403 && e.code !== 'FORBIDDEN') return new ReconfirmError('INVALID_API_KEY', `the service refused the API key (403 Invalid API Key: ${e.message}); it may be wrong, revoked or expired: ask for a new one (\`reconfirm keys create\` on the service) and run \`reconfirm init\``);
  if (e.status === 429) return new ReconfirmError('RATE_LIMITED', `the service is throttling this client after failed attempts (429); wait a minute and check the credentials`);
  return e;
}

/** Whether a person can answer prompts: stdin and stdout both a terminal. */
export const interactive = () => process.stdin.isTTY === true && process.stdout.isTTY === true;

/**
 * Where an operator command (hotel reply, inbox, webhooks) works: the service's API when one is named (`--base-url`,
 * `--profile`, or RECONFIRM_BASE_URL / RECONFIRM_PROFILE without a database setting), else the database file.
 */
export function operatorTarget(cmd: Command, env: NodeJS.ProcessEnv = process.env): 'api' | 'db' {
  const o = allOptions(cmd);
  const serviceFlag = Boolean(o.baseUrl || o.profile);
  const dbFlag = Boolean(o.db || o.databaseUrl);
  if (serviceFlag && dbFlag) throw usage(`${o.db ? '--db' : '--database-url'} and ${o.baseUrl ? '--base-url' : '--profile'} name two places: the database file, or the service's API; give one`);
  if (serviceFlag) return 'api';
  if (dbFlag || env.RECONFIRM_DB || env.RECONFIRM_DATABASE_URL) return 'db';
  return env.RECONFIRM_BASE_URL || env.RECONFIRM_PROFILE ? 'api' : 'db';
}

const usage = (message: string) => new ReconfirmError('USAGE', message);

/** The service flags on an operator command that also works on the database file. */
export function addOperatorServiceOptions(cmd: Command): Command {
  return cmd
    .option('--base-url <url>', "work through the service's API at this address instead of the database file (or RECONFIRM_BASE_URL)")
    .option('--account-id <id>', 'account id, with --base-url (or RECONFIRM_ACCOUNT_ID)')
    .option('--api-key <key>', 'API key, with --base-url (or RECONFIRM_API_KEY)')
    .option('--profile <name>', 'work through the service of a profile saved by `reconfirm init --profile <name>` (or RECONFIRM_PROFILE)');
}

/**
 * Sends an operator's answer; when the service refuses it over an open data discrepancy, asks on a terminal (the same
 * question on every path) and sends it again accepted, or says what flag to add. False: declined, nothing recorded.
 */
export async function acceptingDiscrepancy<R>(send: (accept: boolean) => Promise<R>, accept: boolean, hint: string, ask?: (question: string) => Promise<boolean>): Promise<R | false> {
  try {
    return await send(accept);
  } catch (e) {
    if ((e as { code?: string }).code !== 'DISCREPANCY_OPEN' || accept) throw e;
    const message = (e as Error).message;
    const question = ask ?? (interactive() ? confirmQuestion : undefined);
    if (!question) {
      throw new ReconfirmError('USAGE', `${message}. ${hint}`);
    }
    if (!(await question(`${message}. Confirm anyway?`))) return false;
    return send(true);
  }
}

async function confirmQuestion(message: string): Promise<boolean> {
  const { confirm } = await import('@inquirer/prompts');
  return confirm({ message, default: false }).catch(() => false);
}
