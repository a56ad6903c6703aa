// Applies a partial update to a stored booking: objects merge, arrays replace (PRODUCT section 2).
import type { Booking, UpdateBody } from './schemas.js';

function isPlainObject(v: unknown): v is Record<string, unknown> {
  return typeof v === 'object' && v !== null && !Array.isArray(v);
}

export function deepMerge(base: unknown, patch: unknown): unknown {
  if (!isPlainObject(base) || !isPlainObject(patch)) return patch === undefined ? base : patch;
  const out: Record<string, unknown> = { ...base };
  for (const [k, v] of Object.entries(patch)) {
    // Callers validate first; still, never let a patch key reach an object's prototype.
    if (v === undefined || k === '__proto__' || k === 'constructor' || k === 'prototype') continue;
    out[k] = deepMerge(base[k], v);
  }
  return out;
}

/** The merged booking (as raw data to re-validate) and the top-level fields the update changed. */
export function mergeUpdate(current: Booking, update: UpdateBody): { merged: Record<string, unknown>; changed: string[] } {
  const { BookingStatus: _status, BookingCode: _code, LineCode: _line, RoomStructure, ...rest } = update;
  const patch: Record<string, unknown> = { ...rest };
  if (RoomStructure) patch.Guest = { ...(isPlainObject(patch.Guest) ? patch.Guest : {}), RoomStructure };
  const merged = deepMerge(current, patch) as Record<string, unknown>;
  const changed = Object.keys(patch).filter((k) => JSON.stringify((current as Record<string, unknown>)[k]) !== JSON.stringify(merged[k]));
  if (RoomStructure && JSON.stringify(current.Guest?.RoomStructure) !== JSON.stringify(RoomStructure)) changed.push('RoomStructure');
  return { merged, changed };
}
