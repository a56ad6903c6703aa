// `reconfirm webhooks add|list|remove|rotate|deliveries|redeliver`: webhook endpoints and deliveries, on the service database.
import type { Command } from 'commander';
import { allOptions, configFor, intFlag } from '../shared/common.js';
import { addOperatorServiceOptions, operatorTarget, withClient } from '../shared/clientCommon.js';
import type { DeliveryLog, Endpoint } from '../../store/webhooks.js';
import { databaseTarget } from '../../configNames.js';
import { c, out, printJson, statusColour, table, utcTime } from '../shared/output.js';

async function database(cmd: Command, dbFlag?: string) {
  const config = await configFor(cmd, { db: dbFlag });
  const [{ openExistingDatabase }, { retryPolicies }] = await Promise.all([import('./adminDb.js'), import('../../config.js')]);
  // Redelivered jobs carry the configured retry policy, as those enqueued by `serve` do.
  return openExistingDatabase(databaseTarget(config), { retry: retryPolicies(config) });
}

/** Opens the database, runs fn, and always closes it again. */
async function withDb<T>(cmd: Command, dbFlag: string | undefined, fn: (db: Awaited<ReturnType<typeof database>>, store: typeof import('../../store/webhooks.js')) => T | Promise<T>): Promise<T> {
  const db = await database(cmd, dbFlag);
  try {
    return await fn(db, await import('../../store/webhooks.js'));
  } finally {
    db.$client.close();
  }
}

const DB_HELP = 'service database (default ./data/reconfirm.db, or RECONFIRM_DB)';
const WHERE = '\n\nWith --base-url or --profile (or RECONFIRM_BASE_URL / RECONFIRM_PROFILE) it reads the account of the API key\nthrough the service; otherwise the database file (every account).';

/** Through the service's account-scoped endpoints, from any machine (credential errors worded as for client commands). */
async function throughApi<T>(cmd: Command, fn: (api: import('../../client/api.js').ApiClient) => Promise<T>): Promise<T> {
  return withClient(cmd, ({ api }) => fn(api));
}

