// One zod schema for all configuration; precedence: flags, then RECONFIRM_* variables, then the config file, then defaults.
import { existsSync, readFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join, resolve } from 'node:path';
import { z } from 'zod';
import { attemptsWithin, type RetryPolicy } from './domain/backoff.js';
import { isDatabaseUrl } from './domain/databaseUrl.js';
import { ReconfirmError } from './domain/errors.js';
import { deepMerge } from './domain/merge.js';
import { parseTimeZone } from './domain/time.js';
import { LANGUAGES } from './domain/languages.js';
import { replyToProblem } from './domain/mailThreading.js';
import { OtaCounterpartEndpointSchema, OtaEndpointSchema, OtaPullSchema } from './domain/ota/config.js';
import type { TaskName } from './domain/tasks.js';
import { CHANNELS } from './configNames.js';

export { CHANNELS, databaseTarget, usesPostgres, type ChannelName } from './configNames.js';

const channel = z.enum(CHANNELS);

const positive = z.number().positive();
const language = z.enum(LANGUAGES);
const disclosed = z.object({ amount: z.boolean(), specialRequest: z.boolean(), guestNames: z.boolean(), supplierReference: z.boolean() }).partial().strict();
const rate = z.number().min(0).max(1);

export const ConfigSchema = z
  .object({
    db: z.string().default('./data/reconfirm.db'),
    /** PostgreSQL instead of the SQLite file: several `serve` instances share one database (docs/several-instances.md). */
    databaseUrl: z
      .string()
      .refine((url) => isDatabaseUrl(url) && !/\s/.test(url), 'must be a PostgreSQL URL, e.g. postgres://reconfirm:secret@db.example.com:5432/reconfirm')
      .optional(),
    /**
     * PostgreSQL: the connections of serve's accepting path (an API call's key check and the commit of accepted calls),
     * besides each thread's own connection. PostgreSQL's max_connections must leave room for them in every instance.
     */
    databasePoolSize: z.number().int().min(1).max(64).default(4),
    host: z.string().default('127.0.0.1'),
    port: z.number().int().min(0).max(65535).default(8080),
    /** Address hotels reach the reply page at (links in e-mails). */
    publicUrl: z.string().url().optional(),
    smtpUrl: z.string().optional(),
    smtpFrom: z.string().default('reconfirm <reconfirm@localhost>'),
    /**
     * The mailbox hotels reply to (reservations@agency.example): requests carry Reply-To reservations+<token>@... and
     * the inbound listener accepts mail for its domain only.
     */
    replyTo: z
      .string()
      .superRefine((v, ctx) => {
        const problem = replyToProblem(v);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      })
      .optional(),
    inbound: z
      .object({
        /** Port of the SMTP (or LMTP) listener for hotels' replies; none when absent. */
        smtpPort: z.number().int().min(0).max(65535).optional(),
        smtpHost: z.string().default('127.0.0.1'),
        /** Speak LMTP instead of SMTP (a Postfix `transport` to lmtp:...). */
        lmtp: z.boolean().default(false),
        /** Largest message the listener takes (bigger ones are refused with 552, so the sender knows). */
        maxMessageBytes: z.number().int().positive().default(10 * 1024 * 1024),
        /** Bytes of each raw message kept as evidence; the rest is cut and the message says so. */
        keepRawBytes: z.number().int().positive().default(256 * 1024),
        /** A mailbox to read replies from: imaps://user:pass@host/INBOX. */
        imapUrl: z.string().optional(),
        /** How often the mailbox is looked at when the server has no IDLE (and as a safety net when it has). */
        imapPollSeconds: positive.default(60),
        /**
         * The authserv-id(s) of the receiving server(s) whose Authentication-Results header is trusted (the MTA in
         * front of us, which adds its own and removes forged ones). Without one, or when the header is absent, the
         * service checks SPF, DKIM and DMARC itself with DNS.
         */
        trustedAuthServIds: z.array(z.string().min(1)).default([]),
      })
      .prefault({}),
    /** Secret that signs reply-page tokens; generated and kept in the database when absent. */
    tokenSecret: z.string().min(16).optional(),
    channel: channel.default('simulator'),
    /** The zone of hotel-local times when neither the booking's TimeZone nor its country names one (IANA or offset). */
    defaultTimeZone: z
      .string()
      .refine((s) => parseTimeZone(s) !== undefined, { message: 'must be an IANA time zone like Europe/Madrid or an offset like +02:00' })
      .default('UTC'),
    channels: z
      .object({
        byMasterProvider: z.record(z.string(), channel).default({}),
        byHotel: z.record(z.string(), channel).default({}),
        fallback: z.partialRecord(channel, channel).default({}),
        http: z
          .object({
            url: z.string().url().optional(),
            secret: z.string().optional(),
            timeoutMs: positive.default(10_000),
          })
          .prefault({}),
        /** OpenTravel push: the default counterpart, and named ones for their hotels (src/domain/ota/config.ts). */
        ota: OtaEndpointSchema.prefault({}),
        otaCounterparts: z.record(z.string(), OtaCounterpartEndpointSchema).default({}),
        /** How long a channel may stay silent before its fallback is tried. */
        waitHours: positive.default(12),
        /** Hotel contacts in flight at once (was scheduler.concurrency, still read with a warning). */
        concurrency: z.number().int().positive().max(64).default(4),
      })
      .prefault({}),
    /** OpenTravel pull: hotel systems that poll POST /ota (src/domain/ota/config.ts). */
    ota: OtaPullSchema.prefault({}),
    limits: z
      .object({
        maxBookingsPerCall: z.number().int().positive().default(1000),
        maxBodyBytes: z.number().int().positive().default(10 * 1024 * 1024),
        /**
         * Request bodies being received and handled at once, in bytes (each counted at its Content-Length): a body is
         * parsed in memory, so many large ones at once could exhaust it. Past this a request gets 429 and Retry-After.
         */
        maxBodyBytesInFlight: z.number().int().positive().default(40 * 1024 * 1024),
        batchSize: z.number().int().positive().max(10_000).default(100),
        /** A request (headers and body) must arrive within this time; a stalled or trickling client gets 408. */
        requestTimeoutMs: z.number().int().positive().default(30_000),
        /**
         * Answers without an HCN to one reply token (POST /hotel/replies): merged into one reply and one history entry,
         * and at most this many per hour since the first (N per started hour); more get 429 until the next hour starts.
         */
        repliesWithoutHcnPerHour: z.number().int().positive().max(3600).default(12),
      })
      .prefault({}),
    policy: z
      .object({
        reminderEveryHours: positive.default(12),
        maxAttempts: z.number().int().positive().default(4),
        escalateHoursBeforeCheckIn: positive.default(72),
        arrivalImminentHours: positive.default(24),
        cancellationDeadlineHours: positive.default(48),
        tokenTtlHours: positive.default(72),
        /**
         * An instance stopped (killed, or paused past its lease) during a send that may have reached the hotel (e-mail,
         * http, OTA): the hotel's answer is awaited this long after that attempt before the hotel is asked again.
         */
        interruptedSendWaitMinutes: positive.default(10),
      })
      .prefault({}),
    /** The hotel's language for requests and the reply page: per hotel name, per MasterProvider, else its country's. */
    languages: z
      .object({
        default: language.default('en'),
        byHotel: z.record(z.string(), language).default({}),
        byMasterProvider: z.record(z.string(), language).default({}),
      })
      .prefault({}),
    /** What a hotel is shown (and so what is compared): no amount by default; per MasterProvider or hotel name. */
    disclosure: z
      .object({
        default: disclosed.prefault({}),
        byMasterProvider: z.record(z.string(), disclosed).default({}),
        byHotel: z.record(z.string(), disclosed).default({}),
      })
      .prefault({}),
    email: z
      .object({
        /** Bookings of one hotel address due for contact within this many minutes go out as one digest (0: never). */
        digestWindowMinutes: z.number().int().min(0).max(7 * 24 * 60).default(60),
      })
      .prefault({}),
    scheduler: z
      .object({
        /** When the periodic upkeep runs (cron, seconds field allowed); contacts and risk checks are jobs with their own times. */
        cron: z.string().default('0 17 * * * *'),
        /**
         * PostgreSQL: how long a claimed job stays an instance's without a heartbeat (the instance renews all its
         * leases four times per lease, src/store/pg/heartbeat.ts). A job of an instance that died, or was paused,
         * runs again elsewhere this long after its last heartbeat: 12 s keeps that under 15 s.
         */
        leaseSeconds: z.number().int().min(3).max(3600).default(12),
      })
      .prefault({}),
    retention: z
      .object({
        /** Days after check-out before a finished booking's guest data is erased and its webhook bodies pruned (src/store/retention.ts). */
        days: z.number().int().positive().default(90),
      })
      .prefault({}),
    simulator: z
      .object({
        seed: z.number().int().default(42),
        minDelayMs: z.number().int().min(0).default(500),
        maxDelayMs: z.number().int().min(0).default(5000),
        discrepancyRate: rate.default(0.15),
        silenceRate: rate.default(0.1),
        noBookingRate: rate.default(0.05),
      })
      .prefault({}),
    webhooks: z
      .object({
        timeoutMs: positive.default(10_000),
        retryForHours: positive.default(24),
        /** Backoff: first retry after about this long, doubling up to maxRetryMs (tests make both small). */
        firstRetryMs: positive.default(2_000),
        maxRetryMs: positive.default(3_600_000),
        /** Deliveries in flight at once. */
        concurrency: z.number().int().positive().max(256).default(8),
      })
      .prefault({}),
    /**
     * GET /metrics counts every account's bookings, so it is for the operator only: it answers a scraper that sends
     * Authorization: Bearer <metrics.token>, and nobody while no token is set (docs/operations.md).
     */
    metrics: z
      .object({
        token: z.string().min(16, 'must be at least 16 characters (e.g. openssl rand -hex 24)').optional(),
      })
      .prefault({}),
    auth: z
      .object({
        maxFailures: z.number().int().positive().default(10),
        windowSeconds: z.number().int().positive().default(60),
      })
      .prefault({}),
    /** How the CLI shows times: the agent's zone for instants (--tz overrides; else TZ, else the system's). */
    display: z
      .object({
        timeZone: z
          .string()
          .refine((s) => parseTimeZone(s) !== undefined, { message: 'must be an IANA time zone like Europe/Madrid or an offset like +02:00' })
          .optional(),
      })
      .prefault({}),
    client: z
      .object({
        baseUrl: z.string().url().optional(),
        accountId: z.string().optional(),
        apiKey: z.string().optional(),
        ledger: z.string().optional(),
        timeoutMs: positive.default(30_000),
        retries: z.number().int().min(0).max(20).default(5),
      })
      .prefault({}),
  })
  .strict();

