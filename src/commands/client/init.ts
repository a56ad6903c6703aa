// `reconfirm init`: set up a client profile (base URL, account id, API key), check it against the service, save it 0600.
import type { Command } from 'commander';
import { EXIT_CODES, interactive } from '../shared/clientCommon.js';
import { c, out, printJson } from '../shared/output.js';

export function registerInit(program: Command) {
  program
    .command('init')
    .description('set up this machine to talk to a service: asks for base URL, account id and API key, checks them, saves a profile')
    .option('--base-url <url>', 'service address, e.g. http://127.0.0.1:8080 (or RECONFIRM_BASE_URL)')
    .option('--account-id <id>', 'account id (or RECONFIRM_ACCOUNT_ID)')
    .option('--api-key <key>', 'API key; better RECONFIRM_API_KEY (init reads it) or the prompt: the process list shows arguments')
    .option('--profile <name>', 'save as a named profile (use it with --profile on other commands); default: the main config')
    .option('--no-verify', 'save without checking the credentials against the service')
    .option('--json', 'print {profile, file, baseUrl, accountId} as JSON')
    .addHelpText(
      'after',
      `
Without a terminal (CI) every value must come from flags or RECONFIRM_* variables, except the API
key: left out, the one already saved in the profile is kept (on a terminal, Enter keeps it). The profile is
written to the user's config directory (~/.config/reconfirm/config.json, or profiles/<name>.json
beside it) readable only by you (mode 0600).

Examples:
  reconfirm init
  reconfirm init --base-url http://127.0.0.1:8080 --account-id acc_123 --api-key rk_live_... --profile staging
${EXIT_CODES} Credentials the service refuses exit 1; missing values without a terminal exit 2.`,
    )
    .action(async (opts, cmd: Command) => {
      const { ReconfirmError } = await import('../../domain/errors.js');
      const { profileFile } = await import('../../client/settings.js');
      const env = process.env;
      const profile: string | undefined = opts.profile || env.RECONFIRM_PROFILE || undefined;
      const file = profileFile(profile);
      const existing = await readExisting(file);
      const given = {
        // An empty variable counts as unset, as everywhere else in the configuration.
        baseUrl: (opts.baseUrl || env.RECONFIRM_BASE_URL || undefined) as string | undefined,
        accountId: (opts.accountId || env.RECONFIRM_ACCOUNT_ID || undefined) as string | undefined,
        apiKey: (opts.apiKey || env.RECONFIRM_API_KEY || undefined) as string | undefined,
      };
      const saved = (existing.client ?? {}) as Record<string, string | undefined>;
      // Without a terminal, a key not given is the saved one (re-running init to change the address keeps the key).
      let keptKey = false;
      if (!given.apiKey && saved.apiKey && !interactive()) [given.apiKey, keptKey] = [saved.apiKey, true];
      const missing = Object.entries(given).filter(([, v]) => !v).map(([k]) => k);
      if (missing.length && !interactive()) {
        const flags = missing.map((k) => `--${k.replace(/[A-Z]/g, (m) => `-${m.toLowerCase()}`)}`);
        throw new ReconfirmError('USAGE', `no terminal to ask on, and ${flags.join(', ')} not given; pass them as flags or RECONFIRM_BASE_URL, RECONFIRM_ACCOUNT_ID, RECONFIRM_API_KEY`);
      }
      if (missing.length) {
        const { input, password } = await import('@inquirer/prompts');
        const asked = (e: unknown): never => {
          if ((e as Error)?.name === 'ExitPromptError') throw new ReconfirmError('USAGE', 'init cancelled; nothing was saved');
          throw e;
        };
        const current = (existing.client ?? {}) as Record<string, string | undefined>;
        given.baseUrl ??= await input({ message: 'Service base URL', default: current.baseUrl ?? 'http://127.0.0.1:8080', validate: (v) => (isUrl(v) ? true : 'an http(s) address, e.g. http://127.0.0.1:8080') }).catch(asked);
        given.accountId ??= await input({ message: 'Account ID', default: current.accountId, validate: (v) => (v.trim() ? true : 'the account id printed by `reconfirm serve` or `keys create`') }).catch(asked);
        if (!given.apiKey) {
          const hint = current.apiKey ? ` (Enter keeps the saved key ${current.apiKey.slice(0, 12)}…)` : '';
          const typed = await password({ message: `API key${hint}`, mask: '*', validate: (v) => (v.trim() || current.apiKey ? true : 'the API key (shown once when it was created)') }).catch(asked);
          keptKey = !typed.trim() && Boolean(current.apiKey);
          given.apiKey = keptKey ? current.apiKey : typed;
        }
      }
      const values = { baseUrl: given.baseUrl!.trim().replace(/\/+$/, ''), accountId: given.accountId!.trim(), apiKey: given.apiKey!.trim() };
      if (!isUrl(values.baseUrl)) throw new ReconfirmError('USAGE', `--base-url must be an http(s) address (got "${values.baseUrl}")`);
      let total: number | undefined;
      if (opts.verify !== false) total = await verify(values);
      await save(file, existing, values);
      if (opts.json) return printJson({ profile: profile ?? null, file, baseUrl: values.baseUrl, accountId: values.accountId, verified: opts.verify !== false, bookings: total ?? null });
      if (total !== undefined) out(`${c.green('✓')} ${values.baseUrl} accepted account ${values.accountId} (${total} booking(s) there)`);
      out(`saved ${profile ? `profile "${profile}"` : 'the default profile'} to ${file} (readable only by you)${keptKey ? '; the API key is the one saved before' : ''}`);
      out(c.dim(`next: reconfirm import bookings.csv && reconfirm push${profile ? ` --profile ${profile}` : ''}`));
    });
}

