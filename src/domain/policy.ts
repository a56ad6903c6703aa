// The contact policy of PRODUCT section 4 as pure rules: which channel, whether to contact again, and when.
import { HOUR } from './clock.js';
import { lookupByName } from './perHotel.js';

export interface Policy {
  reminderEveryHours: number;
  maxAttempts: number;
  escalateHoursBeforeCheckIn: number;
  arrivalImminentHours: number;
  cancellationDeadlineHours: number;
  tokenTtlHours: number;
}

export interface ChannelRouting {
  /** The default channel (config `channel`, `serve --channel`). */
  channel: string;
  byHotel: Record<string, string>;
  byMasterProvider: Record<string, string>;
  fallback: Partial<Record<string, string>>;
  waitHours: number;
}

/** The hotel's own channel: by hotel name, else by MasterProvider, else the default. */
export function primaryChannel(routing: ChannelRouting, hotel: { Name: string; MasterProvider?: string }): string {
  return lookupByName(routing.byHotel, hotel.Name) ?? lookupByName(routing.byMasterProvider, hotel.MasterProvider) ?? routing.channel;
}

/** One earlier attempt of the current round (since the booking was accepted or last re-opened). */
export interface PastContact {
  channel: string;
  status: string;
  sentAt: number;
}

/**
 * The channel for the next attempt: walk the fallback chain while a channel has given up, i.e. its last
 * attempt failed, or it was first used more than waitHours ago and the hotel is still silent.
 */
export function channelForAttempt(routing: ChannelRouting, primary: string, past: PastContact[], now: number): { channel: string; because?: string } {
  let channel = primary;
  let because: string | undefined;
  const seen = new Set<string>();
  for (;;) {
    seen.add(channel);
    const next = routing.fallback[channel];
    if (!next || seen.has(next)) return { channel, because };
    const mine = past.filter((p) => p.channel === channel);
    if (mine.length === 0) return { channel, because };
    const last = mine[mine.length - 1];
    const firstSent = mine.find((p) => p.status !== 'FAILED');
    if (last.status === 'FAILED') because = `${channel} failed`;
    else if (firstSent && now - firstSent.sentAt >= routing.waitHours * HOUR) because = `${channel} silent for ${routing.waitHours} h`;
    else return { channel, because };
    channel = next;
  }
}

/** When to look again after a successful attempt: the reminder interval, sooner when a fallback waits. */
export function nextContactAfterSend(policy: Policy, routing: ChannelRouting, channel: string, now: number): number {
  const every = policy.reminderEveryHours * HOUR;
  const wait = routing.fallback[channel] ? routing.waitHours * HOUR : Infinity;
  return now + Math.min(every, wait);
}

/** Reasons after which the hotel has answered (or an operator must act), so reminders stop. */
export const STOPS_REMINDERS = ['DATA_DISCREPANCY', 'HOTEL_REPORTS_NO_BOOKING', 'NO_HOTEL_RESPONSE', 'REPLY_NEEDS_REVIEW'];

export type ContactDecision = { kind: 'contact'; attempt: number } | { kind: 'exhausted' } | { kind: 'stop'; why: string };

/** Whether the hotel is contacted now: unconfirmed, not already answered, before check-out, attempts left. */
export function contactDecision(
  b: { status: string; attempts: number; raised: string[]; checkOut: string },
  policy: Policy,
  now: number,
): ContactDecision {
  if (b.status !== 'PENDING' && b.status !== 'ESCALATED') return { kind: 'stop', why: `booking is ${b.status}` };
  const stop = b.raised.find((r) => STOPS_REMINDERS.includes(r));
  if (stop) return { kind: 'stop', why: `${stop} was raised; an operator takes over` };
  if (Date.parse(b.checkOut) <= now) return { kind: 'stop', why: 'the stay is over' };
  if (b.attempts >= policy.maxAttempts) return { kind: 'exhausted' };
  return { kind: 'contact', attempt: b.attempts + 1 };
}