export type Config = z.infer<typeof ConfigSchema>;
export type ConfigInput = z.input<typeof ConfigSchema>;

/** Flat RECONFIRM_* variables and the config keys they set. */
const ENV: Record<string, { key: string; type: 'string' | 'number' }> = {
  RECONFIRM_DB: { key: 'db', type: 'string' },
  RECONFIRM_DATABASE_URL: { key: 'databaseUrl', type: 'string' },
  RECONFIRM_DATABASE_POOL_SIZE: { key: 'databasePoolSize', type: 'number' },
  RECONFIRM_HOST: { key: 'host', type: 'string' },
  RECONFIRM_PORT: { key: 'port', type: 'number' },
  RECONFIRM_PUBLIC_URL: { key: 'publicUrl', type: 'string' },
  RECONFIRM_SMTP_URL: { key: 'smtpUrl', type: 'string' },
  RECONFIRM_SMTP_FROM: { key: 'smtpFrom', type: 'string' },
  RECONFIRM_TOKEN_SECRET: { key: 'tokenSecret', type: 'string' },
  RECONFIRM_METRICS_TOKEN: { key: 'metrics.token', type: 'string' },
  RECONFIRM_REPLY_TO: { key: 'replyTo', type: 'string' },
  RECONFIRM_IMAP_URL: { key: 'inbound.imapUrl', type: 'string' },
  RECONFIRM_CHANNEL: { key: 'channel', type: 'string' },
  RECONFIRM_BASE_URL: { key: 'client.baseUrl', type: 'string' },
  RECONFIRM_ACCOUNT_ID: { key: 'client.accountId', type: 'string' },
  RECONFIRM_API_KEY: { key: 'client.apiKey', type: 'string' },
  RECONFIRM_LEDGER: { key: 'client.ledger', type: 'string' },
};

