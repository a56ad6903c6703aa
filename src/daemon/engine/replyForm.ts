// The reply page's form: its fields prefilled from the booking, and reading a submitted form into a HotelReply.
import type { HotelReply } from '../../domain/reply.js';
import { normaliseTimestamp } from '../../domain/schemas.js';
import type { BookingSummary } from '../channels/summary.js';

/** Every field as the text the form shows; the hotel only edits what differs. */
export interface FormValues {
  hcn: string;
  checkIn: string;
  checkOut: string;
  leadName: string;
  rooms: string;
  roomType: string;
  boardType: string;
  adults: string;
  children: string;
  specialRequestNoted: boolean;
}

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
  action: 'confirm' | 'no_booking';
  values: FormValues;
  /** Problems to show next to the form; the reply is only valid without them. */
  errors: string[];
  reply: HotelReply;
}

const clip = (v: string | null, max: number) => (v ?? '').trim().slice(0, max);

export function parseReplyForm(form: URLSearchParams, hasSpecialRequest: boolean): ParsedForm {
  const values: FormValues = {
    hcn: clip(form.get('hcn'), 100),
    checkIn: clip(form.get('checkIn'), 40),
    checkOut: clip(form.get('checkOut'), 40),
    leadName: clip(form.get('leadName'), 200),
    rooms: clip(form.get('rooms'), 6),
    roomType: clip(form.get('roomType'), 200),
    boardType: clip(form.get('boardType'), 100),
    adults: clip(form.get('adults'), 6),
    children: clip(form.get('children'), 6),
    specialRequestNoted: form.get('specialRequestNoted') === 'yes',
  };
  const action = form.get('action') === 'no_booking' ? 'no_booking' : 'confirm';
  if (action === 'no_booking') return { action, values, errors: [], reply: { noBooking: true, hcn: values.hcn || undefined, note: 'reply page: the hotel has no such booking' } };

  const errors: string[] = [];
  const date = (label: string, v: string) => {
    if (!v) return undefined;
    const iso = normaliseTimestamp(v);
    if (!iso) errors.push(`${label} must be a date like 2027-03-10.`);
    return iso;
  };
  const count = (label: string, v: string) => {
    if (!v) return undefined;
    if (!/^\d{1,3}$/.test(v)) {
      errors.push(`${label} must be a whole number.`);
      return undefined;
    }
    return Number(v);
  };
  const reply: HotelReply = {
    hcn: values.hcn || undefined,
    checkIn: date('Check-in', values.checkIn),
    checkOut: date('Check-out', values.checkOut),
    leadName: values.leadName || undefined,
    rooms: count('Rooms', values.rooms),
    roomType: values.roomType || undefined,
    boardType: values.boardType || undefined,
    adults: count('Adults', values.adults),
    children: count('Children', values.children),
    specialRequestNoted: hasSpecialRequest ? values.specialRequestNoted : undefined,
    note: 'reply page',
  };
  if (reply.checkIn && reply.checkOut && reply.checkOut <= reply.checkIn) errors.push('Check-out must be after check-in.');
  return { action, values, errors, reply };
}
