// The reply page's form: its fields prefilled from the booking, and reading a submitted form into a HotelReply.
import { z } from 'zod';
import { HotelReplySchema, type HotelReply } from '../../domain/reply.js';
import type { BookingSummary } from '../channels/summary.js';
import { translator, type Translate } from '../i18n/index.js';

/** The reply fields the page shows as text inputs, with their labels; each is a field of HotelReplySchema. */
const TEXT_FIELDS = {
  hcn: 'HCN',
  checkIn: 'Check-in',
  checkOut: 'Check-out',
  leadName: 'Lead guest',
  rooms: 'Rooms',
  roomType: 'Room type',
  boardType: 'Board type',
  adults: 'Adults',
  children: 'Children',
} as const satisfies Partial<Record<keyof HotelReply, string>>;
type TextField = keyof typeof TEXT_FIELDS;
const textFields = Object.keys(TEXT_FIELDS) as TextField[];

/** Every field as the text the form shows; the hotel only edits what differs. */
export type FormValues = Record<TextField, string> & { specialRequestNoted: boolean };

const str = (v: number | undefined) => (v === undefined ? '' : String(v));

export function formDefaults(s: BookingSummary): FormValues {
  return {
    hcn: '',
    checkIn: s.checkIn,
    checkOut: s.checkOut,
    leadName: s.leadName,
    rooms: str(s.rooms),
    roomType: s.roomType ?? '',
    boardType: s.boardType ?? '',
    adults: str(s.adults),
    children: str(s.children),
    specialRequestNoted: true,
  };
}

export interface ParsedForm {
  /** The button the hotel pressed; none (an empty form, a script's post) is never read as an answer. */
  action: 'confirm' | 'no_booking' | undefined;
  values: FormValues;
  /** Problems to show next to the form; the reply is only valid without them. */
  errors: string[];
  reply: HotelReply;
}

/** Long enough for any valid value; the schema refuses what is too long, the page shows it back clipped. */
const clip = (v: string | null) => (v ?? '').trim().slice(0, 500);

/** A form's text as the schema's input: a count is read as a number (anything else the schema refuses). */
function asInput(field: TextField, v: string): unknown {
  const isNumber = HotelReplySchema.shape[field].unwrap() instanceof z.ZodNumber;
  return isNumber && /^\d+$/.test(v) ? Number(v) : v;
}

export function parseReplyForm(form: URLSearchParams, hasSpecialRequest: boolean, t: Translate = translator('en')): ParsedForm {
  const values: FormValues = {
    ...(Object.fromEntries(textFields.map((f) => [f, clip(form.get(f))])) as Record<TextField, string>),
    specialRequestNoted: form.get('specialRequestNoted') === 'yes',
  };
  const pressed = form.get('action');
  const action = pressed === 'confirm' || pressed === 'no_booking' ? pressed : undefined;
  if (!action) return { action, values, errors: [t('error.chooseAction')], reply: {} };
  if (action === 'no_booking') {
    return { action, values, errors: [], reply: { noBooking: true, hcn: values.hcn.slice(0, 100) || undefined, note: 'reply page: the hotel has no such booking' } };
  }
  const raw = {
    ...Object.fromEntries(textFields.flatMap((f) => (values[f] ? [[f, asInput(f, values[f])]] : []))),
    ...(hasSpecialRequest ? { specialRequestNoted: values.specialRequestNoted } : {}),
    note: 'reply page',
  };
  const parsed = HotelReplySchema.safeParse(raw);
  const errors = parsed.success ? [] : parsed.error.issues.map((i) => `${TEXT_FIELDS[i.path[0] as TextField] ?? String(i.path[0])} ${i.message}.`);
  const reply = parsed.success ? parsed.data : {};
  // Said beside the other problems: the dates are read on their own, whether or not the rest of the form is valid.
  const dates = HotelReplySchema.pick({ checkIn: true, checkOut: true }).safeParse(raw).data;
  if (dates?.checkIn && dates.checkOut && dates.checkOut <= dates.checkIn) errors.push(t('error.checkOutAfter'));
  return { action, values, errors, reply };
}