export function userConfigDir(env: NodeJS.ProcessEnv = process.env): string {
  if (env.RECONFIRM_CONFIG_DIR) return env.RECONFIRM_CONFIG_DIR;
  const base = env.XDG_CONFIG_HOME || join(homedir(), '.config');
  return join(base, 'reconfirm');
}

/** The config file in use: --config, RECONFIRM_CONFIG, ./reconfirm.config.json, then the user's config directory. */
export function configFilePath(explicit?: string, env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): string | undefined {
  const candidates = [explicit, env.RECONFIRM_CONFIG, resolve(cwd, 'reconfirm.config.json'), join(userConfigDir(env), 'config.json')];
  if (explicit || env.RECONFIRM_CONFIG) {
    const path = (explicit ?? env.RECONFIRM_CONFIG)!;
    if (!existsSync(path)) throw new ReconfirmError('CONFIG_INVALID', `config file ${path} does not exist`);
    return path;
  }
  return candidates.slice(2).find((p) => p && existsSync(p));
}

function setPath(target: Record<string, unknown>, dotted: string, value: unknown) {
  const parts = dotted.split('.');
  let node = target;
  for (const p of parts.slice(0, -1)) node = (node[p] ??= {}) as Record<string, unknown>;
  node[parts[parts.length - 1]] = value;
}

