// The ota channel: OTA_HotelResNotifRQ to the hotel's PMS or channel manager; its RS carries the hotel's own number,
// and where `verify` is on, OTA_ReadRQ reads the reservation back so judgeReply compares it field by field.
import type { Config } from '../../config.js';
import { iso } from '../../domain/clock.js';
import type { OtaEndpoint } from '../../domain/ota/config.js';
import { buildHotelResNotifRQ, buildReadRQ, describeIssue, parseHotelResNotifRS, parseReservationRS, type NotifAnswer, type ResStatus } from '../../domain/ota/messages.js';
import { counterpartHotelCode, OtaLimitError, otaUniqueId } from '../../domain/ota/reservation.js';
import { DEFAULT_XML_LIMITS, OtaXmlError } from '../../domain/ota/xml.js';
import type { HotelReply } from '../../domain/reply.js';
import type { Booking } from '../../domain/schemas.js';
import { DEFAULT_VIEW } from './hotelView.js';
import { ChannelError, type ContactOutcome, type ContactRequest, type HotelChannel } from './types.js';
import { undici } from '../undici.js';
import { userAgent } from '../instance.js';

export type OtaTarget = OtaEndpoint & { name: string; url: string };

/** The counterpart serving a hotel: a named one listing its HotelCode, else the default channels.ota (with a url). */
export function otaTargetFor(config: Config, hotelCode: string | undefined): OtaTarget | undefined {
  const code = hotelCode?.trim().toLowerCase();
  if (code) {
    for (const [name, c] of Object.entries(config.channels.otaCounterparts)) if (c.hotelCodes.some((h) => h.toLowerCase() === code)) return { ...c, name };
  }
  const d = config.channels.ota;
  return d.url ? { ...d, url: d.url, name: 'default' } : undefined;
}

/** The OTA HotelCode of a booking's hotel. */
export const hotelCodeOf = (b: Booking) => b.Hotel.MasterProviderHotelId?.trim() || undefined;

function authHeaders(t: OtaTarget): Record<string, string> {
  if (t.bearer) return { authorization: `Bearer ${t.bearer}` };
  if (t.username) return { authorization: `Basic ${Buffer.from(`${t.username}:${t.password ?? ''}`).toString('base64')}` };
  return {};
}