export function registerWebhooks(program: Command) {
  const webhooks = program
    .command('webhooks')
    .description('register webhook endpoints and inspect or replay deliveries (works beside a running serve)')
    .addHelpText('after', '\nExample:\n  reconfirm webhooks add --url https://ops.example.com/hooks --events booking.confirmed,booking.escalated');

  webhooks
    .command('add')
    .description('register an endpoint for event types; prints its signing secret once')
    .requiredOption('--url <url>', 'where to POST the events (http or https)')
    .option('--events <list>', 'comma-separated: booking.confirmed, booking.escalated, or *', 'booking.confirmed,booking.escalated')
    .option('--description <text>', 'a note to recognise the endpoint by')
    .option('--account <id>', 'account the endpoint belongs to (default: the first account)')
    .option('--db <file>', DB_HELP)
    .option('--json', 'print {id, secret, url, events} as JSON')
    .addHelpText('after', '\nExample:\n  reconfirm webhooks add --url http://127.0.0.1:8787/ --events booking.confirmed,booking.escalated --json')
    .action(async (opts, cmd: Command) => {
      const created = await withDb(cmd, opts.db, (db, s) =>
        s.addEndpoint(db, { url: opts.url, events: s.parseEventTypes(opts.events), accountId: opts.account, description: opts.description }, Date.now()),
      );
      if (opts.json) return printJson({ id: created.id, secret: created.secret, url: created.url, events: created.events });
      out(`endpoint: ${created.id}`);
      out(`url:      ${created.url}`);
      out(`events:   ${created.events.join(', ')}`);
      out(`secret:   ${created.secret}`);
      out(c.dim('The secret is shown only this once. Verify deliveries with it, e.g. `reconfirm listen --secret <secret>`.'));
    });

  addOperatorServiceOptions(
    webhooks
      .command('list')
      .description('list registered endpoints (never their secrets)')
      .option('--all', 'include removed endpoints')
      .option('--db <file>', DB_HELP)
      .option('--json', 'print JSON'),
  )
    .addHelpText('after', `\nExamples:\n  reconfirm webhooks list --json\n  reconfirm webhooks list --profile night${WHERE}`)
    .action(async (opts, cmd: Command) => {
      const rows =
        operatorTarget(cmd) === 'api'
          ? await throughApi(cmd, async (api) => (await api.get<{ endpoints: Endpoint[] }>('/webhooks', { query: { includeRemoved: opts.all ? 'true' : undefined } })).data.endpoints)
          : await withDb(cmd, opts.db, (db, s) => s.listEndpoints(db, { includeRemoved: Boolean(opts.all) }));
      if (opts.json) return printJson(rows);
      if (!rows.length) return void out('no webhook endpoints; add one with `reconfirm webhooks add --url URL`');
      const state = (e: (typeof rows)[number]) => (e.removedAt ? c.dim('removed') : e.previousSecretExpiresAt && e.previousSecretExpiresAt > new Date().toISOString() ? c.yellow('rotating') : c.green('active'));
      out(table(['id', 'url', 'events', 'state', 'created'], rows.map((e) => [e.id, e.url, e.events.join(', '), state(e), utcTime(e.createdAt)]), { keep: ['id', 'state'], dropFirst: ['created'] }));
    });

  webhooks
    .command('remove <id>')
    .description('stop sending to an endpoint; its pending deliveries are dropped')
    .option('--db <file>', DB_HELP)
    .option('--json', 'print the removed endpoint as JSON')
    .addHelpText('after', '\nExample:\n  reconfirm webhooks remove ep_3f2a9c01d4e5b6a7')
    .action(async (id: string, opts, cmd: Command) => {
      const removed = await withDb(cmd, opts.db, (db, s) => s.removeEndpoint(db, id, Date.now()));
      if (opts.json) return printJson(removed);
      out(`removed ${removed.id} (${removed.url}); nothing more is sent to it`);
    });

  webhooks
    .command('rotate <id>')
    .description('give an endpoint a new secret; the old one keeps signing beside it for the grace period')
    .option('--grace-hours <n>', 'hours the old secret stays valid', intFlag('--grace-hours'), 24)
    .option('--db <file>', DB_HELP)
    .option('--json', 'print {id, secret, previousSecretExpiresAt} as JSON')
    .addHelpText('after', '\nExample:\n  reconfirm webhooks rotate ep_3f2a9c01d4e5b6a7 --grace-hours 48')
    .action(async (id: string, opts, cmd: Command) => {
      const r = await withDb(cmd, opts.db, (db, s) => s.rotateSecret(db, id, opts.graceHours, Date.now()));
      if (opts.json) return printJson(r);
      out(`endpoint:   ${r.id}`);
      out(`new secret: ${r.secret}`);
      out(c.dim(`Shown only this once. Until ${r.previousSecretExpiresAt} deliveries carry signatures with both the old and the new secret.`));
    });

  addOperatorServiceOptions(
    webhooks
      .command('deliveries')
      .description('the delivery log, newest first: status, attempts, last answer')
      .option('--failed', 'only failing deliveries: parked (FAILED) ones and those still retrying after failed attempts')
      .option('--endpoint <id>', 'only deliveries to this endpoint')
      .option('--booking <BookingId>', 'only deliveries of events about this booking')
      .option('--limit <n>', 'at most this many rows', intFlag('--limit', 1), 50)
      .option('--db <file>', DB_HELP)
      .option('--json', 'print an array as JSON'),
  )
    .addHelpText(
      'after',
      `\nExamples:\n  reconfirm webhooks deliveries --failed\n  reconfirm webhooks deliveries --booking BK-1001\n  reconfirm webhooks deliveries --endpoint ep_3f2a9c01d4e5b6a7 --limit 10 --json${WHERE}`,
    )
    .action(async (opts, cmd: Command) => {
      const filter = { failed: Boolean(opts.failed), endpointId: opts.endpoint, bookingId: opts.booking, limit: opts.limit };
      const log: DeliveryLog =
        operatorTarget(cmd) === 'api'
          ? await throughApi(cmd, async (api) => (await api.get<DeliveryLog>('/webhooks/deliveries', { query: { failed: opts.failed ? 'true' : undefined, endpoint: opts.endpoint, booking: opts.booking, limit: String(opts.limit) } })).data)
          : await withDb(cmd, opts.db, (db, s) => s.listDeliveries(db, filter));
      const rows = log.deliveries;
      if (opts.json) return printJson(rows);
      const failing = `${log.failed} failed, ${log.retrying} still retrying after failures`;
      if (!rows.length) return void out(opts.failed ? 'no failing deliveries: none parked, none retrying after failures' : opts.booking ? `no deliveries for ${opts.booking}` : 'no deliveries yet');
      out(
        table(
          ['#', 'webhook-id', 'type', 'BookingId', 'endpoint', 'status', 'attempts', 'last answer', 'delivered or next try'],
          rows.map((d) => [d.id, d.webhookId, d.type, d.BookingId, d.endpointId, statusColour(d.status === 'PENDING' && d.attempts > 0 ? 'RETRYING' : d.status), d.attempts, d.lastError ?? d.lastStatus, utcTime(d.deliveredAt ?? d.nextAttemptAt ?? d.lastAttemptAt)]),
          { dropFirst: ['endpoint', 'type', 'delivered or next try'] },
        ),
      );
      const shown = rows.length < log.total ? `${rows.length} of ${log.total} shown (newest first; --limit for more)` : `${log.total} in all`;
      out(c.dim(opts.failed ? `${shown}: ${failing}` : shown));
    });

  addOperatorServiceOptions(
    webhooks
      .command('redeliver <id...>')
      .description('send deliveries again (each by its # or by webhook-id); receivers see the same webhook-id')
      .option('--db <file>', DB_HELP)
      .option('--json', 'print the re-queued deliveries as JSON'),
  )
    .addHelpText('after', `\nExamples:\n  reconfirm webhooks redeliver 42\n  reconfirm webhooks redeliver 86 87 88\n  reconfirm webhooks redeliver msg_0199a1b2c3d47e8f9a0b1c2d3e4f5a6b${WHERE}`)
    .action(async (ids: string[], opts, cmd: Command) => {
      type Queued = { deliveryId: number; webhookId: string; endpointId: string };
      const queued: Queued[] =
        operatorTarget(cmd) === 'api'
          ? await throughApi(cmd, async (api) => (await api.post<{ redelivered: Queued[] }>('/webhooks/deliveries/redeliver', { ids })).data.redelivered)
          : // Every id is checked before any is re-queued, as the API does.
            await withDb(cmd, opts.db, async (db, s) => {
              const { inTransaction } = await import('../../store/db.js');
              return inTransaction(db, () => ids.flatMap((id) => s.redeliver(db, id, Date.now())));
            });
      if (opts.json) return printJson(queued);
      for (const q of queued) out(`re-queued delivery ${q.deliveryId} of ${q.webhookId} to ${q.endpointId}; a running serve sends it within a second`);
    });

  // cli.ts only sets exitOverride on top-level commands; without it a usage error here would exit 1, not 2.
  for (const sub of webhooks.commands) sub.exitOverride();
}