/** Keys renamed since a release: still read under the old name, with a warning printed once per process. */
const RENAMED = [{ from: 'scheduler.concurrency', to: 'channels.concurrency', what: 'hotel contacts in flight at once' }];
const warnedRenames = new Set<string>();

const getPath = (source: Record<string, unknown>, dotted: string): unknown =>
  dotted.split('.').reduce<unknown>((node, p) => (node && typeof node === 'object' ? (node as Record<string, unknown>)[p] : undefined), source);

/** Moves each old key to its new name (the new one wins when both are set), so the schema sees only new names. */
function applyRenames(config: Record<string, unknown>, where: string, warn: (message: string) => void): void {
  for (const { from, to, what } of RENAMED) {
    const value = getPath(config, from);
    if (value === undefined) continue;
    const [section, key] = from.split('.');
    const { [key]: _old, ...rest } = config[section] as Record<string, unknown>;
    config[section] = rest;
    if (getPath(config, to) === undefined) setPath(config, to, value);
    if (warnedRenames.has(from)) continue;
    warnedRenames.add(from);
    warn(`${from}${where} is now ${to} (${what}); the old name still works for now, rename it`);
  }
}

export interface LoadOptions {
  /** Flag values, as dotted keys (e.g. { port: 8081, 'client.baseUrl': '...' }); undefined ones are ignored. */
  flags?: Record<string, unknown>;
  configPath?: string;
  env?: NodeJS.ProcessEnv;
  cwd?: string;
  /** Where a deprecation is told (default: a line on stderr). */
  warn?: (message: string) => void;
}