/** Reads at most `max` bytes of the answer: a huge document is refused without being held in memory. */
async function readCapped(body: AsyncIterable<Buffer>, max: number): Promise<string> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of body) {
    size += chunk.length;
    if (size > max) throw new OtaXmlError(`the answer is larger than ${max} bytes; refused`, true);
    chunks.push(chunk);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** One POST of an OTA message; transport trouble, a non-2xx status and an unreadable answer are ChannelErrors. */
export async function postOta(t: OtaTarget, message: string, what: string): Promise<string> {
  let status: number;
  let text: string;
  try {
    const res = await undici().request(t.url, {
      method: 'POST',
      headers: { 'content-type': 'application/xml; charset=utf-8', accept: 'application/xml, text/xml', 'user-agent': userAgent(), ...authHeaders(t) },
      body: message,
      headersTimeout: t.timeoutMs,
      bodyTimeout: t.timeoutMs,
    });
    status = res.statusCode;
    try {
      text = await readCapped(res.body, DEFAULT_XML_LIMITS.maxBytes);
    } catch (err) {
      res.body.destroy();
      throw err;
    }
  } catch (err) {
    throw new ChannelError(`${what} to ${t.url} failed: ${(err as Error).message}`);
  }
  if (status < 200 || status >= 300) {
    // A refusal of this request (authentication, a bad request) will not pass on a retry; a timeout, throttling or 5xx may.
    const permanent = status >= 400 && status < 500 && status !== 408 && status !== 429;
    throw new ChannelError(`${what} to ${t.url} answered HTTP ${status}: ${text.slice(0, 200)}`, permanent);
  }
  return text;
}

export interface OtaChannelDeps {
  config: Config;
  /** True when an earlier attempt through this channel reached the hotel system (then Modify, not Commit). */
  deliveredBefore(req: ContactRequest): boolean;
  /** The hotel's own number from an earlier answer, if any (a Modify carries it). */
  hotelNumber?(req: ContactRequest): string | undefined;
}

export function otaChannel(d: OtaChannelDeps): HotelChannel {
  return {
    name: 'ota',
    reachesOutside: true,
    async send(req: ContactRequest): Promise<ContactOutcome> {
      const hotelCode = hotelCodeOf(req.booking);
      if (!hotelCode) throw new ChannelError('the ota channel needs the hotel\'s OTA HotelCode in Hotel.MasterProviderHotelId', true);
      const t = otaTargetFor(d.config, hotelCode);
      if (!t) throw new ChannelError(`no OTA counterpart serves HotelCode ${hotelCode}: add it to a channels.otaCounterparts entry's hotelCodes, or set channels.ota.url`, true);
      const resStatus: ResStatus = d.deliveredBefore(req) ? 'Modify' : 'Commit';
      const env = { echoToken: `rc-${req.contactId}`, timeStamp: iso(req.now) };
      const view = req.view ?? DEFAULT_VIEW;
      const known = resStatus === 'Modify' ? d.hotelNumber?.(req) : undefined;
      // The id decided at the first OTA contact and stored (the contact task passes it); derived the same way otherwise.
      const uniqueId = req.otaId ?? otaUniqueId(req.bookingId);
      const answer = await notify(t, env, { booking: req.booking, bookingId: req.bookingId, uniqueId, resStatus, hotelCode, zone: view.zone, specialRequest: view.disclosure.specialRequest, hcn: known, leadLastName: req.leadLastName });
      const sent = `OTA_HotelResNotifRQ ${resStatus}${uniqueId !== req.bookingId ? ` (UniqueID ${uniqueId})` : ''} to ${t.name === 'default' ? t.url : `${t.name} (${t.url})`}`;
      if (answer.kind === 'errors') throw new ChannelError(`${sent}: the hotel system answered Errors: ${answer.errors.map(describeIssue).join('; ')}`, true);
      const warned = answer.warnings.length ? `; warnings: ${answer.warnings.map(describeIssue).join('; ')}` : '';
      const mapping = `ResID_Type ${t.resIdType}${t.resIdSource ? ` from ${t.resIdSource}` : ''}`;
      if (!answer.hcn) {
        const seen = answer.ids.map((i) => `${i.type ?? '?'}${i.source || i.sourceContext ? `/${i.source ?? i.sourceContext}` : ''}=${i.value}`).join(', ');
        return { detail: `${sent}: accepted without the hotel's number (${mapping}${seen ? `; ids given: ${seen}` : ''})${warned}` };
      }
      const reply: HotelReply = { hcn: answer.hcn, ...(answer.warnings.length ? { note: `OTA warnings: ${answer.warnings.map(describeIssue).join('; ')}`.slice(0, 2000) } : {}) };
      const base = `${sent}: ${answer.warnings.length ? 'accepted with warnings' : 'Success'}, hotel number ${answer.hcn} (${mapping})${warned}`;
      if (!t.verify) return { detail: base, reply };
      return verify(t, req, uniqueId, answer.hcn, reply, base);
    },
  };
}

/** The hotel's number as the counterpart reads it back: its ResID_Type and ResID_Source. */
const hotelNumberOf = (t: OtaTarget, hcn: string | undefined) => (hcn ? { value: hcn, type: t.resIdType, source: t.resIdSource } : undefined);

/** The HotelCode sent to this counterpart: mapped, and within OpenTravel's 16 characters, else a refusal naming both. */
function mappedHotelCode(t: OtaTarget, hotelCode: string): string {
  try {
    return counterpartHotelCode(hotelCode, t.mapping, t.name === 'default' ? 'channels.ota.mapping.hotelCodes' : `channels.otaCounterparts.${t.name}.mapping.hotelCodes`);
  } catch (err) {
    if (err instanceof OtaLimitError) throw new ChannelError(err.message, true);
    throw err;
  }
}

/**
 * Sends one OTA_HotelResNotifRQ and reads its RS; an unreadable RS is a passing failure (retried, then the fallback).
 * Modify and Cancel carry the hotel's number once known (an earlier answer's, else Supplier.HCN).
 */
export async function notify(
  t: OtaTarget,
  env: { echoToken: string; timeStamp: string },
  r: { booking: Booking; bookingId: string; uniqueId: string; resStatus: ResStatus; hotelCode: string; zone: string; specialRequest?: boolean; hcn?: string; leadLastName?: string },
): Promise<NotifAnswer> {
  const hotelCode = mappedHotelCode(t, r.hotelCode);
  const hotelNumber = r.resStatus === 'Commit' ? undefined : hotelNumberOf(t, r.hcn ?? r.booking.Supplier?.HCN);
  const xml = buildHotelResNotifRQ(env, { ...r, hotelCode, hotelNumber, mapping: t.mapping, showAmount: t.showAmount, requestorId: t.requestorId, messagePassword: t.messagePassword });
  const text = await postOta(t, xml, `OTA_HotelResNotifRQ ${r.resStatus}`);
  try {
    return parseHotelResNotifRS(text, t, r.bookingId, r.uniqueId);
  } catch (err) {
    throw new ChannelError(`OTA_HotelResNotifRQ ${r.resStatus} to ${t.url}: the answer cannot be read: ${(err as Error).message}`);
  }
}

/** OTA_ReadRQ after the RS: the reservation as the hotel system holds it joins the reply, so any difference is named. */
async function verify(t: OtaTarget, req: ContactRequest, uniqueId: string, hcn: string, reply: HotelReply, base: string): Promise<ContactOutcome> {
  // Asked by our id and by the hotel's number just received: a system that files by its own number finds it.
  const xml = buildReadRQ({ echoToken: `rc-${req.contactId}-read`, timeStamp: iso(req.now) }, { bookingId: req.bookingId, uniqueId, hotelNumber: hotelNumberOf(t, hcn), requestorId: t.requestorId, messagePassword: t.messagePassword });
  try {
    const read = parseReservationRS(await postOta(t, xml, 'OTA_ReadRQ'), t, req.bookingId, uniqueId);
    if (read.kind === 'errors') return { detail: `${base}; OTA_ReadRQ answered Errors (${read.errors.map(describeIssue).join('; ')}), not verified`, reply };
    if (read.kind === 'none') return { detail: `${base}; OTA_ReadRQ returned no reservation, not verified`, reply };
    return { detail: `${base}; read back with OTA_ReadRQ and compared`, reply: { ...read.reply, ...reply } };
  } catch (err) {
    return { detail: `${base}; OTA_ReadRQ failed (${(err as Error).message}), not verified`, reply };
  }
}

/** The ota-pull channel: nothing is sent; the hotel system polls POST /ota with OTA_ReadRQ and acknowledges. */
export function otaPullChannel(): HotelChannel {
  return {
    name: 'ota-pull',
    async send(req: ContactRequest): Promise<ContactOutcome> {
      if (!hotelCodeOf(req.booking)) throw new ChannelError('the ota-pull channel needs the hotel\'s OTA HotelCode in Hotel.MasterProviderHotelId', true);
      return { detail: `waiting for the hotel system to poll POST /ota (OTA_ReadRQ) for HotelCode ${hotelCodeOf(req.booking)}` };
    },
  };
}
