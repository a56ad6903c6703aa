// Validation problems as the error envelope's details: plain sentences, named as the client spelled the fields, once each.
import { z } from 'zod';
import { clientPath, SpellingConflict } from './spellings.js';

const EXPECTED: Record<string, string> = { number: 'a number', int: 'a whole number', boolean: 'true or false', string: 'text', object: 'an object', array: 'a list' };
const SAFE_INT = Number.MAX_SAFE_INTEGER;

/**
 * Every validation message as a plain sentence after the field name ("must be at most 1000"), never zod's own
 * wording. Installed as zod's custom error map, so it also covers schemas without a message of their own.
 */
export function plainMessage(issue: z.core.$ZodRawIssue): string | undefined {
  const input = issue.input;
  if (input instanceof SpellingConflict) return input.message;
  switch (issue.code) {
    case 'invalid_type':
      if (input === undefined) return 'is required';
      return `must be ${EXPECTED[issue.expected] ?? issue.expected}`;
    case 'too_big': {
      const max = Number(issue.maximum);
      if (issue.origin === 'string') return `must be at most ${max} characters`;
      if (issue.origin === 'array' || issue.origin === 'set') return `must hold at most ${max} item(s)`;
      if (issue.origin === 'int' || max >= SAFE_INT) return `must be a whole number of at most ${max}`;
      return issue.inclusive === false ? `must be less than ${max}` : `must be at most ${max}`;
    }
    case 'too_small': {
      const min = Number(issue.minimum);
      if (issue.origin === 'string') return min <= 1 ? 'must not be empty' : `must be at least ${min} characters`;
      if (issue.origin === 'array' || issue.origin === 'set') return `must hold at least ${min} item(s)`;
      if (issue.origin === 'int' || min <= -SAFE_INT) return `must be a whole number of at least ${min}`;
      return issue.inclusive === false ? `must be more than ${min}` : `must be ${min} or more`;
    }
    case 'invalid_value':
      return issue.values.length === 1 ? `must be ${String(issue.values[0])}` : `must be one of ${issue.values.map(String).join(', ')}`;
    case 'invalid_format':
      return issue.format === 'email' ? 'must be an e-mail address' : `must be a valid ${issue.format}`;
    case 'not_multiple_of':
      return `must be a multiple of ${String(issue.divisor)}`;
    case 'unrecognized_keys':
      return `has unknown field(s) ${issue.keys.join(', ')}`;
    case 'invalid_union':
    case 'invalid_key':
    case 'invalid_element':
    case 'custom':
      return 'is not valid';
    default:
      return undefined;
  }
}
z.config({ customError: plainMessage });

/**
 * Turns zod issues into the `details` list of the error envelope, paths like Guest.AllGuests[0].Age, named as the
 * client spelled them when `input` (the body as received) is given. Each problem is listed once: the safe-integer
 * bound zod adds to .int() is dropped when the field's own bound says the same thing.
 */
export function issuesToDetails(issues: z.core.$ZodIssue[], index?: number, prefixDepth = 0, input?: unknown) {
  const seen = new Set<string>();
  const bounded = new Set(issues.filter((i) => (i.code === 'too_big' || i.code === 'too_small') && i.origin !== 'int').map((i) => `${i.code}:${i.path.join('.')}`));
  const details: { index?: number; path: string; message: string }[] = [];
  for (const issue of issues) {
    if ((issue.code === 'too_big' || issue.code === 'too_small') && issue.origin === 'int' && bounded.has(`${issue.code}:${issue.path.join('.')}`)) continue;
    const full = input === undefined ? issue.path : clientPath(input, issue.path);
    let dotted = '';
    for (const part of full.slice(prefixDepth)) {
      if (typeof part === 'number') dotted += `[${part}]`;
      else dotted += dotted ? `.${String(part)}` : String(part);
    }
    const idx = index ?? (prefixDepth > 0 && typeof issue.path[0] === 'number' ? (issue.path[0] as number) : undefined);
    const detail = { ...(idx === undefined ? {} : { index: idx }), path: dotted || '(body)', message: issue.message };
    const key = `${idx}|${detail.path}|${detail.message}`;
    if (seen.has(key)) continue;
    seen.add(key);
    details.push(detail);
  }
  return details;
}
