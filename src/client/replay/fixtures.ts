// Fixture files: bookings with their expected outcome beside them, relative dates resolved at push time.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { z } from 'zod';
import { ReconfirmError } from '../../domain/errors.js';
import { ReconfirmationStatusSchema } from '../../domain/schemas.js';

const Status = ReconfirmationStatusSchema;

const ExpectSchema = z.object({
  /** The trace outcome of the add (CREATED, REBOOKED, DUPLICATE_IGNORED, ...). */
  outcome: z.string().optional(),
  /** The ReconfirmationStatus the booking settles in. */
  status: Status.optional(),
  /** An escalation reason the booking must have raised; null: it must have raised none. */
  reason: z.string().nullable().optional(),
  /** true: the booking carries an HCN. */
  hcn: z.boolean().optional(),
});
export type Expectation = z.infer<typeof ExpectSchema>;

const StepSchema = z
  .object({
    /** Wait until the booking has this status before the step runs. */
    when: Status.optional(),
    patch: z.record(z.string(), z.unknown()).optional(),
    cancel: z.literal(true).optional(),
    expect: z.object({ http: z.number().int().default(200), status: Status.optional() }).prefault({}),
  })
  .refine((s) => Boolean(s.patch) !== Boolean(s.cancel), { message: 'a step is either {"patch": {...}} or {"cancel": true}' });
export type Step = z.infer<typeof StepSchema>;

const CaseSchema = z
  .object({
    name: z.string().min(1),
    /** A booking as sent to POST /addBookings (spec 2.1). */
    booking: z.record(z.string(), z.unknown()).optional(),
    /** A booking of the events body (spec 2.6), sent to POST /events. */
    event: z.record(z.string(), z.unknown()).optional(),
    /** Send only once another booking has reached a status (REBOOK of a confirmed original, a resend). */
    after: z.object({ BookingId: z.string(), status: Status }).optional(),
    steps: z.array(StepSchema).default([]),
    expect: ExpectSchema,
  })
  .refine((c) => Boolean(c.booking) !== Boolean(c.event), { message: 'a case has either "booking" or "event"' });
export type FixtureCase = z.infer<typeof CaseSchema> & { file: string };

const FileSchema = z.object({ description: z.string().optional(), cases: z.array(CaseSchema).min(1) });

export async function loadFixtures(dir: string): Promise<FixtureCase[]> {
  let names: string[];
  try {
    names = (await readdir(dir)).filter((n) => n.endsWith('.json')).sort();
  } catch {
    throw new ReconfirmError('USAGE', `no fixture directory ${dir}`);
  }
  if (!names.length) throw new ReconfirmError('USAGE', `${dir} holds no *.json fixture files`);
  const cases: FixtureCase[] = [];
  for (const name of names) {
    let json: unknown;
    try {
      json = JSON.parse(await readFile(join(dir, name), 'utf8'));
    } catch (e) {
      throw new ReconfirmError('USAGE', `${name} is not valid JSON: ${(e as Error).message}`);
    }
    const parsed = FileSchema.safeParse(json);
    if (!parsed.success) {
      const first = parsed.error.issues[0];
      throw new ReconfirmError('USAGE', `${name}: ${first.path.join('.')}: ${first.message} (a fixture file is {"cases": [{"name", "booking" or "event", "expect"}]})`);
    }
    for (const c of parsed.data.cases) cases.push({ ...c, file: name });
  }
  return cases;
}

const UNIT: Record<string, number> = { m: 60_000, h: 3_600_000, d: 86_400_000 };
const TEMPLATE = /\{\{\s*(now|date|run)\s*(?:([+-])\s*(\d+(?:\.\d+)?)\s*([mhd]))?\s*\}\}/g;

/**
 * Relative values in fixtures: {{now+20h}} (UTC date-time), {{date+30d}} (date only), {{run}} (an id of this
 * replay, so codes stay unique when replaying against a long-lived service).
 */
export function resolveTemplates<T>(value: T, now: number, run: string): T {
  if (typeof value === 'string') {
    return value.replace(TEMPLATE, (_m, kind: string, sign?: string, amount?: string, unit?: string) => {
      if (kind === 'run') return run;
      const t = now + (sign ? (sign === '-' ? -1 : 1) * Number(amount) * UNIT[unit!] : 0);
      const iso = new Date(t).toISOString();
      return kind === 'date' ? iso.slice(0, 10) : iso.replace(/\.\d{3}Z$/, 'Z');
    }) as T;
  }
  if (Array.isArray(value)) return value.map((v) => resolveTemplates(v, now, run)) as T;
  if (value && typeof value === 'object') return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveTemplates(v, now, run)])) as T;
  return value;
}