export function loadConfig(opts: LoadOptions = {}): Config & { configFile?: string } {
  const env = opts.env ?? process.env;
  const file = configFilePath(opts.configPath, env, opts.cwd);
  let fromFile: Record<string, unknown> = {};
  if (file) {
    try {
      fromFile = JSON.parse(readFileSync(file, 'utf8'));
    } catch (err) {
      throw new ReconfirmError('CONFIG_INVALID', `config file ${file} is not valid JSON: ${(err as Error).message}`);
    }
  }
  const fromEnv: Record<string, unknown> = {};
  for (const [name, { key, type }] of Object.entries(ENV)) {
    const raw = env[name];
    if (raw === undefined || raw === '') continue;
    const value = type === 'number' ? Number(raw) : raw;
    if (type === 'number' && !Number.isFinite(value)) throw new ReconfirmError('CONFIG_INVALID', `${name} must be a number (got "${raw}")`);
    setPath(fromEnv, key, value);
  }
  const fromFlags: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(opts.flags ?? {})) if (value !== undefined) setPath(fromFlags, key, value);
  // deepMerge keeps a file's "__proto__" key away from the object's prototype.
  const merged = deepMerge(deepMerge(fromFile, fromEnv), fromFlags) as Record<string, unknown>;
  applyRenames(merged, file ? ` (in ${file})` : '', opts.warn ?? ((m) => process.stderr.write(`reconfirm: warning: ${m}\n`)));
  const parsed = ConfigSchema.safeParse(merged);
  if (!parsed.success) {
    // Each problem names where its value came from: the flag, the variable or the file, not always the file.
    const sources = parsed.error.issues.map((i) => sourceOf(i.path.join('.'), fromFlags, fromEnv, env, file));
    const problems = parsed.error.issues.map((i, n) => `${sources[n].name}: ${i.message}${hintFor(i.path.join('.'), getPath(merged, i.path.join('.')))}`).join('; ');
    const fromFileOnly = sources.every((x) => x.kind === 'file');
    throw new ReconfirmError('CONFIG_INVALID', `invalid ${fromFileOnly ? `configuration${file ? ` (file ${file})` : ''}` : 'setting'}: ${problems}`);
  }
  return { ...parsed.data, configFile: file };
}

/** Where a setting's value came from, named as the user gave it: --base-url, RECONFIRM_BASE_URL, or the file's key. */
function sourceOf(key: string, flags: Record<string, unknown>, fromEnv: Record<string, unknown>, env: NodeJS.ProcessEnv, file: string | undefined): { kind: 'flag' | 'env' | 'file'; name: string } {
  if (key && getPath(flags, key) !== undefined) return { kind: 'flag', name: `--${key.split('.').pop()!.replace(/[A-Z]/g, (ch) => `-${ch.toLowerCase()}`)}` };
  const variable = Object.entries(ENV).find(([name, e]) => e.key === key && env[name]);
  if (key && getPath(fromEnv, key) !== undefined && variable) return { kind: 'env', name: variable[0] };
  return { kind: 'file', name: `${key || '(root)'}${file ? ` in ${file}` : ''}` };
}

/** A URL without its scheme ("127.0.0.1:8080") is the usual mistake: say what to write. */
const hintFor = (key: string, value: unknown) =>
  /url$/i.test(key) && typeof value === 'string' && !value.includes('://') ? ` (got "${value.slice(0, 80)}"; write it with its scheme, e.g. http://${value.slice(0, 80)})` : '';

/** The `webhooks` settings as the delivery job's retry policy: firstRetryMs doubling to maxRetryMs, for about retryForHours. */
export function webhookRetryPolicy(w: Config['webhooks']): RetryPolicy {
  const backoff = { backoff: 'exponential' as const, baseMs: Math.round(w.firstRetryMs), capMs: Math.round(w.maxRetryMs) };
  return { ...backoff, maxAttempts: attemptsWithin(w.retryForHours * 3_600_000, backoff) };
}

/** Retry policies the configuration sets in place of the task registry's, stored on each job enqueued. */
export function retryPolicies(config: Config): Partial<Record<TaskName, RetryPolicy>> {
  return { 'webhook.deliver': webhookRetryPolicy(config.webhooks) };
}
