// The channel registry: checks that every channel the configuration names can work, and builds them.
import type { Config } from '../../config.js';
import { ReconfirmError } from '../../domain/errors.js';
import type { Db } from '../../store/db.js';
import { emailChannel } from './email.js';
import { httpChannel } from './http.js';
import { mailThreading } from '../mail/threading.js';
import { manualChannel } from './manual.js';
import { otaChannel, otaPullChannel } from './ota.js';
import { lastHotelNumber, otaDeliveredBefore } from '../../store/ota.js';
import { simulatorChannel } from './simulator.js';
import type { HotelChannel } from './types.js';
import { webformChannel } from './webform.js';

/** Every channel the configuration can route a hotel to: the default, per hotel, per MasterProvider, fallbacks. */
export function channelsInUse(config: Config): Set<string> {
  const c = config.channels;
  return new Set([config.channel, ...Object.values(c.byHotel), ...Object.values(c.byMasterProvider), ...Object.keys(c.fallback), ...Object.values(c.fallback)].filter((x): x is string => Boolean(x)));
}

/** Fails at start, naming the setting, rather than at the first hotel contact. */
export function checkChannelConfig(config: Config): void {
  const used = channelsInUse(config);
  const problems: string[] = [];
  if (used.has('email')) {
    if (!config.smtpUrl) problems.push('the email channel needs an SMTP server: set RECONFIRM_SMTP_URL (or smtpUrl in the config file), e.g. smtp://user:pass@mail.example.com:587, or pass --smtp-url when it holds no password');
    else if (!/^smtps?:\/\//i.test(config.smtpUrl)) problems.push(`smtpUrl must start with smtp:// or smtps:// (got "${config.smtpUrl.replace(/\/\/[^@/]*@/, '//***@')}")`);
    if (!config.publicUrl) problems.push('the email channel needs the address hotels reach the reply page at: pass --public-url or set RECONFIRM_PUBLIC_URL (config key publicUrl)');
  }
  if (used.has('http')) {
    if (!config.channels.http.url) problems.push('the http channel needs the endpoint to call: set channels.http.url in the config file');
    if (!config.channels.http.secret) problems.push('the http channel signs its requests: set channels.http.secret in the config file');
  }
  if (used.has('ota') && !config.channels.ota.url && !Object.keys(config.channels.otaCounterparts).length) {
    problems.push('the ota channel needs the hotel system to call: set channels.ota.url (or channels.otaCounterparts) in the config file');
  }
  if (used.has('ota-pull') && !config.ota.counterparts.length) problems.push('the ota-pull channel needs the hotel systems that poll POST /ota: set ota.counterparts in the config file');
  if (problems.length) throw new ReconfirmError('CONFIG_INVALID', problems.join('; '));
}

export interface ChannelDeps {
  db: Db;
  config: Config;
  /** The base URL hotels reach this service at (publicUrl, else where it listens). */
  linkBase: () => string;
  /** The service's token secret: it signs reply links and the Reply-To tokens of e-mails. */
  tokenSecret: () => string;
}

export function buildChannels(d: ChannelDeps): Record<string, HotelChannel> {
  const { config } = d;
  const channels: Record<string, HotelChannel> = {
    simulator: simulatorChannel(d.db, () => config.simulator),
    webform: webformChannel(),
    manual: manualChannel(),
    'ota-pull': otaPullChannel(),
  };
  if (config.channels.ota.url || Object.keys(config.channels.otaCounterparts).length) {
    channels.ota = otaChannel({ config, deliveredBefore: (req) => otaDeliveredBefore(d.db, req.bookingPk, 'ota', req.contactId), hotelNumber: (req) => lastHotelNumber(d.db, req.bookingPk) });
  }
  if (config.smtpUrl) channels.email = emailChannel({ smtpUrl: config.smtpUrl, from: config.smtpFrom, threading: mailThreading(d.db, config, d.tokenSecret) });
  const h = config.channels.http;
  if (h.url && h.secret) channels.http = httpChannel({ url: h.url, secret: h.secret, timeoutMs: h.timeoutMs, repliesUrl: () => `${d.linkBase()}/hotel/replies` });
  return channels;
}
