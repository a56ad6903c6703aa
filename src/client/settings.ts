// Where client commands find the service: flags, then RECONFIRM_* variables, then a profile or config file (see `init`).
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { loadConfig, userConfigDir } from '../config.js';
import { ReconfirmError } from '../domain/errors.js';
import { defaultLedgerPath } from '../store/ledger.js';

export interface ClientFlags {
  baseUrl?: string;
  accountId?: string;
  apiKey?: string;
  profile?: string;
  ledger?: string;
  config?: string;
}

export interface ClientSettings {
  baseUrl: string;
  accountId: string;
  apiKey: string;
  ledger: string;
  timeoutMs: number;
  retries: number;
  /** config display.timeZone: the zone the CLI shows instants in (--tz overrides). */
  displayTimeZone?: string;
}

const PROFILE_NAME = /^[A-Za-z0-9_.-]{1,50}$/;

/** A named profile is its own config file beside config.json: profiles/<name>.json with a `client` section. */
export function profilePath(name: string, env: NodeJS.ProcessEnv = process.env): string {
  if (!PROFILE_NAME.test(name)) throw new ReconfirmError('USAGE', `profile names use letters, digits, "-", "_" and "." (got "${name}")`);
  return join(userConfigDir(env), 'profiles', `${name}.json`);
}

/** The config file `init` writes: the named profile, or the user's config.json. */
export function profileFile(name: string | undefined, env: NodeJS.ProcessEnv = process.env): string {
  return name ? profilePath(name, env) : join(userConfigDir(env), 'config.json');
}

/** Client settings without the requirement that the service is known (import works offline). */
export function partialClientSettings(flags: ClientFlags, env: NodeJS.ProcessEnv = process.env) {
  const profile = flags.profile || env.RECONFIRM_PROFILE || undefined;
  const configPath = flags.config ?? (profile ? profilePath(profile, env) : undefined);
  if (profile && !flags.config) {
    try {
      loadConfig({ configPath, env });
    } catch (e) {
      if (e instanceof ReconfirmError && /does not exist/.test(e.message)) throw new ReconfirmError('USAGE', `no profile "${profile}"; create it with \`reconfirm init --profile ${profile}\``);
      throw e;
    }
  }
  const flagValues = { 'client.baseUrl': flags.baseUrl, 'client.accountId': flags.accountId, 'client.apiKey': flags.apiKey, 'client.ledger': flags.ledger };
  const config = loadConfig({ configPath, env, flags: flagValues });
  let client = config.client;
  // A service's reconfirm.config.json in the working folder (channels, policy...) names no service to talk to: the
  // profile `init` saved in the user's config directory still does (issue 28's trial shift: it was hidden).
  const saved = join(userConfigDir(env), 'config.json');
  if (!configPath && (!client.baseUrl || !client.accountId || !client.apiKey) && config.configFile && config.configFile !== saved && existsSync(saved)) {
    const mine = loadConfig({ configPath: saved, env, flags: flagValues }).client;
    client = { ...mine, ...Object.fromEntries(Object.entries(client).filter(([, v]) => v !== undefined && v !== '')) } as typeof client;
  }
  return { ...client, ledger: client.ledger ?? defaultLedgerPath(env), configFile: config.configFile, displayTimeZone: config.display.timeZone };
}

export function clientSettings(flags: ClientFlags, env: NodeJS.ProcessEnv = process.env): ClientSettings {
  const s = partialClientSettings(flags, env);
  const missing = [!s.baseUrl && '--base-url', !s.accountId && '--account-id', !s.apiKey && '--api-key'].filter(Boolean);
  if (missing.length) {
    throw new ReconfirmError('USAGE', `no service to talk to: ${missing.join(', ')} missing; run \`reconfirm init\` once, or pass the flags (or RECONFIRM_BASE_URL, RECONFIRM_ACCOUNT_ID, RECONFIRM_API_KEY)`);
  }
  return { baseUrl: s.baseUrl!.replace(/\/+$/, ''), accountId: s.accountId!, apiKey: s.apiKey!, ledger: s.ledger, timeoutMs: s.timeoutMs, retries: s.retries };
}
