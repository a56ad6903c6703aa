// Validates an OpenTravel message against the official schemas of 2015B and 2017B (test/ota/schemas, see NOTE.md)
// with xmllint (Debian libxml2-utils, installed by `npm run setup:test`): a maintained validator that reads the full
// XSDs as published, which the JavaScript validators we know of do not (xs:union, xs:redefine-free includes, 2.6 MB).
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT } from '../helpers.js';

export const OTA_YEARS = ['2015B', '2017B'] as const;
const SCHEMAS = join(ROOT, 'test', 'ota', 'schemas');

/** The OTA message inside a document: the root element, or the first OTA_ element of a SOAP Body. */
export function otaMessageOf(xml: string): { root: string; xml: string } {
  const start = /<(?:(\w+):)?(OTA_\w+)[\s>/]/.exec(xml);
  if (!start) throw new Error(`no OTA_ element in\n${xml.slice(0, 500)}`);
  const [, prefix, root] = start;
  if (!/<(\w+:)?Envelope[\s>]/.test(xml.slice(0, start.index))) return { root, xml };
  const close = `</${prefix ? `${prefix}:` : ''}${root}>`;
  const end = xml.indexOf(close, start.index);
  const inner = end < 0 ? xml.slice(start.index) : xml.slice(start.index, end + close.length);
  return { root, xml: `<?xml version="1.0" encoding="UTF-8"?>\n${inner}` };
}

/** xmllint's verdict per year: an empty list when the message is valid. */
export function otaSchemaErrors(xml: string): Record<(typeof OTA_YEARS)[number], string[]> {
  const { root, xml: message } = otaMessageOf(xml);
  const out = {} as Record<(typeof OTA_YEARS)[number], string[]>;
  for (const year of OTA_YEARS) {
    const xsd = join(SCHEMAS, year, `${root}.xsd`);
    assert.ok(existsSync(xsd), `no schema ${year}/${root}.xsd under test/ota/schemas`);
    try {
      execFileSync('xmllint', ['--noout', '--nonet', '--schema', xsd, '-'], { input: message, stdio: ['pipe', 'pipe', 'pipe'], timeout: 60_000 });
      out[year] = [];
    } catch (err) {
      const e = err as { status?: number; stderr?: Buffer; code?: string };
      if (e.code === 'ENOENT') throw new Error('xmllint is not installed: run `npm run setup:test` (Debian libxml2-utils)');
      out[year] = String(e.stderr ?? err).split('\n').filter((l) => l && !/fails to validate$/.test(l));
    }
  }
  return out;
}

/** Asserts that a message is valid against both schema years, showing xmllint's errors and the message otherwise. */
export function assertValidOta(xml: string, what = 'the message'): void {
  const errors = otaSchemaErrors(xml);
  const bad = OTA_YEARS.filter((y) => errors[y].length);
  assert.deepEqual(bad, [], `${what} is not valid OpenTravel:\n${bad.map((y) => `${y}:\n  ${errors[y].join('\n  ')}`).join('\n')}\n---\n${xml}`);
}