const isUrl = (v: string) => /^https?:\/\/[^\s/]+/i.test(v.trim());

async function readExisting(file: string): Promise<Record<string, any>> {
  const { readFile } = await import('node:fs/promises');
  try {
    return JSON.parse(await readFile(file, 'utf8'));
  } catch (e) {
    if ((e as NodeJS.ErrnoException).code === 'ENOENT') return {};
    const { ReconfirmError } = await import('../../domain/errors.js');
    throw new ReconfirmError('CONFIG_INVALID', `${file} exists but is not valid JSON (${(e as Error).message}); fix or remove it`);
  }
}

/** The same call every command makes, so a profile that saves is a profile that works. */
async function verify(values: { baseUrl: string; accountId: string; apiKey: string }): Promise<number> {
  const { ApiClient } = await import('../../client/api.js');
  const api = new ApiClient({ ...values, ledger: '', timeoutMs: 10_000, retries: 1 });
  try {
    const { data } = await api.get('/bookings', { query: { limit: 1 } });
    return data.total as number;
  } catch (e) {
    const { ApiError } = await import('../../client/api.js');
    const { ReconfirmError } = await import('../../domain/errors.js');
    if (e instanceof ApiError && (e.status === 401 || e.status === 403)) {
      throw new ReconfirmError(e.code, `${values.baseUrl} refused these credentials (${e.status} ${e.message}); nothing was saved. Check the account id and API key (\`reconfirm keys list\` on the service)`);
    }
    if (e instanceof ReconfirmError && e.code === 'NETWORK_ERROR') throw new ReconfirmError('NETWORK_ERROR', `${e.message}; nothing was saved (--no-verify saves without checking)`);
    throw e;
  } finally {
    await api.close();
  }
}

async function save(file: string, existing: Record<string, any>, values: { baseUrl: string; accountId: string; apiKey: string }) {
  const { mkdir, writeFile, chmod } = await import('node:fs/promises');
  const { dirname } = await import('node:path');
  await mkdir(dirname(file), { recursive: true, mode: 0o700 });
  const next = { ...existing, client: { ...(existing.client ?? {}), ...values } };
  await writeFile(file, JSON.stringify(next, null, 2) + '\n', { mode: 0o600 });
  await chmod(file, 0o600); // an existing file keeps its old mode on write
}
