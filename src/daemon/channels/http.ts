// The http channel: a signed JSON request to a hotel or supplier endpoint; the answer comes inline or later to POST /hotel/replies.
import { createHmac } from 'node:crypto';
import { HotelReplySchema, statesAnything } from '../../domain/reply.js';
import { summariseBooking } from './summary.js';
import type { Dispatcher } from 'undici';
import { ChannelError, type ContactOutcome, type ContactRequest, type HotelChannel } from './types.js';
import { undici } from '../undici.js';
import { userAgent } from '../instance.js';

export interface HttpChannelSettings {
  url: string;
  secret: string;
  timeoutMs: number;
  /** Where the endpoint may answer later (POST /hotel/replies on this service). */
  repliesUrl: () => string;
}

/** `t=<unix seconds>,v1=<hex HMAC-SHA256 of "t.body">`: the receiver recomputes it and checks the age. */
export function signHttpRequest(secret: string, body: string, unixSeconds: number): string {
  const mac = createHmac('sha256', secret).update(`${unixSeconds}.${body}`).digest('hex');
  return `t=${unixSeconds},v1=${mac}`;
}

export function httpRequestBody(req: ContactRequest, repliesUrl: string) {
  return {
    type: 'reconfirmation.request',
    contactId: req.contactId,
    attempt: req.attempt,
    updated: req.updated,
    booking: summariseBooking(req.booking, req.bookingId, req.view),
    reply: { url: repliesUrl, token: req.token, expiresAt: req.expiresAt, page: req.replyUrl },
  };
}

/**
 * `agent` with `check` run as each request starts on a connection, before it is written; a check that throws aborts
 * the request unsent. An agent of this undici, not the global dispatcher: that one can be Node's own bundled undici
 * (its fetch made it first), whose handlers are of another shape.
 */
function checkedDispatcher(agent: Dispatcher, check: () => void): Dispatcher {
  return agent.compose((dispatch) => (opts, handler) =>
    dispatch(opts, {
      onRequestStart(controller, context) {
        try {
          check();
        } catch (err) {
          return controller.abort(err as Error);
        }
        handler.onRequestStart?.(controller, context);
      },
      onRequestUpgrade: (...args) => handler.onRequestUpgrade?.(...args),
      onResponseStart: (...args) => handler.onResponseStart?.(...args),
      onResponseData: (...args) => handler.onResponseData?.(...args),
      onResponseEnd: (...args) => handler.onResponseEnd?.(...args),
      onResponseError: (...args) => handler.onResponseError?.(...args),
    }),
  );
}

export function httpChannel(s: HttpChannelSettings): HotelChannel {
  let agent: Dispatcher | undefined;
  return {
    name: 'http',
    reachesOutside: true,
    async send(req: ContactRequest): Promise<ContactOutcome> {
      const body = JSON.stringify(httpRequestBody(req, s.repliesUrl()));
      let status: number;
      let text: string;
      let refused: unknown;
      const beforeSend = req.beforeSend;
      const dispatcher = beforeSend
        ? checkedDispatcher((agent ??= new (undici().Agent)()), () => {
            try {
              beforeSend();
            } catch (err) {
              throw (refused = err);
            }
          })
        : undefined;
      try {
        const res = await undici().request(s.url, {
          dispatcher,
          method: 'POST',
          headers: { 'content-type': 'application/json', 'user-agent': userAgent(), 'x-reconfirm-signature': signHttpRequest(s.secret, body, Math.floor(req.now / 1000)), 'x-reconfirm-contact': String(req.contactId) },
          body,
          headersTimeout: s.timeoutMs,
          bodyTimeout: s.timeoutMs,
        });
        status = res.statusCode;
        text = (await res.body.text()).slice(0, 100_000);
      } catch (err) {
        if (refused) throw refused; // not sent: not a failure of the channel
        throw new ChannelError(`POST ${s.url} failed: ${(err as Error).message}`);
      }
      if (status < 200 || status >= 300) {
        // A 4xx other than timeout/throttling means the endpoint refuses this request; retrying will not help.
        const permanent = status >= 400 && status < 500 && status !== 408 && status !== 429;
        throw new ChannelError(`POST ${s.url} answered ${status}: ${text.slice(0, 200)}`, permanent);
      }
      let json: unknown;
      try {
        json = text ? JSON.parse(text) : {};
      } catch {
        return { detail: `POST ${s.url} answered ${status}; the answer will come to the replies endpoint` };
      }
      const candidate = (json && typeof json === 'object' && 'reply' in json ? (json as { reply: unknown }).reply : json) ?? {};
      const parsed = HotelReplySchema.safeParse(candidate);
      if (parsed.success && statesAnything(parsed.data)) return { detail: `POST ${s.url} answered ${status} with the hotel's reply`, reply: parsed.data };
      return { detail: `POST ${s.url} answered ${status}; the answer will come to the replies endpoint` };
    },
  };
}
