// `reconfirm serve`: runs the service (HTTP API, queue workers, scheduler) until SIGTERM or SIGINT.
import type { Command } from 'commander';
import { CHANNELS, usesPostgres } from '../../configNames.js';
import type { Listening } from '../../daemon/threads/protocol.js';
import { allOptions, configFor, intFlag } from '../shared/common.js';
import { c, out } from '../shared/output.js';
import { writeFirstKey } from './firstKey.js';

export function registerServe(program: Command) {
  program
    .command('serve')
    .description('run the reconfirmation service: HTTP API, durable queue workers and scheduler')
    .option('--port <port>', 'port to listen on (default 8080; 0 picks a free one)', intFlag('--port'))
    .option('--host <host>', 'address to listen on (default 127.0.0.1)')
    .option('--db <file>', 'SQLite database file (default ./data/reconfirm.db)')
    .option('--channel <name>', `default hotel channel: ${CHANNELS.join(', ')} (default simulator)`)
    .option('--smtp-url <url>', 'SMTP server for the email channel, e.g. smtp://mail.example.com:587; with a password, set RECONFIRM_SMTP_URL (or smtpUrl in the config file) instead')
    .option('--public-url <url>', 'address hotels reach the reply page at, e.g. https://reconfirm.example.com')
    .option('--reply-to <address>', "the mailbox hotels reply to, e.g. reservations@agency.example (requests carry reservations+<token>@...)")
    .option('--inbound-smtp-port <port>', "take hotels' e-mail replies over SMTP on this port (LMTP with inbound.lmtp; 127.0.0.1 unless inbound.smtpHost)", intFlag('--inbound-smtp-port'))
    .option('--imap-url <url>', "read hotels' e-mail replies from a mailbox, imaps://user:password@host/INBOX: set it as RECONFIRM_IMAP_URL (or inbound.imapUrl in the config file), which keeps the password out of the process list")
    .option('--quiet', 'do not log each request')
    .addHelpText(
      'after',
      `
Secrets: a password in a URL (RECONFIRM_SMTP_URL, RECONFIRM_IMAP_URL, RECONFIRM_DATABASE_URL), RECONFIRM_TOKEN_SECRET
and RECONFIRM_METRICS_TOKEN belong in the environment or the config file (reconfirm.config.json, readable only by the
service's user): every user of the machine can read command-line arguments in the process list.

Metrics: GET /metrics answers only Authorization: Bearer <metrics.token>; it is off until RECONFIRM_METRICS_TOKEN (or
metrics.token in the config file) is set (docs/operations.md).

Example:
  RECONFIRM_SMTP_URL="$(cat /etc/reconfirm/smtp-url)" reconfirm serve --channel email --public-url https://reconfirm.example.com
  reconfirm serve --port 8080 --db ./data/reconfirm.db --channel simulator`,
    )
    .action(async (opts, cmd: Command) => {
      warnOfPasswords({ '--smtp-url': opts.smtpUrl, '--imap-url': opts.imapUrl, '--database-url': allOptions(cmd).databaseUrl });
      const config = await configFor(cmd, {
        port: opts.port, host: opts.host, db: opts.db, channel: opts.channel, smtpUrl: opts.smtpUrl, publicUrl: opts.publicUrl,
        replyTo: opts.replyTo, 'inbound.smtpPort': opts.inboundSmtpPort, 'inbound.imapUrl': opts.imapUrl,
      });
      const [{ runServe }, { acquireServeLock }] = await Promise.all([import('../../daemon/threads/main.js'), import('../../daemon/serveLock.js')]);
      if (usesPostgres(config) && !config.publicUrl) {
        const { ReconfirmError } = await import('../../domain/errors.js');
        throw new ReconfirmError(
          'CONFIG_INVALID',
          '--database-url needs --public-url (or publicUrl in the config file): the links in hotel e-mails must name the address in front of all instances, not this one',
        );
      }
      // One serve per SQLite file; on PostgreSQL, several instances is the point.
      const release = usesPostgres(config) ? () => {} : acquireServeLock(config.db);
      try {
        await runServe(config, { quiet: Boolean(opts.quiet), print: out, banner });
      } finally {
        release();
      }
    });
}

/** Where each URL flag's value belongs instead: its variable and its config key. */
const SAFER_PLACE: Record<string, [string, string]> = {
  '--smtp-url': ['RECONFIRM_SMTP_URL', 'smtpUrl'],
  '--imap-url': ['RECONFIRM_IMAP_URL', 'inbound.imapUrl'],
  '--database-url': ['RECONFIRM_DATABASE_URL', 'databaseUrl'],
};

/** True when a URL names a password (scheme://user:password@host); an unparsable one is read by its shape. */
export function carriesPassword(url: unknown): boolean {
  if (typeof url !== 'string') return false;
  try {
    return new URL(url).password !== '';
  } catch {
    return /^[a-z][a-z0-9+.-]*:\/\/[^/@\s]*:[^/@\s]+@/i.test(url);
  }
}

/** One line on stderr when URL flags carry a password: the process list shows it to every user of the machine. */
function warnOfPasswords(flags: Record<string, unknown>): void {
  const named = Object.keys(flags).filter((flag) => carriesPassword(flags[flag]));
  if (!named.length) return;
  const instead = named.map((flag) => `${SAFER_PLACE[flag][0]} (or ${SAFER_PLACE[flag][1]} in the config file)`).join(', ');
  process.stderr.write(`reconfirm: warning: ${named.join(', ')} on the command line ${named.length > 1 ? 'carry passwords' : 'carries a password'} that any user of this machine can read in the process list; set ${instead} instead\n`);
}

/**
 * Printed in one write: whoever waits for "listening on" (a supervisor, a script, a test) must find the bootstrap
 * key in the same chunk.
 */
function banner(s: Listening): string {
  const lines = [`reconfirm serve: listening on ${s.url} (instance ${s.instance}, database ${s.db}, hotel channel ${s.channel}${s.inboundSmtp ? `, hotels' replies by SMTP on ${s.inboundSmtp}` : ''})`];
  if (s.bootstrap) {
    const b = s.bootstrap;
    if (process.stdout.isTTY) {
      lines.push(
        '',
        c.bold('A new database: this account and API key were created. The key is shown only this once; store it now.'),
        `  account id: ${b.accountId}`,
        `  API key:    ${b.apiKey}`,
        '',
        `  export RECONFIRM_BASE_URL=${s.url} RECONFIRM_ACCOUNT_ID=${b.accountId} RECONFIRM_API_KEY=${b.apiKey}`,
        '',
      );
    } else {
      // Not a terminal: this output may be a log file, which must not keep a key.
      let where: string;
      try {
        where = `  API key file: ${writeFirstKey(s.db, s.url, b)} (readable only by you: store the key, then delete the file)`;
      } catch (e) {
        where = `  the key file could not be written (${(e as Error).message}); make a key with \`reconfirm keys create\``;
      }
      lines.push('', 'A new database: this account and an API key were created. Output is not a terminal, so the key is not printed here;', `  account id:   ${b.accountId}`, where, '');
    }
  }
  return lines.join('\n');
}
